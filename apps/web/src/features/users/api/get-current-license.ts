/**
 * GET /v1/tenant/license: paid_licenses and licensed_users of the selected tenant. The
 * tenants feature owns tenant calls, but has no such file yet; this small one serves the
 * users list's add button.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { tenantLicenseSchema, type TenantLicense } from '@console/contract/tenants';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

// Under the users key: creating or removing a user changes the count, and invalidates it with the list.
export const currentLicenseQueryKey = [...queryKeys.users, 'license'] as const;

/** Fetches the licence figures of the selected tenant. */
export function getCurrentLicense(signal?: AbortSignal): Promise<TenantLicense> {
  return http.get(apiPaths.currentTenantLicense, tenantLicenseSchema, { signal });
}

/** Query options for the selected tenant's licences. */
export function currentLicenseQueryOptions() {
  return queryOptions({ queryKey: currentLicenseQueryKey, queryFn: ({ signal }) => getCurrentLicense(signal) });
}

/** The selected tenant's licence figures. */
export function useCurrentLicense() {
  return useQuery(currentLicenseQueryOptions());
}

/** The spec's rule: the limit is reached when licensed_users is at or above paid_licenses. */
export function licenseLimitReached(license: TenantLicense): boolean {
  return license.licensed_users >= license.paid_licenses;
}

/**
 * GET /v1/tenant/license: paid_licenses and licensed_users of the selected tenant. The
 * tenants feature owns tenant calls, but has no such file yet; this small one serves the
 * users list's add button.
 */
import { useQuery } from '@tanstack/react-query';
import { tenantLicenseSchema, type TenantLicense } from '@console/contract/tenants';
import { callQuery } from '../../../lib/call-query';
import { currentLicenseCall } from './calls';

/** Query options for the selected tenant's licences. */
export function currentLicenseQueryOptions() {
  return callQuery(currentLicenseCall, tenantLicenseSchema);
}

/** The selected tenant's licence figures. */
export function useCurrentLicense() {
  return useQuery(currentLicenseQueryOptions());
}

/** The spec's rule: the limit is reached when licensed_users is at or above paid_licenses. */
export function licenseLimitReached(license: TenantLicense): boolean {
  return license.licensed_users >= license.paid_licenses;
}

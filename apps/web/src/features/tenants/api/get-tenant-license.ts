/** GET /v1/tenant/{id}/license: paid_licenses and licensed_users of one organisation. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { tenantLicenseSchema, type TenantLicense } from '@console/contract/tenants';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Fetches the licence figures of a tenant. */
export function getTenantLicense(tenantId: number): Promise<TenantLicense> {
  return http.get(apiPaths.tenantLicense(tenantId), tenantLicenseSchema);
}

/** Query options for a tenant's licences. */
export function tenantLicenseQueryOptions(tenantId: number) {
  return queryOptions({ queryKey: queryKeys.tenantLicense(tenantId), queryFn: () => getTenantLicense(tenantId) });
}

/** A tenant's licences; idle while id is null or `enabled` is false (only super admins see them). */
export function useTenantLicense(tenantId: number | null, enabled = true) {
  return useQuery({ ...tenantLicenseQueryOptions(tenantId ?? 0), enabled: enabled && tenantId !== null });
}

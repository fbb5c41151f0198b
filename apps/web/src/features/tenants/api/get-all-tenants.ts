/** GET /v1/tenant/all?perPage=9999: every organisation with its licence figures (super admins only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { tenantSchema, type Tenant } from '@console/contract/tenants';
import { http } from '../../../lib/http';
import { tenantsQueryKey } from './get-tenants';

/** Under the tenants key, so every tenant mutation (which invalidates that key) refreshes it. */
export const allTenantsQueryKey = [...tenantsQueryKey, 'all'] as const;

/** Fetches all tenants. */
export function getAllTenants(): Promise<Tenant[]> {
  return http.list(apiPaths.tenantsAll, tenantSchema);
}

/** Query options for the organisation list screen. */
export function allTenantsQueryOptions() {
  return queryOptions({ queryKey: allTenantsQueryKey, queryFn: getAllTenants });
}

/** Every tenant; idle while `enabled` is false (a non-super-admin would get a 403). */
export function useAllTenants(enabled = true) {
  return useQuery({ ...allTenantsQueryOptions(), enabled });
}

/** GET /v1/tenant/all?perPage=9999: every organisation with its licence figures (super admins only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { tenantSchema, type Tenant } from '@console/contract/tenants';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Fetches all tenants. */
export function getAllTenants(): Promise<Tenant[]> {
  return http.list(apiPaths.tenantsAll, tenantSchema);
}

/** Query options for the organisation list screen. */
export function allTenantsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.allTenants, queryFn: getAllTenants });
}

/** Every tenant; idle while `enabled` is false (a non-super-admin would get a 403). */
export function useAllTenants(enabled = true) {
  return useQuery({ ...allTenantsQueryOptions(), enabled });
}

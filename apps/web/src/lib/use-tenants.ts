/** GET /v1/tenant?perPage=9999: the caller's organisations (a super admin: all). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { tenantSchema, type Tenant } from '@console/contract/tenants';
import { http } from './http';
import { queryKeys } from './query-keys';

/** Fetches every tenant the caller may see. */
export function getTenants(): Promise<Tenant[]> {
  return http.list(apiPaths.tenants, tenantSchema);
}

/** Query options for the tenant list; mutations on tenants invalidate this key. */
export function tenantsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.tenants, queryFn: getTenants });
}

/** The caller's tenants. */
export function useTenants() {
  return useQuery(tenantsQueryOptions());
}

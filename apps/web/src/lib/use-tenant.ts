/** GET /v1/tenant/{id}: one organisation. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { tenantSchema, type Tenant } from '@console/contract/tenants';
import { http } from './http';
import { queryKeys } from './query-keys';

/** Fetches one tenant. */
export function getTenant(id: number): Promise<Tenant> {
  return http.get(apiPaths.tenant(id), tenantSchema);
}

/** Query options for one tenant. */
export function tenantQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.tenant(id), queryFn: () => getTenant(id) });
}

/** One tenant; idle while id is null. */
export function useTenant(id: number | null) {
  return useQuery({ ...tenantQueryOptions(id ?? 0), enabled: id !== null });
}

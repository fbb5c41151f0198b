/** GET /v1/user/{id}/tenant: the organisations of a user (those the caller may see). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tenantSchema, type Tenant } from '@console/contract/tenants';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const userTenantsQueryKey = (id: number) => [...queryKeys.user(id), 'tenants'] as const;

/** Fetches a user's tenants (for the primary-tenant name and dropdown). */
export function getUserTenants(id: number, signal?: AbortSignal): Promise<Tenant[]> {
  return http.list(apiPaths.userTenants(id), tenantSchema, { signal });
}

/** Query options for a user's tenants. */
export function userTenantsQueryOptions(id: number) {
  return queryOptions({ queryKey: userTenantsQueryKey(id), queryFn: ({ signal }) => getUserTenants(id, signal) });
}

/** A user's tenants; idle while id is null. */
export function useUserTenants(id: number | null) {
  return useQuery({ ...userTenantsQueryOptions(id ?? 0), enabled: id !== null });
}

/**
 * GET /v1/tenant/{id}/network?include=user,user.permissions: the networks of a tenant that the
 * caller may administer (the server keeps only those with module-admin, or all for a super admin).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { networkSchema, type Network } from '@console/contract/networks';
import { http } from './http';
import { queryKeys } from './query-keys';

/** Fetches the networks of one tenant the caller may administer. */
export function getTenantNetworks(tenantId: number): Promise<Network[]> {
  return http.list(apiPaths.tenantNetworks(tenantId), networkSchema, {
    query: { include: 'user,user.permissions' },
    // The call is about this tenant, whatever tenant is selected now.
    headers: { 'x-tenant': String(tenantId) },
  });
}

/** Query options for a tenant's networks. */
export function tenantNetworksQueryOptions(tenantId: number) {
  return queryOptions({ queryKey: queryKeys.tenantNetworks(tenantId), queryFn: () => getTenantNetworks(tenantId) });
}

/** A tenant's administrable networks; idle while no tenant is chosen. */
export function useTenantNetworks(tenantId: number | null) {
  return useQuery({ ...tenantNetworksQueryOptions(tenantId ?? 0), enabled: tenantId !== null });
}

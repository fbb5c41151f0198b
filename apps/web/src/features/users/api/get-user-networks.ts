/** GET /v1/user/{id}/network?include=role.permission: the user's role per network of the tenant. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userNetworkSchema, type UserNetwork } from '@console/contract/users';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { WITH_ROLE_PERMISSIONS } from '../early-calls';

export const userNetworksQueryKey = (id: number) => [...queryKeys.user(id), 'networks'] as const;

/** Fetches the networks where the user holds a role, with the role and its permissions. */
export function getUserNetworks(id: number, signal?: AbortSignal): Promise<UserNetwork[]> {
  return http.list(apiPaths.userNetworks(id), userNetworkSchema, { query: WITH_ROLE_PERMISSIONS, signal });
}

/** Query options for a user's network roles. */
export function userNetworksQueryOptions(id: number) {
  return queryOptions({ queryKey: userNetworksQueryKey(id), queryFn: ({ signal }) => getUserNetworks(id, signal) });
}

/** A user's network roles; idle while id is null. */
export function useUserNetworks(id: number | null) {
  return useQuery({ ...userNetworksQueryOptions(id ?? 0), enabled: id !== null });
}

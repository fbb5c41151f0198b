/** GET /v1/user/{id}/network?include=role.permission: the user's role per network of the tenant. */
import { useQuery } from '@tanstack/react-query';
import { userNetworkSchema } from '@console/contract/users';
import { callQuery } from '../../../lib/call-query';
import { userNetworksCall } from './calls';

/** Query options for a user's network roles, with each role's permissions. */
export function userNetworksQueryOptions(id: number) {
  return callQuery(userNetworksCall(id), userNetworkSchema.array());
}

/** A user's network roles; idle while id is null. */
export function useUserNetworks(id: number | null) {
  return useQuery({ ...userNetworksQueryOptions(id ?? 0), enabled: id !== null });
}

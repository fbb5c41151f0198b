/** DELETE /v1/network/{id}/user {relation: [{id: userId}]}: takes a user off a network (no access). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkMemberSchema } from '@console/contract/networks';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import type { NetworkMember } from './get-network-members';
import { syncNetworkRoles } from './sync-network-roles';

export interface RemoveNetworkRoleInput {
  networkId: number;
  userId: number;
}

/** Unlinks the user from the network; answers the network's members. */
export function removeNetworkRole({ networkId, userId }: RemoveNetworkRoleInput): Promise<NetworkMember[]> {
  return http.delete(apiPaths.networkUsers(networkId), networkMemberSchema.array(), { relation: [{ id: userId }] });
}

/** Mutation for choosing no access where the user has a role. */
export function useRemoveNetworkRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeNetworkRole,
    onSuccess: (members, { networkId, userId }) => syncNetworkRoles(queryClient, networkId, userId, members),
  });
}

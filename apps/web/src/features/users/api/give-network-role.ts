/** POST /v1/network/{id}/user {relation: [{id: userId, role_id}]}: gives a user a role on a network. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkMemberSchema } from '@console/contract/networks';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import type { NetworkMember } from './get-network-members';
import { syncNetworkRoles } from './sync-network-roles';

export interface NetworkRoleInput {
  networkId: number;
  userId: number;
  roleId: number;
}

/** Links the user to the network with the role; answers the network's members. */
export function giveNetworkRole({ networkId, userId, roleId }: NetworkRoleInput): Promise<NetworkMember[]> {
  return http.post(apiPaths.networkUsers(networkId), networkMemberSchema.array(), { relation: [{ id: userId, role_id: roleId }] });
}

/** Mutation for choosing a role where the user had no access. */
export function useGiveNetworkRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveNetworkRole,
    onSuccess: (members, { networkId, userId }) => syncNetworkRoles(queryClient, networkId, userId, members),
  });
}

/** PUT /v1/network/{id}/user {relation: [{id: userId, role_id}]}: changes a user's role on a network. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkMemberSchema } from '@console/contract/networks';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import type { NetworkRoleInput } from './give-network-role';
import type { NetworkMember } from './get-network-members';
import { syncNetworkRoles } from './sync-network-roles';

/** Sets the user's new role on the network; answers the network's members. */
export function changeNetworkRole({ networkId, userId, roleId }: NetworkRoleInput): Promise<NetworkMember[]> {
  return http.put(apiPaths.networkUsers(networkId), networkMemberSchema.array(), { relation: [{ id: userId, role_id: roleId }] });
}

/** Mutation for choosing another role where the user has one. */
export function useChangeNetworkRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNetworkRole,
    onSuccess: (members, { networkId, userId }) => syncNetworkRoles(queryClient, networkId, userId, members),
  });
}

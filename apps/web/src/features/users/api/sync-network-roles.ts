/** The cache after a user's role on a network changed: the answer is the network's members. */
import type { QueryClient } from '@tanstack/react-query';
import { withMemberRoles } from '../model/user-role-rows';
import type { NetworkMember } from './get-network-members';
import { userNetworksQueryKey } from './calls';
import { networkUserRolesQueryKey } from './calls';
import { invalidateRelated, relatedKeys } from './related-keys';

/**
 * Puts the members' roles at once into the user-roles screen's rows (all of them, or the
 * server's pages), refreshes the user's own network roles, and the role and network figures of
 * other screens. Resolves when the user's roles are fresh, so a select does not flicker back
 * to the old value.
 */
export async function syncNetworkRoles(queryClient: QueryClient, networkId: number, userId: number, members: NetworkMember[]): Promise<void> {
  queryClient.setQueriesData({ queryKey: networkUserRolesQueryKey(networkId) }, (cached: unknown) => withMemberRoles(cached, members));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userNetworksQueryKey(userId) }),
    invalidateRelated(queryClient, [relatedKeys.roles, relatedKeys.networks]),
  ]);
}

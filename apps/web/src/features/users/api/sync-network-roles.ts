/** The cache after a user's role on a network changed: the answer is the network's members. */
import type { QueryClient } from '@tanstack/react-query';
import { networkMembersQueryKey, type NetworkMember } from './get-network-members';
import { userNetworksQueryKey } from './get-user-networks';
import { invalidateRelated, relatedKeys } from './related-keys';

/**
 * Stores the network's new members at once (the user-roles screen reads them), refreshes the
 * user's own network roles, and the role and network figures of other screens. Resolves when
 * the user's roles are fresh, so a select does not flicker back to the old value.
 */
export async function syncNetworkRoles(queryClient: QueryClient, networkId: number, userId: number, members: NetworkMember[]): Promise<void> {
  queryClient.setQueryData(networkMembersQueryKey(networkId), members);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userNetworksQueryKey(userId) }),
    invalidateRelated(queryClient, [relatedKeys.roles, relatedKeys.networks]),
  ]);
}

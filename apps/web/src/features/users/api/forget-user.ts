/**
 * What the cache does when a user leaves the tenant (deleted or removed): its own queries are
 * marked stale without refetching (they would answer 404 while the detail screen is still
 * open; the screen goes back to the list), the list drops the row at once and refetches, and
 * the counts of teams, roles, networks and licences refresh.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type UserListItem } from '../../../lib/use-users';
import { currentLicenseQueryKey } from './calls';
import { allNetworkMembersQueryKey } from './get-network-members';
import { invalidateRelated, relatedKeys } from './related-keys';
import { queryKeys } from '../../../lib/query-keys';

/** Updates the cache after user `id` left the selected tenant. */
export async function forgetUser(queryClient: QueryClient, id: number): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.user(id) });
  await queryClient.invalidateQueries({ queryKey: queryKeys.user(id), refetchType: 'none' });
  queryClient.setQueryData<UserListItem[]>(queryKeys.users, (users) => users?.filter((user) => user.id !== id));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.users, exact: true }),
    queryClient.invalidateQueries({ queryKey: currentLicenseQueryKey }),
    queryClient.invalidateQueries({ queryKey: allNetworkMembersQueryKey }),
    invalidateRelated(queryClient, Object.values(relatedKeys)),
  ]);
}

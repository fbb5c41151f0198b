/**
 * Marks the users feature's queries that embed roles as stale (a user's network roles and their permissions, the
 * role and team choices of its selects), without refetching now: they refresh when next shown.
 * The users list itself (['users'], up to 10,000 rows) does not hold roles and is left alone.
 */
import type { QueryClient } from '@tanstack/react-query';
import { usersQueryKey } from '../../users/api/get-users';

/** Invalidates every ['users', ...] query below the list, refetching none. */
export function staleUserQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: usersQueryKey,
    refetchType: 'none',
    predicate: (query) => query.queryKey.length > usersQueryKey.length,
  });
}

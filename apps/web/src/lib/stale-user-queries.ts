/**
 * After a change to roles or teams: marks the user screens' queries that embed them as stale
 * (a user's network roles and their permissions, a user's teams, the role and team choices of
 * its selects), without refetching now: they refresh when next shown. The users list itself
 * (['users'], up to 10,000 rows) holds neither and is left alone. One helper for roles and teams.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** Invalidates every ['users', ...] query below the list, refetching none. */
export function staleUserQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: queryKeys.users,
    refetchType: 'none',
    predicate: (query) => query.queryKey.length > queryKeys.users.length,
  });
}

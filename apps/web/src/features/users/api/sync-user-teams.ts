/** The cache after a team link changed: the answer is the user's new team list. */
import type { Team } from '@console/contract/teams';
import type { QueryClient } from '@tanstack/react-query';
import { userTeamsQueryKey } from './calls';
import { invalidateRelated, relatedKeys } from './related-keys';

/**
 * Stores the user's new teams at once (so the ticked box does not flicker back), and refreshes
 * the team lists, whose users_count changed. Resolves when they are refreshed.
 */
export async function syncUserTeams(queryClient: QueryClient, userId: number, teams: Team[]): Promise<void> {
  queryClient.setQueryData(userTeamsQueryKey(userId), teams);
  await invalidateRelated(queryClient, [relatedKeys.teams]);
}

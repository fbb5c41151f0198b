/** What adding or removing a team member refreshes (shared by the add and remove calls). */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { teamUserSchema } from '@console/contract/teams';
import { teamQueryKey } from './get-team';
import { teamsQueryKey } from './get-teams';
import { teamUsersQueryKey, type TeamUser } from './get-team-users';
import { staleUserQueries } from './stale-user-queries';

/** Both link calls answer the team's new member list. */
export const teamUserList = z.array(teamUserSchema);

/**
 * Stores the answered list as the team's members, so the ticks are right before the promise
 * resolves, and refreshes what shows them: the team (member table), the list (member counts)
 * and, without refetching now, the users' team lists.
 */
export function storeTeamUsers(queryClient: QueryClient, teamId: number, users: TeamUser[]) {
  queryClient.setQueryData(teamUsersQueryKey(teamId), users);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamQueryKey(teamId), exact: true }),
    queryClient.invalidateQueries({ queryKey: teamsQueryKey, exact: true }),
    staleUserQueries(queryClient),
  ]);
}

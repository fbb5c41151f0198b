/** What adding or removing a team member refreshes (shared by the add and remove calls). */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { teamUserSchema } from '@console/contract/teams';
import { type TeamUser } from './get-team-users';
import { staleUserQueries } from '../../../lib/stale-user-queries';
import { queryKeys } from '../../../lib/query-keys';

/** Both link calls answer the team's new member list. */
export const teamUserList = z.array(teamUserSchema);

/**
 * Stores the answered list as the team's members, so the ticks are right before the promise
 * resolves, and refreshes what shows them: the team (member table), the list (member counts)
 * and, without refetching now, the users' team lists.
 */
export function storeTeamUsers(queryClient: QueryClient, teamId: number, users: TeamUser[]) {
  queryClient.setQueryData(queryKeys.teamUsers(teamId), users);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.team(teamId), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.teams, exact: true }),
    staleUserQueries(queryClient),
  ]);
}

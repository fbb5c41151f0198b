/**
 * The members of a team as a link list: GET /v1/team/{id}/user; a tick POSTs and an untick
 * DELETEs {relation: [{id: userId}]}, and both answer the team's members. A change refreshes
 * the team (member table), the list (member counts) and, without refetching now, the users'
 * team lists.
 */
import type { z } from 'zod';
import { apiPaths } from '@console/contract/paths';
import { teamUserSchema } from '@console/contract/teams';
import type { LinkSource } from '../../../components/resource/link-api';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { staleUserQueries } from '../../../lib/stale-user-queries';

export type TeamUser = z.infer<typeof teamUserSchema>;

export const teamUsers: LinkSource<TeamUser> = {
  api: apiPaths.teamUsers,
  schema: teamUserSchema,
  key: queryKeys.teamUsers,
  afterChange: (queryClient, teamId) => Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.team(teamId), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.teams, exact: true }),
    staleUserQueries(queryClient),
  ]),
};

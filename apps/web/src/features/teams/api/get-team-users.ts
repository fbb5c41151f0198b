/** GET /v1/team/{id}/user?perPage=9999: the members of one team. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamUserSchema } from '@console/contract/teams';
import { apiPaths } from '@console/contract/paths';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export type TeamUser = z.infer<typeof teamUserSchema>;

/** Fetches the members of one team. */
export function getTeamUsers(teamId: number): Promise<TeamUser[]> {
  return http.list(apiPaths.teamUsers(teamId), teamUserSchema);
}

/** Query options for a team's members. */
export function teamUsersQueryOptions(teamId: number) {
  return queryOptions({ queryKey: queryKeys.teamUsers(teamId), queryFn: () => getTeamUsers(teamId) });
}

/** The members of one team; idle while id is null. */
export function useTeamUsers(teamId: number | null) {
  return useQuery({ ...teamUsersQueryOptions(teamId ?? 0), enabled: teamId !== null });
}

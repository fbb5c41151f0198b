/** GET /v2/team?perPage=9999: the teams of the selected tenant, with their member counts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSchema, type Team } from '@console/contract/teams';
import { apiPaths } from '@console/contract/paths';
import { http } from './http';
import { queryKeys } from './query-keys';

/** Fetches every team of the selected tenant. */
export function getTeams(): Promise<Team[]> {
  return http.list(apiPaths.teams, teamSchema);
}

/** Query options for the team list; team mutations invalidate this key. */
export function teamsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.teams, queryFn: getTeams });
}

/** The teams of the selected tenant. */
export function useTeams() {
  return useQuery(teamsQueryOptions());
}

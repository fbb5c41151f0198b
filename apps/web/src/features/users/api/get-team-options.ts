/**
 * GET /v2/team?perPage=9999: every team of the selected tenant, as candidates for the user's
 * team editor. The teams feature owns team calls but has no list file yet, so this small one
 * lives here, under a key of its own.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSchema, type Team } from '@console/contract/teams';
import { http } from '../../../lib/http';
import { userApiPaths } from './api-paths';
import { usersQueryKey } from './get-users';

export const teamOptionsQueryKey = [...usersQueryKey, 'options', 'teams'] as const;

/** Fetches all teams of the selected tenant. */
export function getTeamOptions(signal?: AbortSignal): Promise<Team[]> {
  return http.list(userApiPaths.teams, teamSchema, { signal });
}

/** Query options for the team candidates. */
export function teamOptionsQueryOptions() {
  return queryOptions({ queryKey: teamOptionsQueryKey, queryFn: ({ signal }) => getTeamOptions(signal) });
}

/** All teams of the selected tenant. */
export function useTeamOptions() {
  return useQuery(teamOptionsQueryOptions());
}

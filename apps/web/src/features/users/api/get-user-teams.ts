/** GET /v1/user/{id}/team: the teams the user is a member of. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSchema, type Team } from '@console/contract/teams';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const userTeamsQueryKey = (id: number) => [...queryKeys.user(id), 'teams'] as const;

/** Fetches the user's teams. */
export function getUserTeams(id: number, signal?: AbortSignal): Promise<Team[]> {
  return http.list(apiPaths.userTeams(id), teamSchema, { signal });
}

/** Query options for a user's teams. */
export function userTeamsQueryOptions(id: number) {
  return queryOptions({ queryKey: userTeamsQueryKey(id), queryFn: ({ signal }) => getUserTeams(id, signal) });
}

/** A user's teams; idle while id is null. */
export function useUserTeams(id: number | null) {
  return useQuery({ ...userTeamsQueryOptions(id ?? 0), enabled: id !== null });
}

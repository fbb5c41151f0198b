/** GET /v2/team/{id}?include=user: one team with its members. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSchema, type Team } from '@console/contract/teams';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { teamsQueryKey } from './get-teams';

/** The key of one team: under the list key, so invalidating the list refreshes it too. */
export const teamQueryKey = (id: number) => [...teamsQueryKey, id] as const;

/** Fetches one team, its members embedded. */
export function getTeam(id: number): Promise<Team> {
  return http.get(apiPaths.team(id), teamSchema, { query: { include: 'user' } });
}

/** Query options for one team. */
export function teamQueryOptions(id: number) {
  return queryOptions({ queryKey: teamQueryKey(id), queryFn: () => getTeam(id) });
}

/** One team; idle while id is null (an unreadable id in the URL). */
export function useTeam(id: number | null) {
  return useQuery({ ...teamQueryOptions(id ?? 0), enabled: id !== null });
}

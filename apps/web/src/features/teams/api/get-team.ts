/** GET /v2/team/{id}?include=user: one team with its members. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSchema, type Team } from '@console/contract/teams';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Fetches one team, its members embedded. */
export function getTeam(id: number): Promise<Team> {
  return http.get(apiPaths.team(id), teamSchema, { query: { include: 'user' } });
}

/** Query options for one team. */
export function teamQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.team(id), queryFn: () => getTeam(id) });
}

/** One team; idle while id is null (an unreadable id in the URL). */
export function useTeam(id: number | null) {
  return useQuery({ ...teamQueryOptions(id ?? 0), enabled: id !== null });
}

/** GET /v2/team/{id}?include=user: one team with its members. */
import { useQuery } from '@tanstack/react-query';
import { teamSchema } from '@console/contract/teams';
import { callQuery } from '../../../lib/call-query';
import { teamCall } from '../first-calls';

/** Query options for one team, its members embedded. */
export function teamQueryOptions(id: number) {
  return callQuery(teamCall(id), teamSchema);
}

/** One team; idle while id is null (an unreadable id in the URL). */
export function useTeam(id: number | null) {
  return useQuery({ ...teamQueryOptions(id ?? 0), enabled: id !== null });
}

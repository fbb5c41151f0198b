/** GET /v1/user/{id}/team: the teams the user is a member of. */
import { useQuery } from '@tanstack/react-query';
import { teamSchema } from '@console/contract/teams';
import { callQuery } from '../../../lib/call-query';
import { userTeamsCall } from './calls';

/** Query options for a user's teams. */
export function userTeamsQueryOptions(id: number) {
  return callQuery(userTeamsCall(id), teamSchema.array());
}

/** A user's teams; idle while id is null. */
export function useUserTeams(id: number | null) {
  return useQuery({ ...userTeamsQueryOptions(id ?? 0), enabled: id !== null });
}

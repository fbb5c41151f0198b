/**
 * GET /v1/user?perPage=9999 read as {id, name, email}: the users of the selected tenant that
 * can join a team. The users feature owns the user list; it had no api file for it when the
 * team screens were built, so this small fetch keeps only the fields a member row needs.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamUserSchema } from '@console/contract/teams';
import { http } from '../../../lib/http';
import type { TeamUser } from './get-team-users';
import { teamApi } from './team-api-paths';

// Under 'users', so the users feature's invalidations refresh it; a key of its own, because
// its rows hold fewer fields than the users feature's list.
export const teamCandidatesQueryKey = ['users', 'team-candidates'] as const;

/** Fetches every user of the selected tenant as a member row. */
export function getTeamCandidates(): Promise<TeamUser[]> {
  return http.list(teamApi.users, teamUserSchema);
}

/** Query options for the users that can join a team. */
export function teamCandidatesQueryOptions() {
  return queryOptions({ queryKey: teamCandidatesQueryKey, queryFn: getTeamCandidates });
}

/** The users of the selected tenant, as member rows. */
export function useTeamCandidates() {
  return useQuery(teamCandidatesQueryOptions());
}

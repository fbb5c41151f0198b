/** DELETE /v1/team/{id}/user {relation: [{id: userId}]}: removes one user from a team, at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { TeamUser } from './get-team-users';
import { storeTeamUsers, teamUserList } from './team-users-cache';
import { apiPaths } from '@console/contract/paths';

/** Unlinks one user from a team; answers the team's members afterwards. */
export function removeTeamUser(teamId: number, userId: number): Promise<TeamUser[]> {
  return http.delete(apiPaths.teamUsers(teamId), teamUserList, { relation: [{ id: userId }] });
}

/** Mutation: untick a user; resolves once the team's members are stored. */
export function useRemoveTeamUser(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeTeamUser(teamId, userId),
    onSuccess: (users) => storeTeamUsers(queryClient, teamId, users),
  });
}

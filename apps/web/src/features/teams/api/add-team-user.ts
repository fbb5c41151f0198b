/** POST /v1/team/{id}/user {relation: [{id: userId}]}: adds one user to a team, at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { TeamUser } from './get-team-users';
import { storeTeamUsers, teamUserList } from './team-users-cache';
import { apiPaths } from '@console/contract/paths';

/** Links one user to a team; answers the team's members afterwards. */
export function addTeamUser(teamId: number, userId: number): Promise<TeamUser[]> {
  return http.post(apiPaths.teamUsers(teamId), teamUserList, { relation: [{ id: userId }] });
}

/** Mutation: tick a user; resolves once the team's members are stored. */
export function useAddTeamUser(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => addTeamUser(teamId, userId),
    onSuccess: (users) => storeTeamUsers(queryClient, teamId, users),
  });
}

/** POST /v1/user/{id}/team {relation: [{id: teamId}]}: puts the user in a team. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamSchema, type Team } from '@console/contract/teams';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { syncUserTeams } from './sync-user-teams';

export interface UserTeamInput {
  userId: number;
  teamId: number;
}

/** Links the team; answers the user's new team list. */
export function addUserTeam({ userId, teamId }: UserTeamInput): Promise<Team[]> {
  return http.post(apiPaths.userTeams(userId), teamSchema.array(), { relation: [{ id: teamId }] });
}

/** Mutation for a tick in the user's team editor. */
export function useAddUserTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUserTeam,
    onSuccess: (teams, { userId }) => syncUserTeams(queryClient, userId, teams),
  });
}

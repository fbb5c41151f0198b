/** DELETE /v1/user/{id}/team {relation: [{id: teamId}]}: takes the user out of a team. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamSchema, type Team } from '@console/contract/teams';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import type { UserTeamInput } from './add-user-team';
import { syncUserTeams } from './sync-user-teams';

/** Unlinks the team; answers the user's new team list. */
export function removeUserTeam({ userId, teamId }: UserTeamInput): Promise<Team[]> {
  return http.delete(apiPaths.userTeams(userId), teamSchema.array(), { relation: [{ id: teamId }] });
}

/** Mutation for an untick in the user's team editor. */
export function useRemoveUserTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUserTeam,
    onSuccess: (teams, { userId }) => syncUserTeams(queryClient, userId, teams),
  });
}

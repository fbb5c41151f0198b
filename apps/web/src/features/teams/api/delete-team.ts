/** DELETE /v2/team/{id}: deletes a team; its memberships go with it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamSchema, type Team } from '@console/contract/teams';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { staleUserQueries } from '../../../lib/stale-user-queries';
import { queryKeys } from '../../../lib/query-keys';

/** Deletes one team; the server answers the deleted team. */
export function deleteTeam(id: number): Promise<Team> {
  return http.delete(apiPaths.team(id), teamSchema);
}

/** Mutation for the delete action; takes the team out of the cached list and refreshes it. */
export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: (_deleted, id) => {
      // Only the list: the team's own query is still mounted on the page being left, and
      // refreshing it now would only fetch a 404.
      queryClient.setQueryData<Team[]>(queryKeys.teams, (teams) => teams?.filter((team) => team.id !== id));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.teams, exact: true }),
        staleUserQueries(queryClient),
      ]);
    },
  });
}

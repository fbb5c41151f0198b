/** PUT /v2/team/{id}: renames a team. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamSchema, type Team } from '@console/contract/teams';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import type { TeamWrite } from './create-team';
import { staleUserQueries } from '../../../lib/stale-user-queries';
import { queryKeys } from '../../../lib/query-keys';

/** Updates one team. */
export function updateTeam(id: number, input: TeamWrite): Promise<Team> {
  return http.put(apiPaths.team(id), teamSchema, input);
}

/** Mutation for the edit form; refreshes the list and the team (both under the list key). */
export function useUpdateTeam(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamWrite) => updateTeam(id, input),
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.teams }),
      // The user screens list a user's teams by name.
      staleUserQueries(queryClient),
    ]),
  });
}

/** POST /v2/team: a new team of the selected tenant. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { teamSchema, teamWriteSchema, type Team } from '@console/contract/teams';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { staleUserQueries } from '../../../lib/stale-user-queries';
import { queryKeys } from '../../../lib/query-keys';

export type TeamWrite = z.input<typeof teamWriteSchema>;

/** Creates a team; the server answers it (201). */
export function createTeam(input: TeamWrite): Promise<Team> {
  return http.post(apiPaths.teams, teamSchema, input);
}

/** Mutation for the create form; refreshes the team list. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.teams, exact: true }),
      // The user screens' team choices.
      staleUserQueries(queryClient),
    ]),
  });
}

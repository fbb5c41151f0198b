/**
 * PATCH /v1/action/{id}: what is sent changes, made on the version read (a refusal because it
 * changed meanwhile is the caller's); the answer goes in its cache and the other action reads refresh.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionSchema, type Action, type ActionUpdate } from '@console/contract/actions';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { actionKey, actionsKey } from './calls';

export function useUpdateAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionUpdate) => http.patch(apiPaths.action(id), actionSchema, body, { ownsConflicts: true }),
    onSuccess: async (action) => {
      queryClient.setQueryData(actionKey(id), action);
      await queryClient.invalidateQueries({ queryKey: actionsKey, predicate: (q) => q.queryKey[1] !== id });
    },
  });
}

/** Puts the action as it is now into its cache (taken after a save refused because it changed meanwhile). */
export function useTakeAction() {
  const queryClient = useQueryClient();
  return (action: Action) => queryClient.setQueryData(actionKey(action.id), action);
}

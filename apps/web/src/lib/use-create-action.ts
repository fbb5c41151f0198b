/**
 * POST /v1/action: creates an action (from the Actieoverzicht, an object's panel on the map or
 * the map itself) and refreshes every action read, which nest under one key.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionSchema, type ActionCreate } from '@console/contract/actions';
import { apiPaths } from '@console/contract/paths';
import { http } from './http';
import { queryKeys } from './query-keys';

export function useCreateAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionCreate) => http.post(apiPaths.actions, actionSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.actions }),
  });
}

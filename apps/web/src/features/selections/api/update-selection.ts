/**
 * PATCH /v1/selection/{id}: what is sent changes (its name, description, attribute values, or
 * its members: a route's new order), made on the version read; the answer goes in its cache and
 * the selection's other reads (members, course) and the lists refresh.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selectionSchema, type Selection, type SelectionUpdate } from '@console/contract/selections';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { selectionKey, selectionsKey } from './calls';

/** `ownsConflicts`: the caller shows a refusal on an old version (the attribute form's dialog). */
export function useUpdateSelection(id: number, { ownsConflicts = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectionUpdate) => http.patch(apiPaths.selection(id), selectionSchema, body, { ownsConflicts }),
    onSuccess: async (selection) => {
      queryClient.setQueryData(selectionKey(id), selection);
      await queryClient.invalidateQueries({ queryKey: selectionsKey, predicate: (q) => !(q.queryKey[1] === id && q.queryKey.length === 2) });
    },
  });
}

/** Puts the selection as it is now into its cache (taken after a save refused because it changed meanwhile). */
export function useTakeSelection() {
  const queryClient = useQueryClient();
  return (selection: Selection) => queryClient.setQueryData(selectionKey(selection.id), selection);
}

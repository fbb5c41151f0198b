/** DELETE /v1/selection/{id}: the selection deleted (softly: the list's "Verwijderd" view restores it); the lists refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selectionSchema } from '@console/contract/selections';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { selectionKey, selectionsKey } from './calls';

export function useDeleteSelection(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(apiPaths.selection(id), selectionSchema),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: selectionKey(id) });
      return queryClient.invalidateQueries({ queryKey: selectionsKey });
    },
  });
}

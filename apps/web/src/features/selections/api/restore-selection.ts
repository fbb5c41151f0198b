/** POST /v1/selection/{id}/restore: a deleted selection back; the lists and its page refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selectionSchema } from '@console/contract/selections';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { selectionsKey } from './calls';

export function useRestoreSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post(apiPaths.selectionRestore(id), selectionSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selectionsKey }),
  });
}

/** POST /v1/selection: a new selection (a route starts empty and is built on its page); the lists refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selectionSchema, type SelectionCreate } from '@console/contract/selections';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { selectionsKey } from './calls';

export function useCreateSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectionCreate) => http.post(apiPaths.selections, selectionSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selectionsKey }),
  });
}

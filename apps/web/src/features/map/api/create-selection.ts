/** POST /v1/selection: a new route built on the map, its stops in order; every selections query refreshes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selectionSchema, type SelectionCreate } from '@console/contract/selections';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export function useCreateSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectionCreate) => http.post(apiPaths.selections, selectionSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.selections }),
  });
}

/** DELETE /v1/kv/marrekrite_api: removes the setting; the view then reads (and so recreates) it empty. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kvEntrySchema } from '@console/contract/kv';
import { http } from '../../../lib/http';
import { marrekritePath, marrekriteQueryKey } from './get-marrekrite-setting';

export function useDeleteMarrekriteSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(marrekritePath, kvEntrySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marrekriteQueryKey }),
  });
}

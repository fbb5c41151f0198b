/** DELETE /v1/kv/helpdesk_api: removes the setting; the screen then reads (and so recreates) it empty. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kvEntrySchema } from '@console/contract/kv';
import { http } from '../../../lib/http';
import { helpdeskPath, helpdeskQueryKey } from './get-helpdesk-setting';

export function useDeleteHelpdeskSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(helpdeskPath, kvEntrySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpdeskQueryKey }),
  });
}

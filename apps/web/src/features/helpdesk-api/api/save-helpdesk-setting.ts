/** PUT /v1/kv/helpdesk_api with {value, network_id}: the edit saves by update. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HelpdeskSetting } from '@console/contract/integrations';
import { http } from '../../../lib/http';
import { helpdeskBody, helpdeskEntrySchema, helpdeskPath, helpdeskQueryKey } from './get-helpdesk-setting';

export async function saveHelpdeskSetting(value: HelpdeskSetting): Promise<HelpdeskSetting> {
  return (await http.put(helpdeskPath, helpdeskEntrySchema, helpdeskBody(value))).value;
}

export function useSaveHelpdeskSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHelpdeskSetting,
    onSuccess: (saved) => queryClient.setQueryData(helpdeskQueryKey, saved),
  });
}

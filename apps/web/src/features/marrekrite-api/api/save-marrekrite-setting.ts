/** PUT /v1/kv/marrekrite_api with {value, network_id}: the edit saves by update. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarrekriteSetting } from '@console/contract/integrations';
import { http } from '../../../lib/http';
import { marrekriteBody, marrekriteEntrySchema, marrekritePath, marrekriteQueryKey } from './get-marrekrite-setting';

export async function saveMarrekriteSetting(value: MarrekriteSetting): Promise<MarrekriteSetting> {
  return (await http.put(marrekritePath, marrekriteEntrySchema, marrekriteBody(value))).value;
}

export function useSaveMarrekriteSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMarrekriteSetting,
    onSuccess: (saved) => queryClient.setQueryData(marrekriteQueryKey, saved),
  });
}

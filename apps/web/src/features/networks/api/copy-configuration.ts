/** POST /v1/network/{id}/copy_configuration {source_network_id}: answers how many of each were copied. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { copyReportSchema } from '@console/contract/copy-configuration';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export function useCopyConfiguration(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: number) => http.post(apiPaths.networkCopyConfiguration(networkId), copyReportSchema, { source_network_id: sourceId }),
    // The copy is the selected network's configuration when it is the one selected.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.config }),
  });
}

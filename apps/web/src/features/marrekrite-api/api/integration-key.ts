/**
 * The Marrekrite's integration key of the network (GET, POST, DELETE
 * /v1/integrations/marrekrite/key): whether there is one; made or rotated (the answer holds the
 * key, the only time it is seen); deleted.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { integrationKeySchema, madeIntegrationKeySchema } from '@console/contract/reports';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

const keyKey = [...queryKeys.config, 'marrekrite', 'key'] as const;

export function useIntegrationKey() {
  return useQuery({ queryKey: keyKey, queryFn: () => http.get(apiPaths.marrekriteKey, integrationKeySchema) });
}

export function useMakeIntegrationKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post(apiPaths.marrekriteKey, madeIntegrationKeySchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyKey }),
  });
}

export function useDeleteIntegrationKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(apiPaths.marrekriteKey, integrationKeySchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyKey }),
  });
}

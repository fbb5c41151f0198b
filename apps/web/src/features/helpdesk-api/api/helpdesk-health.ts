/**
 * The helpdesk link's health (GET /v1/integrations/helpdesk/health: the last report, the last
 * delivery, the last failed attempt) and its connection test (POST …/test), which refreshes the
 * health when it is done.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { connectionTestSchema, helpdeskHealthSchema } from '@console/contract/reports';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

const healthKey = [...queryKeys.config, 'helpdesk', 'health'] as const;

export function useHelpdeskHealth() {
  return useQuery({ queryKey: healthKey, queryFn: () => http.get(apiPaths.helpdeskHealth, helpdeskHealthSchema), refetchInterval: 30_000 });
}

export function useConnectionTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post(apiPaths.helpdeskTest, connectionTestSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: healthKey }),
  });
}

/** POST /v1/integrations/helpdesk/test: the connection test; the health refreshes when it is done. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { connectionTestSchema } from '@console/contract/reports';
import { http } from '../../../lib/http';
import { healthKey } from './get-helpdesk-health';

export function useConnectionTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post(apiPaths.helpdeskTest, connectionTestSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: healthKey }),
  });
}

/** DELETE /v1/action/{id}: the action deleted; its cache goes and the action reads refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionSchema } from '@console/contract/actions';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { actionKey, actionsKey } from './calls';

export function useDeleteAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(apiPaths.action(id), actionSchema),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: actionKey(id) });
      return queryClient.invalidateQueries({ queryKey: actionsKey });
    },
  });
}

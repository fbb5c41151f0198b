/**
 * POST /v1/action_status/order: the statuses' new order, all or nothing (the server gives
 * weights 1, 2, ... to the ids in their order, in one statement).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { actionStatusSchema } from '@console/contract/action-statuses';
import { refreshConfig } from '../../../components/resource/resource-api';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';

export function useSaveStatusOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.post(apiPaths.order(apiPaths.actionStatuses), z.array(actionStatusSchema), { relation: ids }),
    onSettled: () => refreshConfig(queryClient),
  });
}

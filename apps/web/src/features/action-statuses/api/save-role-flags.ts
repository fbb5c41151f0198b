/**
 * The calls of the action status screens beyond the resource kit (the roles come from
 * lib/use-roles): a role's flags per status (POST /v1/role/{roleId}/action_status), and the
 * new order (POST /v1/action_status/order: the server gives weights 1, 2, ... in one statement).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { actionStatusRoleSchema, actionStatusSchema, type ActionStatusRoleFlag } from '@console/contract/action-statuses';
import { refreshConfig } from '../../../components/resource/resource-api';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';

export type RoleFlags = Record<ActionStatusRoleFlag, boolean>;

/** Saves one role's flags for one status: the first save makes them, later saves change them. */
export function useSaveRoleFlags(statusId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, flags }: { roleId: number; flags: RoleFlags }) =>
      http.post(apiPaths.roleActionStatuses(roleId), z.array(actionStatusRoleSchema), { role_id: roleId, relation: [{ id: statusId, ...flags }] }),
    onSuccess: () => refreshConfig(queryClient),
  });
}

/** Saves the order of the statuses, all or nothing: weight 1, 2, ... for the ids in their new order. */
export function useSaveStatusOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.post(apiPaths.order(apiPaths.actionStatuses), z.array(actionStatusSchema), { relation: ids }),
    onSettled: () => refreshConfig(queryClient),
  });
}

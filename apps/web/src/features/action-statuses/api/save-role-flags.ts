/**
 * POST /v1/role/{roleId}/action_status: one role's flags for one status (the roles come from
 * lib/use-roles); the first save makes them, later saves change them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { actionStatusRoleSchema, type ActionStatusRoleFlag } from '@console/contract/action-statuses';
import { refreshConfig } from '../../../components/resource/resource-api';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';

export type RoleFlags = Record<ActionStatusRoleFlag, boolean>;

export function useSaveRoleFlags(statusId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, flags }: { roleId: number; flags: RoleFlags }) =>
      http.post(apiPaths.roleActionStatuses(roleId), z.array(actionStatusRoleSchema), { role_id: roleId, relation: [{ id: statusId, ...flags }] }),
    onSuccess: () => refreshConfig(queryClient),
  });
}

/** DELETE /v1/role/{id}/permissions {relation: [permissionId]}: unticks one permission of a role, at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permission } from '@console/contract/roles';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { permissionList, storeRolePermissions } from './role-permissions-cache';

/** Unlinks one permission from a role; answers the role's permissions afterwards. */
export function removeRolePermission(roleId: number, permissionId: number): Promise<Permission[]> {
  return http.delete(apiPaths.rolePermissions(roleId), permissionList, { relation: [permissionId] });
}

/** Mutation: untick a permission; resolves once the role's permissions are stored. */
export function useRemoveRolePermission(roleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissionId: number) => removeRolePermission(roleId, permissionId),
    onSuccess: (permissions) => storeRolePermissions(queryClient, roleId, permissions),
  });
}

/** POST /v1/role/{id}/permissions {relation: [permissionId]}: ticks one permission of a role, at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permission } from '@console/contract/roles';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { permissionList, storeRolePermissions } from './role-permissions-cache';

/** Links one permission to a role; answers the role's permissions afterwards. */
export function addRolePermission(roleId: number, permissionId: number): Promise<Permission[]> {
  return http.post(apiPaths.rolePermissions(roleId), permissionList, { relation: [permissionId] });
}

/** Mutation: tick a permission; resolves once the role's permissions are stored. */
export function useAddRolePermission(roleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissionId: number) => addRolePermission(roleId, permissionId),
    onSuccess: (permissions) => storeRolePermissions(queryClient, roleId, permissions),
  });
}

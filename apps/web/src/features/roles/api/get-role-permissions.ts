/** GET /v1/role/{id}/permissions?perPage=9999: the permissions linked to one role. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionSchema, type Permission } from '@console/contract/roles';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Fetches the permissions of one role. */
export function getRolePermissions(roleId: number): Promise<Permission[]> {
  return http.list(apiPaths.rolePermissions(roleId), permissionSchema);
}

/** Query options for a role's permissions. */
export function rolePermissionsQueryOptions(roleId: number) {
  return queryOptions({ queryKey: queryKeys.rolePermissions(roleId), queryFn: () => getRolePermissions(roleId) });
}

/** The permissions of one role; idle while id is null. */
export function useRolePermissions(roleId: number | null) {
  return useQuery({ ...rolePermissionsQueryOptions(roleId ?? 0), enabled: roleId !== null });
}

/** GET /v1/permission?perPage=9999: every permission a role can hold. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionSchema, type Permission } from '@console/contract/roles';
import { http } from '../../../lib/http';
import { roleApi } from './role-api-paths';

export const permissionsQueryKey = ['permissions'] as const;

/** Fetches every permission. */
export function getPermissions(): Promise<Permission[]> {
  return http.list(roleApi.permissions, permissionSchema);
}

/** Query options for the permission list (global, rarely changes). */
export function permissionsQueryOptions() {
  return queryOptions({ queryKey: permissionsQueryKey, queryFn: getPermissions });
}

/** Every permission. */
export function usePermissions() {
  return useQuery(permissionsQueryOptions());
}

/** GET /v1/permission?perPage=9999: every permission a role can hold. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionSchema, type Permission } from '@console/contract/roles';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Fetches every permission. */
export function getPermissions(): Promise<Permission[]> {
  return http.list(apiPaths.permissions, permissionSchema);
}

/** Query options for the permission list (global, rarely changes). */
export function permissionsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.permissions, queryFn: getPermissions });
}

/** Every permission. */
export function usePermissions() {
  return useQuery(permissionsQueryOptions());
}

/**
 * GET /v1/role?perPage=9999: the roles of the selected tenant, as the choices of the role
 * selects. The roles feature owns role calls but has no list file yet, so this small one
 * lives here, under a key of its own.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleSchema, type Role } from '@console/contract/roles';
import { http } from '../../../lib/http';
import { userApiPaths } from './api-paths';
import { usersQueryKey } from './get-users';

export const roleOptionsQueryKey = [...usersQueryKey, 'options', 'roles'] as const;

/** Fetches all roles of the selected tenant. */
export function getRoleOptions(signal?: AbortSignal): Promise<Role[]> {
  return http.list(userApiPaths.roles, roleSchema, { signal });
}

/** Query options for the role choices. */
export function roleOptionsQueryOptions() {
  return queryOptions({ queryKey: roleOptionsQueryKey, queryFn: ({ signal }) => getRoleOptions(signal) });
}

/** All roles of the selected tenant. */
export function useRoleOptions() {
  return useQuery(roleOptionsQueryOptions());
}

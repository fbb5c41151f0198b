/** GET /v1/role?perPage=9999: the roles of the selected tenant. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleSchema, type Role } from '@console/contract/roles';
import { apiPaths } from '@console/contract/paths';
import { http } from './http';
import { queryKeys } from './query-keys';

/** Fetches every role of the selected tenant. */
export function getRoles(): Promise<Role[]> {
  return http.list(apiPaths.roles, roleSchema);
}

/** Query options for the role list; role mutations invalidate this key. */
export function rolesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.roles, queryFn: getRoles });
}

/** The roles of the selected tenant. */
export function useRoles() {
  return useQuery(rolesQueryOptions());
}

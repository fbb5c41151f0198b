/** GET /v1/role/{id}?include=permissions: one role with its permissions. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleSchema, type Role } from '@console/contract/roles';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Fetches one role, its permissions embedded. */
export function getRole(id: number): Promise<Role> {
  return http.get(apiPaths.role(id), roleSchema, { query: { include: 'permissions' } });
}

/** Query options for one role. */
export function roleQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.role(id), queryFn: () => getRole(id) });
}

/** One role; idle while id is null (an unreadable id in the URL). */
export function useRole(id: number | null) {
  return useQuery({ ...roleQueryOptions(id ?? 0), enabled: id !== null });
}

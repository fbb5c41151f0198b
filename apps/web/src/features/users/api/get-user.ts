/** GET /v1/user/{id}?include=userAttribute: one user with function, department and phones. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '@console/contract/users';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { WITH_USER_ATTRIBUTES } from '../../../lib/layout-calls';
import { queryKeys } from '../../../lib/query-keys';

/** Fetches one user of the selected tenant. */
export function getUser(id: number, signal?: AbortSignal): Promise<User> {
  return http.get(apiPaths.user(id), userSchema, { query: WITH_USER_ATTRIBUTES, signal });
}

/** Query options for one user. */
export function userQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });
}

/** One user; idle while id is null. */
export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
}

/** GET /v1/me?include=userAttribute: the signed-in user (with super_admin). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { userSchema, type User } from '@console/contract/users';
import { http } from './http';
import { WITH_USER_ATTRIBUTES } from './layout-calls';
import { queryKeys } from './query-keys';

/** Fetches the signed-in user with the userAttribute fields. */
export function getMe(): Promise<User> {
  return http.get(apiPaths.me, userSchema, { query: WITH_USER_ATTRIBUTES });
}

/** Query options for the signed-in user (shared by layout, switcher and profile). */
export function meQueryOptions() {
  return queryOptions({ queryKey: queryKeys.me, queryFn: getMe, staleTime: 60_000 });
}

/** The signed-in user. */
export function useMe() {
  return useQuery(meQueryOptions());
}

/** GET /v1/user?perPage=9999: every user of the selected tenant. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '@console/contract/users';
import { http } from '../../../lib/http';
import { userApiPaths } from './api-paths';

/** The list key; every users query nests under it (['users', id, ...]). */
export const usersQueryKey = ['users'] as const;

/** Fetches all users of the selected tenant (10,000 rows stay one call). */
export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return http.list(userApiPaths.users, userSchema, { signal });
}

/** Query options for the users list. */
export function usersQueryOptions() {
  return queryOptions({ queryKey: usersQueryKey, queryFn: ({ signal }) => getUsers(signal) });
}

/** The users of the selected tenant. */
export function useUsers() {
  return useQuery(usersQueryOptions());
}

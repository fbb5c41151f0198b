/** POST /v2/user: a new user of the selected tenant, optionally with a role per network (201). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type User, type UserCreate } from '@console/contract/users';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { invalidateRelated, relatedKeys } from './related-keys';
import { queryKeys } from '../../../lib/query-keys';

/** Creates the user; at the licence limit a non-super-admin gets 403 (the http client shows it). */
export function createUser(input: UserCreate): Promise<User> {
  return http.post(apiPaths.userCreate, userSchema, input);
}

/** Mutation for the create form; refreshes the list, the licence count and related counts. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.users }),
      invalidateRelated(queryClient, [relatedKeys.roles, relatedKeys.networks, relatedKeys.tenants]),
    ]),
  });
}

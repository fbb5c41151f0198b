/**
 * PUT /v1/user/{id}: a user's data with the userAttribute fields flat beside it; also the
 * password reset (password + password_confirmation).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type User, type UserUpdate } from '@console/contract/users';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { invalidateRelated, relatedKeys } from './related-keys';
import { queryKeys } from '../../../lib/query-keys';

export interface UpdateUserInput {
  id: number;
  changes: UserUpdate;
}

/** Sends the changes; the answer is the user with its userAttribute. */
export function updateUser({ id, changes }: UpdateUserInput): Promise<User> {
  return http.put(apiPaths.user(id), userSchema, changes);
}

/** Mutation for the edit and password forms; refreshes the user, the list and the signed-in user. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user(user.id), user);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users }),
        // The edited user may be the signed-in one (name in the header).
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        // needs_license changes the licence count.
        invalidateRelated(queryClient, [relatedKeys.tenants, relatedKeys.teams]),
      ]);
    },
  });
}

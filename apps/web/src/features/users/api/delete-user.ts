/** DELETE /v1/user/{id}: deletes a user permanently (super admin only). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type User } from '@console/contract/users';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { forgetUser } from './forget-user';

/** Deletes the user with all its links and tokens; answers the deleted user. */
export function deleteUser(id: number): Promise<User> {
  return http.delete(apiPaths.user(id), userSchema);
}

/** Mutation for the detail screen's permanent delete. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_user, id) => forgetUser(queryClient, id),
  });
}

/** PUT /v1/me: updates the signed-in user's own profile. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { userSchema, type ProfileUpdate, type User } from '@console/contract/users';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Sends the profile (userAttribute fields flat beside the user's own). */
export function updateProfile(input: ProfileUpdate): Promise<User> {
  return http.put(apiPaths.me, userSchema, input);
}

/** Mutation for the profile form; refreshes the signed-in user afterwards. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.me, user);
      return queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

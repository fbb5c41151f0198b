/**
 * A user's account: POST /v1/user/{id}/deactivate, /activate or /invitation, one operation on
 * three paths. Each answers the user; the user, the list and the licence count refresh.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { userSchema, type User } from '@console/contract/users';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { currentLicenseQueryKey } from './calls';
import { invalidateRelated, relatedKeys } from './related-keys';

export type AccountAction = 'deactivate' | 'activate' | 'invitation';

const pathOf: Record<AccountAction, (id: number) => string> = {
  deactivate: apiPaths.userDeactivate,
  activate: apiPaths.userActivate,
  invitation: apiPaths.userInvitation,
};

/** Mutation for the detail screen's account actions. */
export function useAccountAction(action: AccountAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post(pathOf[action](id), userSchema),
    onSuccess: (user) => {
      queryClient.setQueryData<User>(queryKeys.user(user.id), (old) => ({ ...user, userAttribute: old?.userAttribute ?? user.userAttribute }));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users, exact: true }),
        queryClient.invalidateQueries({ queryKey: currentLicenseQueryKey }),
        invalidateRelated(queryClient, [relatedKeys.tenants]),
      ]);
    },
  });
}

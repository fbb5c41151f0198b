/**
 * A user's account: POST /v1/user/{id}/deactivate, /activate and /invitation, and
 * DELETE /v1/user/{id}/sessions (sign out everywhere). Each answers the user (or the number
 * of sessions ended); the user, the list and the licence count refresh.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { sessionsEndedSchema } from '@console/contract/sessions';
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

/** Signs user `id` out everywhere; answers how many sessions ended. */
export function useEndUserSessions() {
  return useMutation({
    mutationFn: (id: number) => http.delete(apiPaths.userSessions(id), sessionsEndedSchema, undefined, { raw: true }).then((r) => r.data.ended),
  });
}

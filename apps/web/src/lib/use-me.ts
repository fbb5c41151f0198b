/** GET /v1/me?include=userAttribute: the signed-in user (with super_admin). */
import { useQuery } from '@tanstack/react-query';
import { userSchema } from '@console/contract/users';
import { callQuery } from './call-query';
import { meCall } from './layout-calls';

/** Query options for the signed-in user (shared by layout, switcher and profile). */
export function meQueryOptions() {
  return { ...callQuery(meCall, userSchema), staleTime: 60_000 };
}

/** The signed-in user. */
export function useMe() {
  return useQuery(meQueryOptions());
}

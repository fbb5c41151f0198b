/** GET /v1/user/{id}?include=userAttribute: one user with function, department and phones. */
import { useQuery } from '@tanstack/react-query';
import { userSchema } from '@console/contract/users';
import { callQuery } from '../../../lib/call-query';
import { userCall } from './calls';

/** Query options for one user of the selected tenant. */
export function userQueryOptions(id: number) {
  return callQuery(userCall(id), userSchema);
}

/** One user; idle while id is null. */
export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
}

/** GET /v1/role?perPage=9999: the roles of the selected tenant. */
import { useQuery } from '@tanstack/react-query';
import { roleSchema } from '@console/contract/roles';
import { callQuery } from './call-query';
import { rolesCall } from './shared-calls';

/** Query options for the role list. */
export function rolesQueryOptions() {
  return callQuery(rolesCall, roleSchema.array());
}

/** The roles of the selected tenant. */
export function useRoles() {
  return useQuery(rolesQueryOptions());
}

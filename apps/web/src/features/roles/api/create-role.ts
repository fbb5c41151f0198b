/** POST /v1/role: a new role of the selected tenant (name is a machine name, unique in the tenant). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { roleCreateSchema, roleSchema, type Role } from '@console/contract/roles';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { staleUserQueries } from '../../../lib/stale-user-queries';
import { queryKeys } from '../../../lib/query-keys';

export type RoleCreate = z.input<typeof roleCreateSchema>;

/** Creates a role; the server answers it (201). */
export function createRole(input: RoleCreate): Promise<Role> {
  return http.post(apiPaths.roles, roleSchema, input);
}

/** Mutation for the create form; refreshes the role list. */
export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.roles, exact: true }),
      // The user screens' role selects.
      staleUserQueries(queryClient),
    ]),
  });
}

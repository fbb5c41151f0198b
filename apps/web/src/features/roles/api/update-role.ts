/** PUT /v1/role/{id}: new display name and description (the name is fixed, but is sent as it is). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { roleSchema, roleUpdateSchema, type Role } from '@console/contract/roles';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { staleUserQueries } from '../../../lib/stale-user-queries';
import { queryKeys } from '../../../lib/query-keys';

export type RoleUpdate = z.input<typeof roleUpdateSchema>;

/** Updates one role. */
export function updateRole(id: number, input: RoleUpdate): Promise<Role> {
  return http.put(apiPaths.role(id), roleSchema, input);
}

/** Mutation for the edit form; refreshes the list and the role (both under the list key). */
export function useUpdateRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoleUpdate) => updateRole(id, input),
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.roles }),
      // The user screens show role names.
      staleUserQueries(queryClient),
    ]),
  });
}

/**
 * DELETE /v1/role/{id}: deletes a role that no user holds. A role with users is refused with a
 * 400 on `role` ('Rol kan niet worden verwijderd omdat er nog 1 of meerdere gebruikers zijn met
 * deze rol'), which the http client shows as a 'Validatie' notification.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleSchema, type Role } from '@console/contract/roles';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { staleUserQueries } from '../../../lib/stale-user-queries';
import { queryKeys } from '../../../lib/query-keys';

/** Deletes one role; the server answers the deleted role. */
export function deleteRole(id: number): Promise<Role> {
  return http.delete(apiPaths.role(id), roleSchema);
}

/** Mutation for the delete action; takes the role out of the cached list and refreshes it. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: (_deleted, id) => {
      // Only the list: the role's own query is still mounted on the page being left, and
      // refreshing it now would only fetch a 404.
      queryClient.setQueryData<Role[]>(queryKeys.roles, (roles) => roles?.filter((role) => role.id !== id));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.roles, exact: true }),
        staleUserQueries(queryClient),
      ]);
    },
  });
}

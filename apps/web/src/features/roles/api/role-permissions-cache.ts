/** What a tick or untick of a role permission refreshes (shared by the add and remove calls). */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { permissionSchema, type Permission } from '@console/contract/roles';
import { staleUserQueries } from '../../../lib/stale-user-queries';
import { queryKeys } from '../../../lib/query-keys';

/** Both link calls answer the role's new permission list. */
export const permissionList = z.array(permissionSchema);

/**
 * Stores the answered list as the role's permissions, so the ticks are right before the
 * promise resolves, and refreshes what shows them: the role itself and, without refetching
 * now, the users' network roles, which embed role permissions.
 */
export function storeRolePermissions(queryClient: QueryClient, roleId: number, permissions: Permission[]) {
  queryClient.setQueryData(queryKeys.rolePermissions(roleId), permissions);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.role(roleId), exact: true }),
    staleUserQueries(queryClient),
  ]);
}

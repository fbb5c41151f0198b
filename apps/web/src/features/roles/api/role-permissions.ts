/**
 * The permissions of a role as a link list: GET /v1/role/{id}/permissions; a tick POSTs and an
 * untick DELETEs {relation: [permissionId]} (bare ids, unlike the other link lists), and both
 * answer the role's permissions. A change refreshes the role and, without refetching now, the
 * users' network roles, which embed role permissions.
 */
import { permissionSchema, type Permission } from '@console/contract/roles';
import { apiPaths } from '@console/contract/paths';
import type { LinkSource } from '../../../components/resource/link-api';
import { queryKeys } from '../../../lib/query-keys';
import { staleUserQueries } from '../../../lib/stale-user-queries';

export const rolePermissions: LinkSource<Permission> = {
  api: apiPaths.rolePermissions,
  schema: permissionSchema,
  key: queryKeys.rolePermissions,
  entry: (link) => link.id,
  afterChange: (queryClient, roleId) => Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.role(roleId), exact: true }),
    staleUserQueries(queryClient),
  ]),
};

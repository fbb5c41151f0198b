/**
 * Route loaders that start a screen's calls as soon as the route is entered, before React
 * renders the layout and the page, so a 10,000-user list is on its way earlier. They do not
 * wait: the page shows its own loading state and picks up the calls in flight.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { storage } from '../../../lib/storage';
import { currentLicenseQueryOptions } from './get-current-license';
import { networkUserRolesQueryOptions, networkUserRolesSource } from './get-network-user-roles';
import { rolesQueryOptions } from '../../../lib/use-roles';
import { usersQueryOptions } from '../../../lib/use-users';
import { queryKeys } from '../../../lib/query-keys';
import { isServerList, listTotalOptions } from '../../../components/list-table/list-source';
import { apiPaths } from '@console/contract/paths';

/**
 * Only with a session and a chosen scope: otherwise the guards send the visitor elsewhere,
 * and a call without a token would end in the 401 handling (logout) instead.
 */
function inScope(): boolean {
  return storage.getToken() !== null && storage.getTenantId() !== null && storage.getNetworkId() !== null;
}

/** Starts the users list and licence calls (admin.users.index). */
export function prefetchUsersList(client: QueryClient = queryClient): null {
  if (!inScope()) return null;
  // Every user only for a list the table holds whole; over the threshold it asks for pages (issue 10).
  void client.fetchQuery(listTotalOptions({ path: apiPaths.users, queryKey: queryKeys.users }))
    .then((answer) => (isServerList(answer.meta.pagination.total) ? undefined : client.prefetchQuery(usersQueryOptions())))
    .catch(() => undefined);
  void client.prefetchQuery(currentLicenseQueryOptions());
  return null;
}

/** Starts the user-roles list's count, then its rows unless the server pages them, and the roles (admin.user_roles.edit). */
export function prefetchUserRoles(client: QueryClient = queryClient): null {
  const networkId = storage.getNetworkId();
  if (!inScope() || networkId === null) return null;
  void client.fetchQuery(listTotalOptions(networkUserRolesSource(networkId)))
    .then((answer) => (isServerList(answer.meta.pagination.total) ? undefined : client.prefetchQuery(networkUserRolesQueryOptions(networkId))))
    .catch(() => undefined);
  void client.prefetchQuery(rolesQueryOptions());
  return null;
}

/**
 * Route loaders that start a screen's calls as soon as the route is entered, before React
 * renders the layout and the page, so a 10,000-user list is on its way earlier. The lists'
 * loaders wait a short while for their first rows (components/list-table/prefetch-list.ts);
 * the others do not wait: the page shows its own loading state and picks up the calls in flight.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { storage } from '../../../lib/storage';
import { inScope, prefetchList } from '../../../components/list-table/prefetch-list';
import { currentLicenseQueryOptions } from './get-current-license';
import { networkUserRolesQueryOptions, networkUserRolesSource } from './get-network-user-roles';
import { rolesQueryOptions } from '../../../lib/use-roles';
import { usersQueryOptions } from '../../../lib/use-users';
import { statusFilterOf } from '../model/account-state';
import { usersListSource } from './users-list-source';
import { userQueryOptions } from './get-user';
import { userNetworksQueryOptions } from './get-user-networks';
import { userTeamsQueryOptions } from './get-user-teams';
import { userTenantsQueryOptions } from './get-user-tenants';

/** Starts the users list and licence calls (admin.users.index); `url`: the route's, for the page it asks for. */
export function prefetchUsersList(client: QueryClient = queryClient, url?: URL): Promise<null> | null {
  if (!inScope()) return null;
  const source = usersListSource(statusFilterOf(url?.searchParams.get('status') ?? null));
  void client.prefetchQuery(currentLicenseQueryOptions());
  return prefetchList(client, source, url?.searchParams, () => client.prefetchQuery(usersQueryOptions()));
}

/** Starts the user-roles list's calls as the users list's, and the roles (admin.user_roles.edit). */
export function prefetchUserRoles(client: QueryClient = queryClient, url?: URL): Promise<null> | null {
  const networkId = storage.getNetworkId();
  if (!inScope() || networkId === null) return null;
  void client.prefetchQuery(rolesQueryOptions());
  return prefetchList(client, networkUserRolesSource(networkId), url?.searchParams, () => client.prefetchQuery(networkUserRolesQueryOptions(networkId)));
}

/** Starts a user's calls as the detail screen is entered (admin.users.show), not after its first render. */
export function prefetchUserShow(client: QueryClient = queryClient, id: number | null = null): null {
  if (!inScope() || id === null) return null;
  void client.prefetchQuery(userQueryOptions(id));
  void client.prefetchQuery(userTenantsQueryOptions(id));
  void client.prefetchQuery(userNetworksQueryOptions(id));
  void client.prefetchQuery(userTeamsQueryOptions(id));
  return null;
}

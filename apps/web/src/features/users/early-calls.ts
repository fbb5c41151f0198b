/**
 * The first calls of the users screens that have route loaders (the two big lists and a
 * user's detail), as the loaders make them (api/prefetch.ts), for a fresh page to start with
 * its first chunk (app/early-calls.ts). Without zod or the query client: the loaders' calls
 * take these answers when they run.
 */
import { apiPaths } from '@console/contract/paths';
import { listQuery, startEarlyGet } from '../../lib/http';
import { WITH_USER_ATTRIBUTES } from '../../lib/layout-calls';
import { storage } from '../../lib/storage';
import { startListCalls } from '../../components/list-table/list-calls';
import { statusFilterOf, statusQuery } from './model/account-state';

/** A user's networks with the role and its permissions on each (api/get-user-networks.ts). */
export const WITH_ROLE_PERMISSIONS = { include: 'role.permission' } as const;

/** The licence, the count and the page the URL's parameters ask for (admin.users.index). */
export function startUsersListCalls(params: URLSearchParams): void {
  startEarlyGet(apiPaths.currentTenantLicense);
  startListCalls(apiPaths.users, params, statusQuery(statusFilterOf(params.get('status'))));
}

/** The roles, and the count and page of the network's user roles the URL asks for (admin.user_roles.edit). */
export function startUserRolesCalls(params: URLSearchParams): void {
  const networkId = storage.getNetworkId();
  if (networkId === null) return;
  startEarlyGet(apiPaths.roles, listQuery());
  startListCalls(apiPaths.networkUserRoles(networkId), params);
}

/** A user, with their organisations, network roles and teams (admin.users.show). */
export function startUserShowCalls(id: number): void {
  startEarlyGet(apiPaths.user(id), WITH_USER_ATTRIBUTES);
  startEarlyGet(apiPaths.userTenants(id), listQuery());
  startEarlyGet(apiPaths.userNetworks(id), listQuery(WITH_ROLE_PERMISSIONS));
  startEarlyGet(apiPaths.userTeams(id), listQuery());
}

/**
 * The first calls of the users screens with big lists, as their route loaders make them
 * (api/prefetch.ts), for a fresh page to start with its first chunk (app/early-calls.ts).
 * Without zod or the query client: the loaders' calls take these answers when they run.
 */
import { apiPaths } from '@console/contract/paths';
import { listQuery, startEarlyGet } from '../../lib/http';
import { storage } from '../../lib/storage';
import { startListCalls } from '../../components/list-table/list-calls';
import { statusFilterOf, statusQuery } from './model/account-state';

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

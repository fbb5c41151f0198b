/**
 * The users list's first calls, as its route loader makes them (api/prefetch.ts), for a fresh
 * page to start with its first chunk (app/early-calls.ts). Without zod or the query client:
 * the loader's calls take these answers when it runs.
 */
import { apiPaths } from '@console/contract/paths';
import { startEarlyGet } from '../../lib/http';
import { startListCalls } from '../../components/list-table/list-calls';
import { statusFilterOf, statusQuery } from './model/account-state';

/** The licence, the count and the page the URL's parameters ask for (admin.users.index). */
export function startUsersListCalls(params: URLSearchParams): void {
  startEarlyGet(apiPaths.currentTenantLicense);
  startListCalls(apiPaths.users, params, statusQuery(statusFilterOf(params.get('status'))));
}

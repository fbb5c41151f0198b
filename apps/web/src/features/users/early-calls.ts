/**
 * The users screens' first calls, started with a fresh page's first chunk (app/way-in.ts,
 * feature-routes.ts): the list's, as its route loader makes them (api/prefetch.ts). Without
 * zod or the query client: the calls are taken by the loader's when it runs.
 */
import { matchPath } from 'react-router';
import { apiPaths } from '@console/contract/paths';
import { startEarlyGet } from '../../lib/http';
import { startListCalls } from '../../components/list-table/list-calls';
import { statusFilterOf, statusQuery } from './model/account-state';
import { userPaths } from './paths';

export function startUsersCalls(pathname: string, params: URLSearchParams): void {
  if (!matchPath(userPaths.index.path, pathname)) return;
  startEarlyGet(apiPaths.currentTenantLicense);
  startListCalls(apiPaths.users, params, statusQuery(statusFilterOf(params.get('status'))));
}

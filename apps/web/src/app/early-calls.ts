/**
 * The API calls a fresh page under the layout starts at once (issue 10), beside its chunks
 * (way-in.ts): the layout's on every screen, and the screen's own where it is listed here. The
 * queries and route loaders that make them run only once the shell, the routes and zod are in
 * and evaluated, some 250 ms later, and take these answers then (lib/http.ts, startEarlyGet).
 * main.tsx imports this module right after way-in.ts, so the chunks are asked for first.
 */
import { matchPath, type Params } from 'react-router';
import { startLayoutCalls } from '../lib/layout-calls';
import { storage } from '../lib/storage';
import { parseRouteId } from '../lib/route-id';
import { startUserRolesCalls, startUserShowCalls, startUsersListCalls } from '../features/users/early-calls';
import { userPaths } from '../features/users/paths';
import { isWayIn } from './way-in';

/** The screens whose first calls are known without their code: the route's path, and what starts them from the URL. */
const screens: readonly { path: string; start: (query: URLSearchParams, params: Params) => void }[] = [
  { path: userPaths.index.path, start: startUsersListCalls },
  { path: userPaths.userRoles.path, start: startUserRolesCalls },
  { path: userPaths.show.path, start: startUserShow },
];

/** A user's detail; /admin/users/create matches its path too, with an 'id' that is not one. */
function startUserShow(_: URLSearchParams, { id }: Params): void {
  const user = parseRouteId(id);
  if (user !== null) startUserShowCalls(user);
}

/** Starts the layout's calls and the screen's, on a path under the layout the session may open. */
export function startEarlyCalls({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): void {
  const tenantId = storage.getTenantId();
  const networkId = storage.getNetworkId();
  if (!isWayIn(pathname, hash) || tenantId === null || networkId === null) return;
  startLayoutCalls(tenantId, networkId);
  for (const screen of screens) {
    const match = matchPath(screen.path, pathname);
    if (match) {
      screen.start(new URLSearchParams(search), match.params);
      return;
    }
  }
}

startEarlyCalls(window.location);

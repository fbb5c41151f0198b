/**
 * The API calls a fresh page under the layout starts at once (issue 10), beside its chunks
 * (way-in.ts): the layout's on every screen, and the screen's own where it is listed here. The
 * queries and route loaders that make them run only once the shell, the routes and zod are in
 * and evaluated, some 250 ms later, and take these answers then (lib/http.ts, startEarlyGet).
 * main.tsx imports this module right after way-in.ts, so the chunks are asked for first.
 */
import { matchPath } from 'react-router';
import { startLayoutCalls } from '../lib/layout-calls';
import { storage } from '../lib/storage';
import { startUserRolesCalls, startUsersListCalls } from '../features/users/early-calls';
import { userPaths } from '../features/users/paths';
import { isWayIn } from './way-in';

/** The screens whose first calls are known without their code: the route's path, and what starts them. */
const screens: readonly { path: string; start: (params: URLSearchParams) => void }[] = [
  { path: userPaths.index.path, start: startUsersListCalls },
  { path: userPaths.userRoles.path, start: startUserRolesCalls },
];

/** Starts the layout's calls and the screen's, on a path under the layout the session may open. */
export function startEarlyCalls({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): void {
  const tenantId = storage.getTenantId();
  const networkId = storage.getNetworkId();
  if (!isWayIn(pathname, hash) || tenantId === null || networkId === null) return;
  startLayoutCalls(tenantId, networkId);
  screens.find((screen) => matchPath(screen.path, pathname))?.start(new URLSearchParams(search));
}

startEarlyCalls(window.location);

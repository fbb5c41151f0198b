/**
 * The API calls a fresh page under the layout starts at once, beside its chunks (way-in.ts):
 * the layout's on every screen, and the screen's own first calls where it declares them
 * (lib/screen-calls.ts), with its heavy chunk where it declares one. The queries that make them run only once the shell, the routes and
 * zod are in and evaluated, some 250 ms later, and start with these answers then
 * (lib/call-query.ts). main.tsx imports this module right after way-in.ts, so the chunks are
 * asked for first. A screen joins by declaring its first calls in its feature's first-calls.ts
 * and listing them here.
 */
import { matchPath } from 'react-router';
import { startCalls } from '../lib/api-call';
import { layoutCalls } from '../lib/layout-calls';
import type { ScreenCalls } from '../lib/screen-calls';
import { storage } from '../lib/storage';
import { teamsFirstCalls } from '../features/teams/first-calls';
import { mapFirstCalls } from '../features/map/first-calls';
import { mapObjectsFirstCalls } from '../features/map-objects/first-calls';
import { actionsFirstCalls } from '../features/actions/first-calls';
import { usersFirstCalls } from '../features/users/first-calls';
import { isWayIn } from './way-in';

/** Every screen's first calls, known without the screen's code. */
export const firstCalls: readonly ScreenCalls[] = [...usersFirstCalls, ...teamsFirstCalls, ...mapObjectsFirstCalls, ...mapFirstCalls, ...actionsFirstCalls];

/** Starts the layout's calls and the screen's, on a path under the layout the session may open. */
export function startEarlyCalls({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): void {
  const tenantId = storage.getTenantId();
  const networkId = storage.getNetworkId();
  if (!isWayIn(pathname, hash) || tenantId === null || networkId === null) return;
  void startCalls(layoutCalls(tenantId, networkId));
  for (const screen of firstCalls) {
    const match = matchPath(screen.route.path, pathname);
    if (match) {
      // A fresh page holds no answers yet.
      void startCalls(screen.calls({ params: match.params, search: new URLSearchParams(search), cached: () => undefined, networkId }));
      // A failed load is the router's to report, when it asks again.
      screen.code?.().catch(() => undefined);
      return;
    }
  }
}

startEarlyCalls(window.location);

/**
 * The route loader of a screen with declared first calls (screen-calls.ts): as the route is
 * entered, it starts the calls whose answers the console does not hold fresh, while the
 * screen's code loads, and waits a short while for them (FIRST_CALLS_GRACE_MS): answered by
 * then, the screen's first render has its data (call-query.ts), instead of a render with its
 * loading state and a second one as they come in; a slower answer finds the screen with its
 * own loading state. It never fails: a failed call is the screen's to show.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { startCalls } from './api-call';
import { queryClient, STALE_MS } from './query-client';
import type { ScreenCalls } from './screen-calls';
import { storage } from './storage';

/**
 * How long a loader waits for the first answers. Traced on the users list's opening (100,000
 * users): the page of 25 was in some 70 ms after the screen's chunk, but its rows came in a
 * second render 150-280 ms after the first.
 */
export const FIRST_CALLS_GRACE_MS = 300;

/** The answer the client holds for `key` if it is fresh (as a query would take it without asking again). */
function freshData(client: QueryClient, key: readonly unknown[]): unknown {
  const state = client.getQueryState(key);
  if (!state || state.isInvalidated || state.data === undefined) return undefined;
  return Date.now() - state.dataUpdatedAt < STALE_MS ? state.data : undefined;
}

/** The loader of `screen`; only with a session and a chosen scope (else the guards send the visitor elsewhere). */
export function screenLoader(screen: ScreenCalls, client: QueryClient = queryClient) {
  return ({ params, request }: LoaderFunctionArgs): Promise<null> | null => {
    const networkId = storage.getNetworkId();
    if (!storage.inScope() || networkId === null) return null;
    const cached = (key: readonly unknown[]) => freshData(client, key);
    const calls = screen.calls({ params, search: new URL(request.url).searchParams, cached, networkId })
      .filter((call) => cached(call.key) === undefined);
    if (!calls.length) return null;
    let grace: ReturnType<typeof setTimeout> | undefined;
    const graceOver = new Promise((resolve) => { grace = setTimeout(resolve, FIRST_CALLS_GRACE_MS); });
    return Promise.race([startCalls(calls), graceOver]).then(() => {
      clearTimeout(grace);
      return null;
    });
  };
}

/** The routes, each declared screen's with its loader (matched by route id, the spec's route name). */
export function withFirstCalls(routes: RouteObject[], screens: readonly ScreenCalls[]): RouteObject[] {
  return routes.map((route) => {
    const screen = screens.find((s) => s.route.name === route.id);
    return screen ? { ...route, loader: screenLoader(screen) } : route;
  });
}

/**
 * The first calls of a screen, declared once as data (api-call.ts): what it asks for as soon as
 * its route is entered, from the route's parameters and the URL's query. Two things start them
 * before the screen's code has run: a fresh page at the screen's address (app/early-calls.ts,
 * with the first chunk) and the route's loader on a navigation (screen-loader.ts). The screen's
 * queries are made of the same calls, so they take those answers. Without zod or the query
 * client: the first chunk imports every screen's declaration.
 */
import type { Params } from 'react-router';
import type { ApiCall } from './api-call';
import type { RoutePath } from './paths';

export interface CallsAt {
  params: Params;
  /** The URL's query (a list's view, a filter). */
  search: URLSearchParams;
  /** The answer the console already holds for a key, fresh; on a fresh page none. */
  cached: (key: readonly unknown[]) => unknown;
  /** The chosen network (the user roles screen asks for its members). */
  networkId: number;
}

export interface ScreenCalls {
  route: RoutePath;
  calls: (at: CallsAt) => readonly ApiCall[];
  /**
   * The screen's chunk, where it is heavy (the map's carries MapLibre): a fresh page at its
   * address asks for it with the first calls, so it is fetched and compiled while the shell
   * runs, instead of after the feature's routes are in. The route's `lazy` loads the same.
   */
  code?: () => Promise<unknown>;
}

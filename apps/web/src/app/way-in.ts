/**
 * The chunks of the way in to a screen under the admin layout, each loaded once: the console
 * shell (antd, its stylesheet, the query client), the admin routes (the layout route and the
 * screens every feature shares), the layout, and the feature's routes (feature-routes.ts). The
 * router asks for them through these (route-table.tsx, admin-routes.tsx).
 *
 * On a fresh page at a path under the layout (a bookmark, a reload), the router would ask for
 * them only once the first chunk has run, and for the shell and layout only once the routes
 * were in: three waves of requests. main.tsx imports this module first, so it asks for them all
 * at once, while the browser still runs react-dom and the rest of the first chunk;
 * the screen's own chunk follows as soon as its feature's routes are in. Its imports are few and
 * light, so its requests go out before anything else of the first chunk runs; the API calls
 * follow from early-calls.ts, which main.tsx imports next.
 */
import { tokenFromFragment } from '../lib/fragment-token';
import { paths } from '../lib/paths';
import { storage } from '../lib/storage';
import { featureOf } from './feature-routes';

/** `load` run once; a failed load (a lost connection) is tried again on the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
}

export const loadConsoleShell = once(() => import('./console-shell'));
export const loadAdminRoutes = once(() => import('./admin-routes'));
export const loadLayout = once(() => import('./layout/app-layout'));

type LoadRoutes = () => Promise<import('react-router').RouteObject[]>;
// Keyed by the feature's load, not its prefix: a feature with several prefixes (users) is one
// promise, so the router patches its routes once (route-table.tsx).
const featureLoads = new Map<LoadRoutes, LoadRoutes>();
/** The routes of the feature serving `pathname`, once per feature; null when no feature serves it. */
export function loadFeatureRoutes(pathname: string) {
  const feature = featureOf(pathname);
  if (!feature) return null;
  let load = featureLoads.get(feature.load);
  if (!load) featureLoads.set(feature.load, (load = once(feature.load)));
  return load();
}

/** The screens outside the admin layout (route-table.tsx): sign-in, logout, the reset link, the switcher. */
const OUTSIDE_LAYOUT = new RegExp(`^(?:${[paths.login, paths.logout, paths.passwordReset, paths.switcher]
  .map((p) => p.path.replace(/:[A-Za-z_]+/g, '[^/]+')).join('|')})/?$`, 'i');

/**
 * Asks for the chunks of the way in to `pathname` when it is a screen under the layout that
 * the session may open (signed in, organisation and network chosen): otherwise the console
 * goes to sign-in or the switcher, and loads none of it.
 */
export function startWayIn(pathname: string, hash: string): void {
  if (!isWayIn(pathname, hash)) return;
  const ignore = () => undefined; // a failed load is the router's to report, when it asks again
  loadConsoleShell().catch(ignore);
  loadAdminRoutes().catch(ignore);
  loadLayout().catch(ignore);
  loadFeatureRoutes(pathname)?.catch(ignore);
}

/** Whether a fresh page at this path opens a screen under the layout (so its chunks and calls may start at once). */
export function isWayIn(pathname: string, hash: string): boolean {
  return !OUTSIDE_LAYOUT.test(pathname) && !tokenFromFragment(hash) && storage.inScope();
}

// At evaluation: main.tsx imports this module first (after csp.ts), ahead of react-dom's evaluation.
startWayIn(window.location.pathname, window.location.hash);

/**
 * The console's route table. Route ids are the spec's route names. Every route but sign-in,
 * logout and the password-reset link needs a signed-in user; the admin pages also need a
 * chosen organisation and network.
 *
 * Every screen but sign-in (and the layout around the admin pages) is a chunk of its own,
 * loaded when its route is entered (lib/lazy-route.ts); until the first screen is loaded the
 * console shows its loading state (hydrateFallbackElement). The sign-in page is plain elements;
 * every other screen sits under the console shell (console-shell.tsx, a chunk of its own with
 * antd, its stylesheet and the query client), so the first screen on a phone loads none of it.
 * The admin layout's routes are not in this table until a path under it is visited, and a
 * feature's routes not until a path of that feature is (adminRouteDiscovery, feature-routes.ts):
 * the sign-in page loads no feature's route file, resource definitions or schemas, and a screen
 * no other feature's.
 */
import type { ReactNode } from 'react';
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/routes/login-page';
import { lazyElement, lazyRoute } from '../lib/lazy-route';
import { paths, type RoutePath } from '../lib/paths';
import { BootError } from './boot-error';
import { BootLoading } from './boot-loading';
import { DocumentHead, type TitleHandle } from './document-head';
import { RequireAuth, RequireScope } from './guards';
import { loadAdminRoutes, loadConsoleShell, loadFeatureRoutes, loadLayout } from './way-in';

const page = (route: RoutePath, element: ReactNode): RouteObject => ({ id: route.name, path: route.path, element });
/** The document title of a screen outside the admin layout (document-head.tsx). */
const titled = (route: RouteObject, title: string): RouteObject => ({ ...route, handle: { title } satisfies TitleHandle });

/** The screens drawn with antd: under the console shell, loaded with the first of them. */
const shellScreens: RouteObject[] = [
  titled(lazyRoute(paths.logout, () => import('../features/auth/routes/logout-page'), (m) => <m.LogoutPage />), 'header.logout'),
  titled(lazyRoute(paths.passwordReset, () => import('../features/auth/routes/reset-password-page'), (m) => <m.ResetPasswordPage />), 'reset.title'),
  {
    id: 'signed_in',
    element: <RequireAuth />,
    children: [
      {
        ...titled(lazyRoute(paths.switcher, () => import('../features/switcher/routes/switcher-page'), (m) => <m.SwitcherPage />), 'switcher.title'),
        // While the user chooses, the admin routes and the layout load: the next screen is under it.
        loader: () => {
          loadAdminRoutes().catch(() => undefined);
          loadLayout().catch(() => undefined);
          return null;
        },
      },
      // The layout and its screens (admin-routes.tsx) are patched in here when first visited.
      { id: 'scoped', element: <RequireScope />, children: [] },
    ],
  },
];

const screens: RouteObject[] = [
  // The first screen most visits see: in the first chunk, so it needs no second round trip.
  titled(page(paths.login, <LoginPage />), 'login.title'),
  { id: 'shell', lazy: lazyElement(loadConsoleShell, (m) => <m.ConsoleShell />), children: shellScreens },
];

/**
 * The screens below one pathless route: it shows the loading state until the first screen's
 * chunks are in, then keeps the document's title and description (document-head.tsx). What
 * fails outside the admin layout shows the console's own error screen (boot-error.tsx); under
 * the layout, admin-routes.tsx catches it inside the frame.
 */
export const routes: RouteObject[] = [
  { id: 'console', element: <DocumentHead />, hydrateFallbackElement: <BootLoading />, errorElement: <BootError />, children: screens },
];

/**
 * The router's patchRoutesOnNavigation (one per router). A path this table does not know is
 * under the admin layout (or is its not-found page): the layout route is put under 'scoped'
 * once, and the routes of the path's feature (feature-routes.ts) under its screens, once per
 * feature; both are asked for at once (and on a fresh page already by way-in.ts).
 */
export function adminRouteDiscovery(): PatchRoutesOnNavigationFunction {
  let layoutPatched = false;
  const featuresPatched = new Set<Promise<RouteObject[]>>();
  return async ({ path, patch, signal }) => {
    if (matchRoutes(routes, path)) return;
    const featureLoad = loadFeatureRoutes(path);
    if (layoutPatched && (!featureLoad || featuresPatched.has(featureLoad))) return;
    const [{ layoutRoute, featureRoutesPatched, SCREENS_ID }, featureRoutes] = await Promise.all([loadAdminRoutes(), featureLoad]);
    // An aborted navigation patches nothing; the next one asks again.
    if (signal.aborted) return;
    if (!layoutPatched) {
      patch('scoped', [layoutRoute]);
      layoutPatched = true;
    }
    if (featureLoad && featureRoutes && !featuresPatched.has(featureLoad)) {
      patch(SCREENS_ID, featureRoutes);
      featureRoutesPatched(featureRoutes);
      featuresPatched.add(featureLoad);
    }
  };
}

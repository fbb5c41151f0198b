/**
 * The admin layout's route, with the screens no single feature owns (admin home, profile, the
 * not-found page). This module is a chunk of its own, loaded the first time a path under the
 * layout is visited (way-in.ts; route-table.tsx patches it in through react-router's
 * patchRoutesOnNavigation), so the sign-in page loads none of it. Each feature's routes (its
 * screens, loaders, resource definitions and schemas) are patched in under the layout when a
 * path of that feature is first visited (feature-routes.ts), so a screen loads no other
 * feature's route file.
 */
import './zod-setup'; // first: zod without eval, before any schema is made (in zod's chunk)
import type { RouteObject } from 'react-router';
import { matchRoutes, Navigate } from 'react-router';
import { NotFound } from '../components/page/not-found';
import { ScreenError } from '../components/page/screen-error';
import { lazyElement, lazyRoute } from '../lib/lazy-route';
import { paths } from '../lib/paths';
import { loadLayout } from './way-in';

/** The id of the layout route. */
export const LAYOUT_ID = 'layout';
/**
 * The id of the pathless route between the layout and its screens, under which the features'
 * routes are patched: its errorElement shows a failed screen inside the layout's frame (an
 * errorElement on the layout itself would replace the frame).
 */
export const SCREENS_ID = 'screens';

const layoutChildren: RouteObject[] = [
  { id: paths.root.name, path: paths.root.path, element: <Navigate to={paths.home.path} replace /> },
  lazyRoute(paths.home, () => import('../features/home/routes/home-page'), (m) => <m.HomePage />),
  lazyRoute(paths.profile, () => import('../features/profile/routes/profile-page'), (m) => <m.ProfilePage />),
  lazyRoute(paths.profileEdit, () => import('../features/profile/routes/profile-edit-page'), (m) => <m.ProfileEditPage />),
  // In this chunk already (the screens' error pages show it): no chunk of its own to wait for.
  { id: 'not_found', path: '*', element: <NotFound /> },
];

/** The features' routes patched in so far (featureRoutesPatched), for isPage. */
const featureRoutes: RouteObject[] = [];

/** Records a feature's routes once they are under the layout. */
export function featureRoutesPatched(routes: RouteObject[]): void {
  featureRoutes.push(...routes);
}

/**
 * Whether a path is a real page (not the catch-all), for breadcrumb links. A crumb is a path
 * above the current one, so of the current screen's feature, whose routes are in.
 */
export function isPage(path: string): boolean {
  const matches = matchRoutes([...layoutChildren, ...featureRoutes], path);
  return matches !== null && matches.every((m) => m.route.id !== 'not_found');
}

/** The layout route (its own chunk) with the shared screens under it. */
export const layoutRoute: RouteObject = {
  id: LAYOUT_ID,
  lazy: lazyElement(loadLayout, (m) => <m.AppLayout isPage={isPage} />),
  children: [{ id: SCREENS_ID, errorElement: <ScreenError />, children: layoutChildren }],
};

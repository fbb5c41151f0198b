/**
 * The admin screens: the layout with every screen under it. This module is a chunk of its own,
 * loaded the first time a path under the layout is visited (app/route-table.tsx patches it in
 * through react-router's patchRoutesOnNavigation), so the sign-in page loads none of it: the
 * features' route files bring their resource definitions, loaders and schemas.
 */
import './zod-setup'; // first: zod without eval, before any schema is made (in zod's chunk)
import type { RouteObject } from 'react-router';
import { matchRoutes, Navigate } from 'react-router';
import { actionCategoriesRoutes } from '../features/action-categories/routes';
import { actionStatusesRoutes } from '../features/action-statuses/routes';
import { actionTypesRoutes } from '../features/action-types/routes';
import { attributesRoutes } from '../features/attributes/routes';
import { auditRoutes } from '../features/audit/routes';
import { geoServerRoutes } from '../features/geo-server/routes';
import { helpdeskApiRoutes } from '../features/helpdesk-api/routes';
import { mapObjectTypesRoutes } from '../features/map-object-types/routes';
import { marrekriteApiRoutes } from '../features/marrekrite-api/routes';
import { selectionTypesRoutes } from '../features/selection-types/routes';
import { attributeGroupsRoutes } from '../features/attribute-groups/routes';
import { mapObjectCategoriesRoutes } from '../features/map-object-categories/routes';
import { mapObjectStatusesRoutes } from '../features/map-object-statuses/routes';
import { networksRoutes } from '../features/networks/routes';
import { rolesRoutes } from '../features/roles/routes';
import { teamsRoutes } from '../features/teams/routes';
import { tenantsRoutes } from '../features/tenants/routes';
import { usersRoutes } from '../features/users/routes';
import { lazyElement, lazyRoute } from '../lib/lazy-route';
import { paths } from '../lib/paths';

const layoutChildren: RouteObject[] = [
  { id: paths.root.name, path: paths.root.path, element: <Navigate to={paths.home.path} replace /> },
  lazyRoute(paths.home, () => import('../features/home/routes/home-page'), (m) => <m.HomePage />),
  lazyRoute(paths.profile, () => import('../features/profile/routes/profile-page'), (m) => <m.ProfilePage />),
  lazyRoute(paths.profileEdit, () => import('../features/profile/routes/profile-edit-page'), (m) => <m.ProfileEditPage />),
  // Each feature brings its own screens.
  ...usersRoutes,
  ...rolesRoutes,
  ...teamsRoutes,
  ...tenantsRoutes,
  ...networksRoutes,
  ...mapObjectCategoriesRoutes,
  ...mapObjectStatusesRoutes,
  ...attributeGroupsRoutes,
  ...actionCategoriesRoutes,
  ...mapObjectTypesRoutes,
  ...attributesRoutes,
  ...selectionTypesRoutes,
  ...actionTypesRoutes,
  ...actionStatusesRoutes,
  ...helpdeskApiRoutes,
  ...marrekriteApiRoutes,
  ...geoServerRoutes,
  ...auditRoutes,
  { id: 'not_found', path: '*', lazy: lazyElement(() => import('../components/page/not-found'), (m) => <m.NotFound />) },
];

/** Whether a path is a real page (not the catch-all), for breadcrumb links. */
export function isPage(path: string): boolean {
  const matches = matchRoutes(layoutChildren, path);
  return matches !== null && matches.every((m) => m.route.id !== 'not_found');
}

/** The layout route (its own chunk) with every admin screen under it. */
export const layoutRoute: RouteObject = {
  id: 'layout',
  lazy: lazyElement(() => import('./layout/app-layout'), (m) => <m.AppLayout isPage={isPage} />),
  children: layoutChildren,
};

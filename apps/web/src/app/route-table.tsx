/**
 * The console's route table. Route ids are the spec's route names. Every route but sign-in,
 * logout and the password-reset link needs a signed-in user; the admin pages also need a
 * chosen organisation and network.
 */
import type { ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { NotFound } from '../components/page/not-found';
import { LoginPage } from '../features/auth/routes/login-page';
import { LogoutPage } from '../features/auth/routes/logout-page';
import { ResetPasswordPage } from '../features/auth/routes/reset-password-page';
import { HomePage } from '../features/home/routes/home-page';
import { ProfileEditPage } from '../features/profile/routes/profile-edit-page';
import { ProfilePage } from '../features/profile/routes/profile-page';
import { SwitcherPage } from '../features/switcher/routes/switcher-page';
import { actionCategoriesRoutes } from '../features/action-categories/routes';
import { actionStatusesRoutes } from '../features/action-statuses/routes';
import { actionTypesRoutes } from '../features/action-types/routes';
import { attributesRoutes } from '../features/attributes/routes';
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
import { paths, type RoutePath } from '../lib/paths';
import { RequireAuth, RequireScope } from './guards';
import { AppLayout } from './layout/app-layout';

const page = (route: RoutePath, element: ReactNode): RouteObject => ({ id: route.name, path: route.path, element });

const layoutChildren: RouteObject[] = [
  { id: paths.root.name, path: paths.root.path, element: <Navigate to={paths.home.path} replace /> },
  page(paths.home, <HomePage />),
  page(paths.profile, <ProfilePage />),
  page(paths.profileEdit, <ProfileEditPage />),
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
  { id: 'not_found', path: '*', element: <NotFound /> },
];

/** Whether a path is a real page (not the catch-all), for breadcrumb links. */
export function isPage(path: string): boolean {
  const matches = matchRoutes(layoutChildren, path);
  return matches !== null && matches.every((m) => m.route.id !== 'not_found');
}

export const routes: RouteObject[] = [
  page(paths.login, <LoginPage />),
  page(paths.logout, <LogoutPage />),
  page(paths.passwordReset, <ResetPasswordPage />),
  {
    id: 'signed_in',
    element: <RequireAuth />,
    children: [
      page(paths.switcher, <SwitcherPage />),
      {
        id: 'scoped',
        element: <RequireScope />,
        children: [{ id: 'layout', element: <AppLayout isPage={isPage} />, children: layoutChildren }],
      },
    ],
  },
];

/**
 * The console's route table. Route ids are the spec's route names. Every route but sign-in,
 * logout and the password-reset link needs a signed-in user; the admin pages also need a
 * chosen organisation and network.
 *
 * Every screen but sign-in (and the layout around the admin pages) is a chunk of its own,
 * loaded when its route is entered (lib/lazy-route.ts); until the first screen is loaded the
 * console shows its loading state (hydrateFallbackElement).
 */
import type { ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page/page-loading';
import { LoginPage } from '../features/auth/routes/login-page';
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
import { paths, type RoutePath } from '../lib/paths';
import { DocumentHead, type TitleHandle } from './document-head';
import { RequireAuth, RequireScope } from './guards';

const page = (route: RoutePath, element: ReactNode): RouteObject => ({ id: route.name, path: route.path, element });
/** The document title of a screen outside the admin layout (document-head.tsx). */
const titled = (route: RouteObject, title: string): RouteObject => ({ ...route, handle: { title } satisfies TitleHandle });

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

const screens: RouteObject[] = [
  // The first screen most visits see: in the first chunk, so it needs no second round trip.
  titled(page(paths.login, <LoginPage />), 'login.title'),
  titled(lazyRoute(paths.logout, () => import('../features/auth/routes/logout-page'), (m) => <m.LogoutPage />), 'header.logout'),
  titled(lazyRoute(paths.passwordReset, () => import('../features/auth/routes/reset-password-page'), (m) => <m.ResetPasswordPage />), 'reset.title'),
  {
    id: 'signed_in',
    element: <RequireAuth />,
    children: [
      titled(lazyRoute(paths.switcher, () => import('../features/switcher/routes/switcher-page'), (m) => <m.SwitcherPage />), 'switcher.title'),
      {
        id: 'scoped',
        element: <RequireScope />,
        children: [{
          id: 'layout',
          lazy: lazyElement(() => import('./layout/app-layout'), (m) => <m.AppLayout isPage={isPage} />),
          children: layoutChildren,
        }],
      },
    ],
  },
];

/**
 * The screens below one pathless route: it shows the loading state until the first screen's
 * chunks are in, then keeps the document's title and description (document-head.tsx).
 */
export const routes: RouteObject[] = [
  { id: 'console', element: <DocumentHead />, hydrateFallbackElement: <PageLoading fullScreen />, children: screens },
];

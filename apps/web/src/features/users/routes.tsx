/** The users screens, as routes under the admin layout (app/route-table.tsx composes them). Ids are the spec's route names. */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { parseRouteId } from '../../lib/route-id';
import { prefetchUserRoles, prefetchUserShow, prefetchUsersList } from './api/prefetch';
import { userPaths } from './paths';

// The loaders start the screen's calls while its chunk loads (lib/lazy-route.ts).
export const usersRoutes: RouteObject[] = [
  { ...lazyRoute(userPaths.index, () => import('./routes/users-list-page'), (m) => <m.UsersListPage />), loader: ({ request }) => prefetchUsersList(undefined, new URL(request.url)) },
  lazyRoute(userPaths.create, () => import('./routes/user-create-page'), (m) => <m.UserCreatePage />),
  { ...lazyRoute(userPaths.show, () => import('./routes/user-show-page'), (m) => <m.UserShowPage />), loader: ({ params }) => prefetchUserShow(undefined, parseRouteId(params.id)) },
  lazyRoute(userPaths.edit, () => import('./routes/user-edit-page'), (m) => <m.UserEditPage />),
  lazyRoute(userPaths.passwordReset, () => import('./routes/user-password-page'), (m) => <m.UserPasswordPage />),
  lazyRoute(userPaths.teamsEdit, () => import('./routes/user-teams-page'), (m) => <m.UserTeamsPage />),
  lazyRoute(userPaths.networksEdit, () => import('./routes/user-networks-page'), (m) => <m.UserNetworksPage />),
  { ...lazyRoute(userPaths.userRoles, () => import('./routes/user-roles-page'), (m) => <m.UserRolesPage />), loader: ({ request }) => prefetchUserRoles(undefined, new URL(request.url)) },
];

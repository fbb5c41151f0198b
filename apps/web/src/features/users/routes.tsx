/** The users screens, as routes under the admin layout (app/route-table.tsx composes them). Ids are the spec's route names. */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { withFirstCalls } from '../../lib/screen-loader';
import { usersFirstCalls } from './first-calls';
import { userPaths } from './paths';

// The screens with first calls get a loader that starts them while the screen's chunk loads.
export const usersRoutes: RouteObject[] = withFirstCalls([
  lazyRoute(userPaths.index, () => import('./routes/users-list-page'), (m) => <m.UsersListPage />),
  lazyRoute(userPaths.create, () => import('./routes/user-create-page'), (m) => <m.UserCreatePage />),
  lazyRoute(userPaths.show, () => import('./routes/user-show-page'), (m) => <m.UserShowPage />),
  lazyRoute(userPaths.edit, () => import('./routes/user-edit-page'), (m) => <m.UserEditPage />),
  lazyRoute(userPaths.passwordReset, () => import('./routes/user-password-page'), (m) => <m.UserPasswordPage />),
  lazyRoute(userPaths.teamsEdit, () => import('./routes/user-teams-page'), (m) => <m.UserTeamsPage />),
  lazyRoute(userPaths.networksEdit, () => import('./routes/user-networks-page'), (m) => <m.UserNetworksPage />),
  lazyRoute(userPaths.userRoles, () => import('./routes/user-roles-page'), (m) => <m.UserRolesPage />),
], usersFirstCalls);

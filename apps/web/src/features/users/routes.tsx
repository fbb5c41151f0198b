/** The users screens, as routes under the admin layout (app/route-table.tsx composes them). Ids are the spec's route names. */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RoutePath } from '../../lib/paths';
import { prefetchUserRoles, prefetchUsersList } from './api/prefetch';
import { userPaths } from './paths';
import { UserCreatePage } from './routes/user-create-page';
import { UserEditPage } from './routes/user-edit-page';
import { UserNetworksPage } from './routes/user-networks-page';
import { UserPasswordPage } from './routes/user-password-page';
import { UserRolesPage } from './routes/user-roles-page';
import { UserShowPage } from './routes/user-show-page';
import { UserTeamsPage } from './routes/user-teams-page';
import { UsersListPage } from './routes/users-list-page';

const page = (route: RoutePath, element: ReactNode): RouteObject => ({ id: route.name, path: route.path, element });

export const usersRoutes: RouteObject[] = [
  { ...page(userPaths.index, <UsersListPage />), loader: () => prefetchUsersList() },
  page(userPaths.create, <UserCreatePage />),
  page(userPaths.show, <UserShowPage />),
  page(userPaths.edit, <UserEditPage />),
  page(userPaths.passwordReset, <UserPasswordPage />),
  page(userPaths.teamsEdit, <UserTeamsPage />),
  page(userPaths.networksEdit, <UserNetworksPage />),
  { ...page(userPaths.userRoles, <UserRolesPage />), loader: () => prefetchUserRoles() },
];

/** The roles screens, as routes under the admin layout (app/route-table.tsx composes them). */
import type { RouteObject } from 'react-router';
import { rolePaths } from './paths';
import { RoleCreatePage } from './routes/role-create-page';
import { RoleEditPage } from './routes/role-edit-page';
import { RoleListPage } from './routes/role-list-page';
import { RolePermissionsPage } from './routes/role-permissions-page';
import { RoleShowPage } from './routes/role-show-page';

export const rolesRoutes: RouteObject[] = [
  { id: rolePaths.index.name, path: rolePaths.index.path, element: <RoleListPage /> },
  { id: rolePaths.create.name, path: rolePaths.create.path, element: <RoleCreatePage /> },
  { id: rolePaths.show.name, path: rolePaths.show.path, element: <RoleShowPage /> },
  { id: rolePaths.edit.name, path: rolePaths.edit.path, element: <RoleEditPage /> },
  { id: rolePaths.permissions.name, path: rolePaths.permissions.path, element: <RolePermissionsPage /> },
];

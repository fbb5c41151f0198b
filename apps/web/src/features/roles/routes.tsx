/** The roles screens, as routes under the admin layout (app/route-table.tsx composes them). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { rolePaths } from './paths';

export const rolesRoutes: RouteObject[] = [
  lazyRoute(rolePaths.index, () => import('./routes/role-list-page'), (m) => <m.RoleListPage />),
  lazyRoute(rolePaths.create, () => import('./routes/role-create-page'), (m) => <m.RoleCreatePage />),
  lazyRoute(rolePaths.show, () => import('./routes/role-show-page'), (m) => <m.RoleShowPage />),
  lazyRoute(rolePaths.edit, () => import('./routes/role-edit-page'), (m) => <m.RoleEditPage />),
  lazyRoute(rolePaths.permissions, () => import('./routes/role-permissions-page'), (m) => <m.RolePermissionsPage />),
];

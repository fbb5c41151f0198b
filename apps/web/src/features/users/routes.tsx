/** The users screens, as routes under the admin layout (app/routes.tsx composes them). */
import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/page/coming-soon';
import { paths } from '../../lib/paths';

export const usersRoutes: RouteObject[] = [
  { id: paths.users.name, path: paths.users.path, element: <ComingSoon /> },
  { id: `${paths.users.name}.later`, path: `${paths.users.path}/*`, element: <ComingSoon /> },
  { id: paths.userRoles.name, path: paths.userRoles.path, element: <ComingSoon /> },
];

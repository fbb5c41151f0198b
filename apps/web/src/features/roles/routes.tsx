/** The roles screens, as routes under the admin layout (app/routes.tsx composes them). */
import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/page/coming-soon';
import { paths } from '../../lib/paths';

export const rolesRoutes: RouteObject[] = [
  { id: paths.roles.name, path: paths.roles.path, element: <ComingSoon /> },
  { id: `${paths.roles.name}.later`, path: `${paths.roles.path}/*`, element: <ComingSoon /> },
];

/** The tenants screens, as routes under the admin layout (app/routes.tsx composes them). */
import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/page/coming-soon';
import { paths } from '../../lib/paths';

export const tenantsRoutes: RouteObject[] = [
  { id: paths.tenants.name, path: paths.tenants.path, element: <ComingSoon /> },
  { id: `${paths.tenants.name}.later`, path: `${paths.tenants.path}/*`, element: <ComingSoon /> },
];

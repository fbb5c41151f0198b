/** The networks screens, as routes under the admin layout (app/routes.tsx composes them). */
import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/page/coming-soon';
import { paths } from '../../lib/paths';

export const networksRoutes: RouteObject[] = [
  { id: paths.networks.name, path: paths.networks.path, element: <ComingSoon /> },
  { id: `${paths.networks.name}.later`, path: `${paths.networks.path}/*`, element: <ComingSoon /> },
];

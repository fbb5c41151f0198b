/** The teams screens, as routes under the admin layout (app/routes.tsx composes them). */
import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/page/coming-soon';
import { paths } from '../../lib/paths';

export const teamsRoutes: RouteObject[] = [
  { id: paths.teams.name, path: paths.teams.path, element: <ComingSoon /> },
  { id: `${paths.teams.name}.later`, path: `${paths.teams.path}/*`, element: <ComingSoon /> },
];

/** The area screens, as routes under the admin layout (app/route-table.tsx composes them). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { geoAreaPaths } from './paths';

export const geoAreasRoutes: RouteObject[] = [
  lazyRoute(geoAreaPaths.index, () => import('./routes/areas-list-page'), (m) => <m.AreasListPage />),
  lazyRoute(geoAreaPaths.show, () => import('./routes/area-page'), (m) => <m.AreaPage />),
];

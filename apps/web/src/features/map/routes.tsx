/** The map screen, as a route under the admin layout (app/route-table.tsx composes it). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { paths } from '../../lib/paths';

export const mapRoutes: RouteObject[] = [
  lazyRoute(paths.map, () => import('./routes/map-page'), (m) => <m.MapPage />),
];

/** The map screen, as a route under the admin layout (app/route-table.tsx composes it). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { paths } from '../../lib/paths';
import { withFirstCalls } from '../../lib/screen-loader';
import { loadMapPage, mapFirstCalls } from './first-calls';

// Its loader starts the first calls while the screen's chunk loads.
export const mapRoutes: RouteObject[] = withFirstCalls([
  lazyRoute(paths.map, loadMapPage, (m) => <m.MapPage />),
], mapFirstCalls);

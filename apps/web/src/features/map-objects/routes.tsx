/** The objects list, as a route under the admin layout (app/route-table.tsx composes it). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { paths } from '../../lib/paths';
import { withFirstCalls } from '../../lib/screen-loader';
import { mapObjectsFirstCalls } from './first-calls';

export const mapObjectsRoutes: RouteObject[] = withFirstCalls([
  lazyRoute(paths.mapObjects, () => import('./routes/objects-list-page'), (m) => <m.ObjectsListPage />),
], mapObjectsFirstCalls);

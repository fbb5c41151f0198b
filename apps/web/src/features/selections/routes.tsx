/** The selection screens, as routes under the admin layout (app/route-table.tsx composes them). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { selectionPaths } from './paths';

export const selectionsRoutes: RouteObject[] = [
  lazyRoute(selectionPaths.index, () => import('./routes/selections-list-page'), (m) => <m.SelectionsListPage />),
  lazyRoute(selectionPaths.show, () => import('./routes/selection-page'), (m) => <m.SelectionPage />),
];

/** The recreational routes (Marrekrite) integration: a view with edit and delete, and its edit screen. */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { marrekritePaths } from './paths';

export const marrekriteApiRoutes: RouteObject[] = [
  lazyRoute(marrekritePaths.index, () => import('./routes/marrekrite-show-page'), (m) => <m.MarrekriteShowPage />),
  lazyRoute(marrekritePaths.edit, () => import('./routes/marrekrite-edit-page'), (m) => <m.MarrekriteEditPage />),
];

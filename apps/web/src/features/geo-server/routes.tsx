/** The geo-server export screens: list (with 'export all'), create, show and edit. */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { geoServerPaths } from './paths';

const r = geoServerPaths;

export const geoServerRoutes: RouteObject[] = [
  lazyRoute(r.index, () => import('./routes/export-list-page'), (m) => <m.ExportListPage />),
  lazyRoute(r.create, () => import('./routes/export-create-page'), (m) => <m.ExportCreatePage />),
  lazyRoute(r.show, () => import('./routes/export-show-page'), (m) => <m.ExportShowPage />),
  lazyRoute(r.edit, () => import('./routes/export-edit-page'), (m) => <m.ExportEditPage />),
];

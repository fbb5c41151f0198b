/** The geo-server export screens: list (with 'export all'), create, show and edit. */
import type { RouteObject } from 'react-router';
import { geoServerPaths } from './paths';
import { ExportCreatePage } from './routes/export-create-page';
import { ExportEditPage } from './routes/export-edit-page';
import { ExportListPage } from './routes/export-list-page';
import { ExportShowPage } from './routes/export-show-page';

const r = geoServerPaths;

export const geoServerRoutes: RouteObject[] = [
  { id: r.index.name, path: r.index.path, element: <ExportListPage /> },
  { id: r.create.name, path: r.create.path, element: <ExportCreatePage /> },
  { id: r.show.name, path: r.show.path, element: <ExportShowPage /> },
  { id: r.edit.name, path: r.edit.path, element: <ExportEditPage /> },
];

/** The recreational routes (Marrekrite) integration: a view with edit and delete, and its edit screen. */
import type { RouteObject } from 'react-router';
import { marrekritePaths } from './paths';
import { MarrekriteEditPage } from './routes/marrekrite-edit-page';
import { MarrekriteShowPage } from './routes/marrekrite-show-page';

export const marrekriteApiRoutes: RouteObject[] = [
  { id: marrekritePaths.index.name, path: marrekritePaths.index.path, element: <MarrekriteShowPage /> },
  { id: marrekritePaths.edit.name, path: marrekritePaths.edit.path, element: <MarrekriteEditPage /> },
];

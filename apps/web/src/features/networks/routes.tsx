/** The network screens (admin.networks.*), as routes under the admin layout (app/route-table.tsx composes them). */
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../components/page/page-loading';
import { networkPaths } from './paths';
import { NetworkCreatePage } from './routes/network-create-page';
import { NetworkEditPage } from './routes/network-edit-page';
import { NetworkShowPage } from './routes/network-show-page';
import { NetworksPage } from './routes/networks-page';

// MapLibre and terra-draw are about a megabyte: only the area editor loads them.
const NetworkAreaPage = lazy(() => import('./routes/network-area-page'));

export const networksRoutes: RouteObject[] = [
  { id: networkPaths.index.name, path: networkPaths.index.path, element: <NetworksPage /> },
  { id: networkPaths.create.name, path: networkPaths.create.path, element: <NetworkCreatePage /> },
  { id: networkPaths.show.name, path: networkPaths.show.path, element: <NetworkShowPage /> },
  { id: networkPaths.edit.name, path: networkPaths.edit.path, element: <NetworkEditPage /> },
  {
    id: networkPaths.boundingBox.name,
    path: networkPaths.boundingBox.path,
    element: <Suspense fallback={<PageLoading />}><NetworkAreaPage /></Suspense>,
  },
];

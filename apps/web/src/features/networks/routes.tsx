/** The network screens (admin.networks.*), as routes under the admin layout (app/route-table.tsx composes them). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { networkPaths } from './paths';

export const networksRoutes: RouteObject[] = [
  lazyRoute(networkPaths.index, () => import('./routes/networks-page'), (m) => <m.NetworksPage />),
  lazyRoute(networkPaths.create, () => import('./routes/network-create-page'), (m) => <m.NetworkCreatePage />),
  lazyRoute(networkPaths.show, () => import('./routes/network-show-page'), (m) => <m.NetworkShowPage />),
  lazyRoute(networkPaths.edit, () => import('./routes/network-edit-page'), (m) => <m.NetworkEditPage />),
  lazyRoute(networkPaths.copyConfiguration, () => import('./routes/network-copy-page'), (m) => <m.NetworkCopyPage />),
  // MapLibre and terra-draw (about a megabyte) are in this screen's chunk only.
  lazyRoute(networkPaths.boundingBox, () => import('./routes/network-area-page'), (m) => <m.default />),
];

/** The attribute screens, with the lookup values of lookup types and their own create and edit. */
import type { RouteObject } from 'react-router';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { lazyElement, lazyRoute } from '../../lib/lazy-route';
import { lookupPaths, attributes } from './resource';

export const attributesRoutes: RouteObject[] = [
  ...resourceRoutes(attributes, { show: lazyElement(() => import('./routes/attribute-show-page'), (m) => <m.AttributeShowPage />) }),
  lazyRoute(lookupPaths.create, () => import('./routes/lookup-value-page'), (m) => <m.LookupValueCreatePage />),
  lazyRoute(lookupPaths.edit, () => import('./routes/lookup-value-page'), (m) => <m.LookupValueEditPage />),
];

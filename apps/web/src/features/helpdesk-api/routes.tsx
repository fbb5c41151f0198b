/** The helpdesk integration: a read-only view with edit and delete, and its edit screen. */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { helpdeskPaths } from './paths';

export const helpdeskApiRoutes: RouteObject[] = [
  lazyRoute(helpdeskPaths.index, () => import('./routes/helpdesk-show-page'), (m) => <m.HelpdeskShowPage />),
  lazyRoute(helpdeskPaths.edit, () => import('./routes/helpdesk-edit-page'), (m) => <m.HelpdeskEditPage />),
];

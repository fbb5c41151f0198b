/** The action status screens: a sortable list, create, show with the flags per role, edit. */
import type { RouteObject } from 'react-router';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { lazyElement, lazyRoute } from '../../lib/lazy-route';
import { actionStatuses } from './resource';

const [, ...rest] = resourceRoutes(actionStatuses, {
  show: lazyElement(() => import('./routes/action-status-show-page'), (m) => <m.ActionStatusShowPage />),
});

export const actionStatusesRoutes: RouteObject[] = [
  lazyRoute(actionStatuses.routes.index, () => import('./components/status-list'), (m) => <m.ActionStatusListPage />),
  ...rest,
];

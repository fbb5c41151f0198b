/** The action status screens: a sortable list, create, show with the flags per role, edit. */
import type { RouteObject } from 'react-router';
import { ResourceShowPage } from '../../components/resource/resource-pages';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { RoleFlagsCard } from './components/role-flags';
import { ActionStatusListPage } from './components/status-list';
import { actionStatuses } from './resource';

const [, ...rest] = resourceRoutes(actionStatuses, {
  show: <ResourceShowPage def={actionStatuses}>{(row) => <RoleFlagsCard status={row} />}</ResourceShowPage>,
});

export const actionStatusesRoutes: RouteObject[] = [
  { id: actionStatuses.routes.index.name, path: actionStatuses.routes.index.path, element: <ActionStatusListPage /> },
  ...rest,
];

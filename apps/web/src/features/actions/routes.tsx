/** The action screens, as routes under the admin layout (app/route-table.tsx composes them). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { withFirstCalls } from '../../lib/screen-loader';
import { actionsFirstCalls } from './first-calls';
import { actionPaths } from './paths';

export const actionsRoutes: RouteObject[] = withFirstCalls([
  lazyRoute(actionPaths.index, () => import('./routes/actions-list-page'), (m) => <m.ActionsListPage />),
  lazyRoute(actionPaths.show, () => import('./routes/action-page'), (m) => <m.ActionPage />),
], actionsFirstCalls);

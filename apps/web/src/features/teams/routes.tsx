/** The teams screens, as routes under the admin layout (app/route-table.tsx composes them). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { withFirstCalls } from '../../lib/screen-loader';
import { teamsFirstCalls } from './first-calls';
import { teamPaths } from './paths';

// The member editor gets a loader that starts its first calls while its chunk loads.
export const teamsRoutes: RouteObject[] = withFirstCalls([
  lazyRoute(teamPaths.index, () => import('./routes/team-list-page'), (m) => <m.TeamListPage />),
  lazyRoute(teamPaths.create, () => import('./routes/team-create-page'), (m) => <m.TeamCreatePage />),
  lazyRoute(teamPaths.show, () => import('./routes/team-show-page'), (m) => <m.TeamShowPage />),
  lazyRoute(teamPaths.edit, () => import('./routes/team-edit-page'), (m) => <m.TeamEditPage />),
  lazyRoute(teamPaths.users, () => import('./routes/team-users-page'), (m) => <m.TeamUsersPage />),
], teamsFirstCalls);

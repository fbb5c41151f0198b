/** The teams screens, as routes under the admin layout (app/route-table.tsx composes them). */
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';
import { parseRouteId } from '../../lib/route-id';
import { prefetchTeamUsers } from './api/prefetch';
import { teamPaths } from './paths';

export const teamsRoutes: RouteObject[] = [
  lazyRoute(teamPaths.index, () => import('./routes/team-list-page'), (m) => <m.TeamListPage />),
  lazyRoute(teamPaths.create, () => import('./routes/team-create-page'), (m) => <m.TeamCreatePage />),
  lazyRoute(teamPaths.show, () => import('./routes/team-show-page'), (m) => <m.TeamShowPage />),
  lazyRoute(teamPaths.edit, () => import('./routes/team-edit-page'), (m) => <m.TeamEditPage />),
  // The loader starts the editor's calls while its chunk loads (lib/lazy-route.ts).
  { ...lazyRoute(teamPaths.users, () => import('./routes/team-users-page'), (m) => <m.TeamUsersPage />), loader: ({ params }) => prefetchTeamUsers(undefined, parseRouteId(params.id)) },
];

/** The teams screens, as routes under the admin layout (app/route-table.tsx composes them). */
import type { RouteObject } from 'react-router';
import { teamPaths } from './paths';
import { TeamCreatePage } from './routes/team-create-page';
import { TeamEditPage } from './routes/team-edit-page';
import { TeamListPage } from './routes/team-list-page';
import { TeamShowPage } from './routes/team-show-page';
import { TeamUsersPage } from './routes/team-users-page';

export const teamsRoutes: RouteObject[] = [
  { id: teamPaths.index.name, path: teamPaths.index.path, element: <TeamListPage /> },
  { id: teamPaths.create.name, path: teamPaths.create.path, element: <TeamCreatePage /> },
  { id: teamPaths.show.name, path: teamPaths.show.path, element: <TeamShowPage /> },
  { id: teamPaths.edit.name, path: teamPaths.edit.path, element: <TeamEditPage /> },
  { id: teamPaths.users.name, path: teamPaths.users.path, element: <TeamUsersPage /> },
];

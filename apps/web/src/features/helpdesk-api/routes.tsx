/** The helpdesk integration: a read-only view with edit and delete, and its edit screen. */
import type { RouteObject } from 'react-router';
import { helpdeskPaths } from './paths';
import { HelpdeskEditPage } from './routes/helpdesk-edit-page';
import { HelpdeskShowPage } from './routes/helpdesk-show-page';

export const helpdeskApiRoutes: RouteObject[] = [
  { id: helpdeskPaths.index.name, path: helpdeskPaths.index.path, element: <HelpdeskShowPage /> },
  { id: helpdeskPaths.edit.name, path: helpdeskPaths.edit.path, element: <HelpdeskEditPage /> },
];

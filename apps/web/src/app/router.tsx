/** The browser router (history mode) over the route table. */
import { createBrowserRouter } from 'react-router';
import { adminRouteDiscovery, routes } from './route-table';

/** Creates the router; one per app start. */
export function createRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: adminRouteDiscovery() });
}

export type AppRouter = ReturnType<typeof createRouter>;

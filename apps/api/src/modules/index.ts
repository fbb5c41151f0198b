import type { App, Deps } from '../app';
import { accountRoutes } from './account/routes';
import { healthRoutes } from './health/routes';
import { kvRoutes } from './kv/routes';
import { meRoutes } from './me/routes';
import { networkRoutes } from './networks/routes';
import { oauthRoutes } from './oauth/routes';
import { roleRoutes } from './roles/routes';
import { teamRoutes } from './teams/routes';
import { tenantAdminRoutes } from './tenants/admin';
import { tenantRoutes } from './tenants/routes';
import { userLinkRoutes } from './users/links';
import { userRoutes } from './users/routes';

/** Every module's routes, registered on the app. */
export function registerModules(app: App, deps: Deps) {
  healthRoutes(app, deps);
  oauthRoutes(app, deps);
  accountRoutes(app, deps);
  meRoutes(app, deps);
  // Fixed paths (/v1/tenant/all, /v1/tenant/license) before the :id ones, for readability;
  // the router prefers static segments anyway.
  tenantAdminRoutes(app, deps);
  tenantRoutes(app, deps);
  userRoutes(app, deps);
  userLinkRoutes(app, deps);
  roleRoutes(app, deps);
  teamRoutes(app, deps);
  networkRoutes(app, deps);
  kvRoutes(app, deps);
}

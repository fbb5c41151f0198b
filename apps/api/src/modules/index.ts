import type { App, Deps } from '../app';
import { accountRoutes } from './account/routes';
import { healthRoutes } from './health/routes';
import { kvRoutes } from './kv/routes';
import { meRoutes } from './me/routes';
import { networkRoutes } from './networks/routes';
import { oauthRoutes } from './oauth/routes';
import { tenantRoutes } from './tenants/routes';

/** Every module's routes, registered on the app. */
export function registerModules(app: App, deps: Deps) {
  healthRoutes(app, deps);
  oauthRoutes(app, deps);
  accountRoutes(app, deps);
  meRoutes(app, deps);
  tenantRoutes(app, deps);
  networkRoutes(app, deps);
  kvRoutes(app, deps);
}

import type { App, Deps } from '../app-types';
import { accountRoutes } from './account/routes';
import { actionCategoryRoutes } from './action-categories/routes';
import { actionImageTypeRoutes } from './action-image-types/routes';
import { actionPriorityRoutes } from './action-priorities/routes';
import { actionStatusRoutes } from './action-statuses/routes';
import { actionTypeRoutes } from './action-types/routes';
import { attributeGroupRoutes } from './attribute-groups/routes';
import { attributeRoutes } from './attributes/routes';
import { auditRoutes } from './audit/routes';
import { catalogueRoutes } from './catalogues/routes';
import { geoServerRoutes } from './geo-server/routes';
import { geoAreaRoutes } from './geo-areas/routes';
import { reportRoutes } from './reports/routes';
import { ogcRoutes } from './ogc/routes';
import { healthRoutes } from './health/routes';
import { importRoutes } from './imports/routes';
import { kvRoutes } from './kv/routes';
import { mapObjectCategoryRoutes } from './map-object-categories/routes';
import { mapObjectStatusRoutes } from './map-object-statuses/routes';
import { mapObjectTypeRoutes } from './map-object-types/routes';
import { mapObjectRoutes } from './map-objects/routes';
import { fileRoutes } from './files/routes';
import { actionRoutes } from './actions/routes';
import { meRoutes } from './me/routes';
import { networkRoutes } from './networks/routes';
import { oauthRoutes } from './oauth/routes';
import { roleRoutes } from './roles/routes';
import { selectionTypeRoutes } from './selection-types/routes';
import { selectionRoutes } from './selections/routes';
import { sessionRoutes } from './session/routes';
import { teamRoutes } from './teams/routes';
import { tenantRoutes } from './tenants/routes';
import { userRoutes } from './users/routes';

/** Every module's routes, registered on the app: each module's one entry, its routes.ts (which registers its other *-routes.ts). */
export function registerModules(app: App, deps: Deps) {
  healthRoutes(app, deps);
  oauthRoutes(app, deps);
  accountRoutes(app, deps);
  meRoutes(app, deps);
  sessionRoutes(app, deps);
  tenantRoutes(app, deps);
  userRoutes(app, deps);
  roleRoutes(app, deps);
  teamRoutes(app, deps);
  networkRoutes(app, deps);
  kvRoutes(app, deps);
  auditRoutes(app, deps);
  // Configuration (document 2), per network.
  mapObjectTypeRoutes(app, deps);
  mapObjectCategoryRoutes(app, deps);
  attributeGroupRoutes(app, deps);
  attributeRoutes(app, deps);
  mapObjectStatusRoutes(app, deps);
  selectionTypeRoutes(app, deps);
  geoAreaRoutes(app, deps);
  catalogueRoutes(app, deps);
  actionTypeRoutes(app, deps);
  actionCategoryRoutes(app, deps);
  actionImageTypeRoutes(app, deps);
  actionStatusRoutes(app, deps);
  actionPriorityRoutes(app, deps);
  // The network's map.
  mapObjectRoutes(app, deps);
  selectionRoutes(app, deps);
  fileRoutes(app, deps);
  actionRoutes(app, deps);
  geoServerRoutes(app, deps);
  // Publishing: the published layers (OGC API - Features) and the network's key to read them.
  ogcRoutes(app, deps);
  // Reports from a helpdesk or the Marrekrite become actions; status changes go back to the helpdesk.
  reportRoutes(app, deps);
  // CSV imports.
  importRoutes(app, deps);
}

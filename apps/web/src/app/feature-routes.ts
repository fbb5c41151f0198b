/**
 * Which feature's route file serves a path under the admin layout, by the path's start: the
 * router loads only that feature's routes (its screens' declarations, loaders, resource
 * definitions and schemas) when a path of it is first visited (route-table.tsx), instead of
 * every feature's with the first screen. A feature's paths all start with one of its prefixes
 * (feature-routes.test.ts checks every route of every feature).
 *
 * This module is in the first chunk: strings and dynamic imports only.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';

type Load = () => Promise<RouteObject[]>;

const users: Load = () => import('../features/users/routes').then((m) => m.usersRoutes);

/** Each path prefix with its feature's routes. */
export const featureRoutes: readonly { prefix: string; load: Load }[] = [
  { prefix: paths.users.path, load: users },
  { prefix: '/admin/user_roles', load: users },
  // The spec puts the two per-user link editors outside /admin.
  { prefix: '/editteam', load: users },
  { prefix: '/editusernetworks', load: users },
  { prefix: paths.roles.path, load: () => import('../features/roles/routes').then((m) => m.rolesRoutes) },
  { prefix: paths.teams.path, load: () => import('../features/teams/routes').then((m) => m.teamsRoutes) },
  { prefix: paths.tenants.path, load: () => import('../features/tenants/routes').then((m) => m.tenantsRoutes) },
  { prefix: paths.networks.path, load: () => import('../features/networks/routes').then((m) => m.networksRoutes) },
  { prefix: paths.mapObjectCategories.path, load: () => import('../features/map-object-categories/routes').then((m) => m.mapObjectCategoriesRoutes) },
  { prefix: paths.mapObjectStatus.path, load: () => import('../features/map-object-statuses/routes').then((m) => m.mapObjectStatusesRoutes) },
  { prefix: paths.attributeGroups.path, load: () => import('../features/attribute-groups/routes').then((m) => m.attributeGroupsRoutes) },
  { prefix: paths.actionCategories.path, load: () => import('../features/action-categories/routes').then((m) => m.actionCategoriesRoutes) },
  { prefix: paths.actionImageTypes.path, load: () => import('../features/action-image-types/routes').then((m) => m.actionImageTypesRoutes) },
  { prefix: paths.mapObjectTypes.path, load: () => import('../features/map-object-types/routes').then((m) => m.mapObjectTypesRoutes) },
  { prefix: paths.attributes.path, load: () => import('../features/attributes/routes').then((m) => m.attributesRoutes) },
  { prefix: paths.selections.path, load: () => import('../features/selections/routes').then((m) => m.selectionsRoutes) },
  { prefix: paths.selectionTypes.path, load: () => import('../features/selection-types/routes').then((m) => m.selectionTypesRoutes) },
  { prefix: paths.actionTypes.path, load: () => import('../features/action-types/routes').then((m) => m.actionTypesRoutes) },
  { prefix: paths.actionStatus.path, load: () => import('../features/action-statuses/routes').then((m) => m.actionStatusesRoutes) },
  { prefix: paths.helpdeskApi.path, load: () => import('../features/helpdesk-api/routes').then((m) => m.helpdeskApiRoutes) },
  { prefix: paths.marrekriteApi.path, load: () => import('../features/marrekrite-api/routes').then((m) => m.marrekriteApiRoutes) },
  { prefix: paths.geoServer.path, load: () => import('../features/geo-server/routes').then((m) => m.geoServerRoutes) },
  { prefix: paths.mapObjects.path, load: () => import('../features/map-objects/routes').then((m) => m.mapObjectsRoutes) },
  { prefix: paths.audit.path, load: () => import('../features/audit/routes').then((m) => m.auditRoutes) },
  { prefix: paths.actions.path, load: () => import('../features/actions/routes').then((m) => m.actionsRoutes) },
  { prefix: paths.geoAreas.path, load: () => import('../features/geo-areas/routes').then((m) => m.geoAreasRoutes) },
  { prefix: paths.map.path, load: () => import('../features/map/routes').then((m) => m.mapRoutes) },
];

/** The feature whose routes serve `pathname` (matched as the router does: case-insensitive), or undefined. */
export function featureOf(pathname: string): { prefix: string; load: Load } | undefined {
  const path = pathname.toLowerCase();
  return featureRoutes.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
}

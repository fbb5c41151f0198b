/**
 * Every path of the contract's apiPaths (the paths the console calls) matches a route the
 * server declares, for each method the console uses on it. A misspelt, renamed or removed
 * route fails here. The table below names the methods per path; a path added to apiPaths
 * without a row here fails too.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@console/contract/paths';
import { build } from './helpers/app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type PathKey = keyof typeof apiPaths;

const ID = 1;
const KEY = 'some_key';

/** The methods the console uses on each path (helpers of list paths are applied below). */
const uses: Record<Exclude<PathKey, 'row' | 'order' | 'usage'>, { url: string; methods: Method[] }> = {
  token: { url: apiPaths.token, methods: ['POST'] },
  revoke: { url: apiPaths.revoke, methods: ['POST'] },
  me: { url: apiPaths.me, methods: ['GET', 'PUT'] },
  recoveryMail: { url: apiPaths.recoveryMail, methods: ['POST'] },
  resetPassword: { url: apiPaths.resetPassword, methods: ['POST'] },
  tenants: { url: apiPaths.tenants, methods: ['GET', 'POST'] },
  tenantsAll: { url: apiPaths.tenantsAll, methods: ['GET'] },
  tenant: { url: apiPaths.tenant(ID), methods: ['GET', 'PUT'] },
  tenantNetworks: { url: apiPaths.tenantNetworks(ID), methods: ['GET'] },
  tenantLicense: { url: apiPaths.tenantLicense(ID), methods: ['GET'] },
  tenantUsers: { url: apiPaths.tenantUsers(ID), methods: ['DELETE'] },
  currentTenantLicense: { url: apiPaths.currentTenantLicense, methods: ['GET'] },
  networks: { url: apiPaths.networks, methods: ['GET'] },
  network: { url: apiPaths.network(ID), methods: ['GET'] },
  networkCreate: { url: apiPaths.networkCreate, methods: ['POST'] },
  networkUpdate: { url: apiPaths.networkUpdate(ID), methods: ['PUT'] },
  networkUsers: { url: apiPaths.networkUsers(ID), methods: ['GET', 'POST', 'PUT', 'DELETE'] },
  networkUserRoles: { url: apiPaths.networkUserRoles(ID), methods: ['GET'] },
  networkCopyConfiguration: { url: apiPaths.networkCopyConfiguration(ID), methods: ['POST'] },
  networkPublicationKey: { url: apiPaths.networkPublicationKey(ID), methods: ['GET', 'POST', 'DELETE'] },
  users: { url: apiPaths.users, methods: ['GET'] },
  user: { url: apiPaths.user(ID), methods: ['GET', 'PUT', 'DELETE'] },
  userCreate: { url: apiPaths.userCreate, methods: ['POST'] },
  userImport: { url: apiPaths.userImport, methods: ['POST'] },
  userTenants: { url: apiPaths.userTenants(ID), methods: ['GET'] },
  userNetworks: { url: apiPaths.userNetworks(ID), methods: ['GET'] },
  userTeams: { url: apiPaths.userTeams(ID), methods: ['GET', 'POST', 'DELETE'] },
  userDeactivate: { url: apiPaths.userDeactivate(ID), methods: ['POST'] },
  userActivate: { url: apiPaths.userActivate(ID), methods: ['POST'] },
  userInvitation: { url: apiPaths.userInvitation(ID), methods: ['POST'] },
  userSessions: { url: apiPaths.userSessions(ID), methods: ['DELETE'] },
  mySessions: { url: apiPaths.mySessions, methods: ['GET', 'DELETE'] },
  mySession: { url: apiPaths.mySession(ID), methods: ['DELETE'] },
  roles: { url: apiPaths.roles, methods: ['GET', 'POST'] },
  role: { url: apiPaths.role(ID), methods: ['GET', 'PUT', 'DELETE'] },
  rolePermissions: { url: apiPaths.rolePermissions(ID), methods: ['GET', 'POST', 'DELETE'] },
  roleActionStatuses: { url: apiPaths.roleActionStatuses(ID), methods: ['POST'] },
  permissions: { url: apiPaths.permissions, methods: ['GET'] },
  teams: { url: apiPaths.teams, methods: ['GET', 'POST'] },
  team: { url: apiPaths.team(ID), methods: ['GET', 'PUT', 'DELETE'] },
  teamUsers: { url: apiPaths.teamUsers(ID), methods: ['GET', 'POST', 'DELETE'] },
  mapObjectTypes: { url: apiPaths.mapObjectTypes, methods: ['GET', 'POST'] },
  objects: { url: apiPaths.objects, methods: ['GET', 'POST'] },
  object: { url: apiPaths.object(ID), methods: ['GET', 'PUT', 'DELETE'] },
  objectRestore: { url: apiPaths.objectRestore(ID), methods: ['POST'] },
  objectSplit: { url: apiPaths.objectSplit(ID), methods: ['POST'] },
  objectChildren: { url: apiPaths.objectChildren(ID), methods: ['GET'] },
  objectDeleted: { url: apiPaths.objectDeleted(ID), methods: ['GET'] },
  objectImport: { url: apiPaths.objectImport, methods: ['POST'] },
  objectImportCsv: { url: apiPaths.objectImportCsv, methods: ['POST'] },
  objectTile: { url: apiPaths.objectTile.replace('{z}/{x}/{y}', '1/0/0'), methods: ['GET'] },
  objectCounts: { url: apiPaths.objectCounts, methods: ['GET'] },
  geoAreas: { url: apiPaths.geoAreas, methods: ['GET'] },
  geoArea: { url: apiPaths.geoArea(ID), methods: ['GET', 'PUT', 'DELETE'] },
  geoAreaImport: { url: apiPaths.geoAreaImport, methods: ['POST'] },
  geoAttributes: { url: apiPaths.geoAttributes, methods: ['GET'] },
  networkAreaActions: { url: apiPaths.networkAreaActions(ID), methods: ['GET'] },
  actions: { url: apiPaths.actions, methods: ['GET', 'POST'] },
  action: { url: apiPaths.action(ID), methods: ['GET', 'PUT', 'DELETE'] },
  actionSelectableStatuses: { url: apiPaths.actionSelectableStatuses, methods: ['GET'] },
  actionComments: { url: apiPaths.actionComments(ID), methods: ['GET', 'POST'] },
  actionComment: { url: apiPaths.actionComment(ID, ID), methods: ['PUT', 'DELETE'] },
  actionImages: { url: apiPaths.actionImages(ID), methods: ['GET', 'POST'] },
  actionImage: { url: apiPaths.actionImage(ID, ID), methods: ['GET', 'PUT', 'DELETE'] },
  actionImagePromote: { url: apiPaths.actionImagePromote(ID, ID), methods: ['POST'] },
  objectActions: { url: apiPaths.objectActions(ID), methods: ['GET'] },
  objectImages: { url: apiPaths.objectImages(ID), methods: ['GET'] },
  objectImage: { url: apiPaths.objectImage(ID, ID), methods: ['GET', 'DELETE'] },
  selections: { url: apiPaths.selections, methods: ['GET', 'POST'] },
  selection: { url: apiPaths.selection(ID), methods: ['GET', 'PUT', 'DELETE'] },
  selectionRestore: { url: apiPaths.selectionRestore(ID), methods: ['POST'] },
  selectionDeleted: { url: apiPaths.selectionDeleted(ID), methods: ['GET'] },
  selectionObjects: { url: apiPaths.selectionObjects(ID), methods: ['GET', 'POST', 'DELETE'] },
  selectionValues: { url: apiPaths.selectionValues(ID), methods: ['GET'] },
  selectionImages: { url: apiPaths.selectionImages(ID), methods: ['GET', 'POST'] },
  selectionImage: { url: apiPaths.selectionImage(ID, ID), methods: ['GET', 'PUT', 'DELETE'] },
  selectionCourse: { url: apiPaths.selectionCourse(ID), methods: ['GET'] },
  selectionTypeSelections: { url: apiPaths.selectionTypeSelections(ID), methods: ['GET'] },
  selectionTypeMissing: { url: apiPaths.selectionTypeMissing(ID), methods: ['GET'] },
  objectSelections: { url: apiPaths.objectSelections(ID), methods: ['GET', 'POST', 'DELETE'] },
  networkSelections: { url: apiPaths.networkSelections(ID), methods: ['GET'] },
  routeCourse: { url: apiPaths.routeCourse(ID), methods: ['POST'] },
  selectionTypeTypes: { url: apiPaths.selectionTypeTypes(ID), methods: ['GET'] },
  selectionExport: { url: apiPaths.selectionExport(ID, 'gpx').split('?')[0], methods: ['GET'] },
  files: { url: apiPaths.files, methods: ['POST'] },
  file: { url: apiPaths.file(ID), methods: ['GET'] },
  mapObjectCategories: { url: apiPaths.mapObjectCategories, methods: ['GET', 'POST'] },
  mapObjectStatuses: { url: apiPaths.mapObjectStatuses, methods: ['GET', 'POST'] },
  attributeGroups: { url: apiPaths.attributeGroups, methods: ['GET', 'POST'] },
  attributes: { url: apiPaths.attributes, methods: ['GET', 'POST'] },
  selectionTypes: { url: apiPaths.selectionTypes, methods: ['GET', 'POST'] },
  actionTypes: { url: apiPaths.actionTypes, methods: ['GET', 'POST'] },
  actionCategories: { url: apiPaths.actionCategories, methods: ['GET', 'POST'] },
  actionStatuses: { url: apiPaths.actionStatuses, methods: ['GET', 'POST'] },
  actionPriorities: { url: apiPaths.actionPriorities, methods: ['GET'] },
  typeSettings: { url: apiPaths.typeSettings, methods: ['GET'] },
  actionImageTypes: { url: apiPaths.actionImageTypes, methods: ['GET', 'POST'] },
  objectComments: { url: apiPaths.objectComments(ID), methods: ['GET', 'POST'] },
  objectAttachments: { url: apiPaths.objectAttachments(ID), methods: ['GET', 'POST'] },
  comment: { url: apiPaths.comment(ID), methods: ['PUT', 'DELETE'] },
  actionAttachments: { url: apiPaths.actionAttachments(ID), methods: ['GET', 'POST'] },
  typeAttributes: { url: apiPaths.typeAttributes(ID), methods: ['GET', 'POST', 'DELETE'] },
  typeAttribute: { url: apiPaths.typeAttribute(ID, ID), methods: ['GET'] },
  typeAttributeDefault: { url: apiPaths.typeAttributeDefault(ID, ID), methods: ['POST'] },
  typeStatuses: { url: apiPaths.typeStatuses(ID), methods: ['GET', 'POST', 'DELETE'] },
  typeConstraints: { url: apiPaths.typeConstraints(ID), methods: ['GET', 'POST', 'DELETE'] },
  typeActionStatuses: { url: apiPaths.typeActionStatuses(ID), methods: ['GET', 'POST', 'DELETE'] },
  typeSettingsOf: { url: apiPaths.typeSettingsOf(ID), methods: ['GET', 'POST', 'DELETE'] },
  typeSelections: { url: apiPaths.typeSelections(ID), methods: ['GET', 'POST', 'DELETE'] },
  typeActionTypes: { url: apiPaths.typeActionTypes(ID), methods: ['GET'] },
  actionTypeAttributes: { url: apiPaths.actionTypeAttributes(ID), methods: ['GET', 'POST', 'DELETE'] },
  actionTypeMapObjectTypes: { url: apiPaths.actionTypeMapObjectTypes(ID), methods: ['GET', 'POST', 'DELETE'] },
  actionTypeImageTypes: { url: apiPaths.actionTypeImageTypes(ID), methods: ['GET', 'POST', 'DELETE'] },
  selectionTypeAttributes: { url: apiPaths.selectionTypeAttributes(ID), methods: ['GET', 'POST', 'DELETE'] },
  lookupValues: { url: apiPaths.lookupValues(ID), methods: ['GET', 'POST'] },
  lookupImport: { url: apiPaths.lookupImport(ID), methods: ['POST'] },
  kv: { url: apiPaths.kv, methods: ['GET'] },
  kvKey: { url: apiPaths.kvKey(KEY), methods: ['GET', 'POST', 'PUT', 'DELETE'] },
  geoserverExport: { url: apiPaths.geoserverExport(KEY), methods: ['POST'] },
  helpdeskHealth: { url: apiPaths.helpdeskHealth, methods: ['GET'] },
  helpdeskTest: { url: apiPaths.helpdeskTest, methods: ['POST'] },
  marrekriteKey: { url: apiPaths.marrekriteKey, methods: ['GET', 'POST', 'DELETE'] },
  audit: { url: apiPaths.audit, methods: ['GET'] },
  health: { url: apiPaths.health, methods: ['GET'] },
  openapi: { url: apiPaths.openapi, methods: ['GET'] },
};

/** The lists whose rows the console reads, changes and deletes at row(list, id). */
const rowLists = [
  apiPaths.mapObjectTypes, apiPaths.mapObjectCategories, apiPaths.mapObjectStatuses, apiPaths.attributeGroups,
  apiPaths.attributes, apiPaths.selectionTypes, apiPaths.actionTypes, apiPaths.actionCategories,
  apiPaths.actionStatuses, apiPaths.lookupValues(ID),
];
/** The lists whose order the console saves at order(list). */
const orderedLists = [
  apiPaths.actionStatuses, apiPaths.lookupValues(ID), apiPaths.typeAttributes(ID),
  apiPaths.actionTypeAttributes(ID),
];
/** The rows whose usage the console asks before deleting them, at usage(row). */
const usedRows = [...rowLists.map((list) => apiPaths.row(list, ID)), apiPaths.role(ID), apiPaths.team(ID)];

const calls: { method: Method; url: string }[] = [
  ...Object.values(uses).flatMap(({ url, methods }) => methods.map((method) => ({ method, url }))),
  ...rowLists.flatMap((list) => (['GET', 'PUT', 'DELETE'] as const).map((method) => ({ method, url: apiPaths.row(list, ID) }))),
  ...orderedLists.map((list) => ({ method: 'POST' as const, url: apiPaths.order(list) })),
  ...usedRows.map((row) => ({ method: 'GET' as const, url: apiPaths.usage(row) })),
];

const t = await build();

/** A declared route as a pattern: `:param` stands for one path segment. */
const declared = t.app.routeTable.map((r) => ({
  method: r.method,
  url: r.url,
  pattern: new RegExp(`^${r.url.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`),
}));

/** The route the server would answer this call with, if any. */
const routeOf = (method: Method, url: string) => declared.find((r) => r.method === method && r.pattern.test(url));

describe('the contract paths', () => {
  it('name the methods of every path the console calls', () => {
    const helpers = ['row', 'order', 'usage'];
    expect(Object.keys(apiPaths).filter((k) => !helpers.includes(k)).sort()).toEqual(Object.keys(uses).sort());
  });

  it('match none of the routes when misspelt (the check can fail)', () => {
    expect(routeOf('GET', '/v1/rol')).toBeUndefined();
    expect(routeOf('GET', '/v1/role/1/permission')).toBeUndefined();
  });

  for (const { method, url } of calls) {
    it(`${method} ${url} is a declared route`, () => {
      expect(routeOf(method, url), `${method} ${url}`).toBeDefined();
    });
  }
});

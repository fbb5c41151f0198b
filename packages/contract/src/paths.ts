/**
 * Every API path the console calls, in one place: plain strings for fixed paths, small
 * functions of ids for the others. apps/api/test/contract-paths.test.ts checks each against
 * the server's route table, so a misspelt or removed path fails there, not in a browser.
 */
const key = (k: string) => encodeURIComponent(k);

export const apiPaths = {
  // Signing in and the own account.
  token: '/v1/oauth/access_token',
  revoke: '/v1/oauth/revoke',
  me: '/v1/me',
  recoveryMail: '/v2/user/account/password',
  resetPassword: '/v1/account/reset',

  // Organisations (tenants).
  tenants: '/v1/tenant',
  tenantsAll: '/v1/tenant/all',
  tenant: (id: number) => `/v1/tenant/${id}`,
  tenantNetworks: (id: number) => `/v1/tenant/${id}/network`,
  tenantLicense: (id: number) => `/v1/tenant/${id}/license`,
  tenantUsers: (id: number) => `/v1/tenant/${id}/user`,
  currentTenantLicense: '/v1/tenant/license',

  // Networks: read through v1, written through v2.
  networks: '/v1/network',
  network: (id: number) => `/v1/network/${id}`,
  networkCreate: '/v2/network',
  networkUpdate: (id: number) => `/v2/network/${id}`,
  networkUsers: (id: number) => `/v1/network/${id}/user`,
  /** Every user of the organisation with their role on the network, null: no access. */
  networkUserRoles: (id: number) => `/v1/network/${id}/user_role`,
  /** Copy another network's configuration into this empty one. */
  networkCopyConfiguration: (id: number) => `/v1/network/${id}/copy_configuration`,
  /** The network's publication key for its published layers (OGC API - Features, contract/ogc.ts). */
  networkPublicationKey: (id: number) => `/v1/network/${id}/publication_key`,

  // Users: created through v2.
  users: '/v1/user',
  user: (id: number) => `/v1/user/${id}`,
  userCreate: '/v2/user',
  /** A CSV of users; ?dry_run=true first. */
  userImport: '/v1/user/import',
  userTenants: (id: number) => `/v1/user/${id}/tenant`,
  userNetworks: (id: number) => `/v1/user/${id}/network`,
  userTeams: (id: number) => `/v1/user/${id}/team`,
  // A user's account: deactivate, activate, a fresh invitation, sign out everywhere.
  userDeactivate: (id: number) => `/v1/user/${id}/deactivate`,
  userActivate: (id: number) => `/v1/user/${id}/activate`,
  userInvitation: (id: number) => `/v1/user/${id}/invitation`,
  userSessions: (id: number) => `/v1/user/${id}/sessions`,
  // The signed-in user's sessions.
  mySessions: '/v1/me/sessions',
  mySession: (id: number) => `/v1/me/sessions/${id}`,

  // Roles and permissions.
  roles: '/v1/role',
  role: (id: number) => `/v1/role/${id}`,
  rolePermissions: (id: number) => `/v1/role/${id}/permissions`,
  roleActionStatuses: (id: number) => `/v1/role/${id}/action_status`,
  permissions: '/v1/permission',

  // Teams: v2, their members v1.
  teams: '/v2/team',
  team: (id: number) => `/v2/team/${id}`,
  teamUsers: (id: number) => `/v1/team/${id}/user`,

  // Configuration lists; a row is at row(list, id).
  mapObjectTypes: '/v1/type',
  mapObjectCategories: '/v1/category',
  mapObjectStatuses: '/v1/map_object_status',
  attributeGroups: '/v1/attribute_group',
  attributes: '/v1/attribute',
  selectionTypes: '/v1/selection_type',
  actionTypes: '/v1/dynamic_action_type',
  actionCategories: '/v1/dynamic_action_type_category',
  actionStatuses: '/v1/action_status',
  actionPriorities: '/v1/action_priority',
  typeSettings: '/v1/type_setting',
  actionImageTypes: '/v1/action_image_type',

  // What configuration rows link to ("tick adds, untick removes", `?update=true` for fields).
  typeAttributes: (id: number) => `/v1/type/${id}/attribute`,
  typeAttribute: (id: number, attributeId: number) => `/v1/type/${id}/attribute/${attributeId}`,
  typeAttributeDefault: (id: number, attributeId: number) => `/v1/type/${id}/attribute/${attributeId}/default`,
  typeStatuses: (id: number) => `/v1/type/${id}/status`,
  typeConstraints: (id: number) => `/v1/type/${id}/constraint`,
  typeActionStatuses: (id: number) => `/v1/type/${id}/action_status`,
  typeSettingsOf: (id: number) => `/v1/type/${id}/setting`,
  typeSelections: (id: number) => `/v1/type/${id}/map_object_selection`,
  typeActionTypes: (id: number) => `/v1/type/${id}/dynamic_action_type`,
  actionTypeAttributes: (id: number) => `/v1/dynamic_action_type/${id}/attribute`,
  actionTypeMapObjectTypes: (id: number) => `/v1/dynamic_action_type/${id}/map_object_type`,
  actionTypeImageTypes: (id: number) => `/v1/dynamic_action_type/${id}/action_image_type`,
  selectionTypeAttributes: (id: number) => `/v1/selection_type/${id}/attribute`,
  lookupValues: (attributeId: number) => `/v1/attribute/${attributeId}/lookup`,
  /** A CSV of lookup values; ?dry_run=true first. */
  lookupImport: (attributeId: number) => `/v1/attribute/${attributeId}/lookup/import`,

  // The network's map objects (contract/map-objects.ts) and the files their values name.
  objects: '/v1/object',
  object: (id: number) => `/v1/object/${id}`,
  objectRestore: (id: number) => `/v1/object/${id}/restore`,
  /** A line split at a point into two objects (answers both). */
  objectSplit: (id: number) => `/v2/object/${id}/split`,
  /** What hangs on an object (?depth=: levels down; none: 1, 0: every level). */
  objectChildren: (id: number) => `/v1/object/${id}/children`,
  /** A deleted object, with when and by whom (404 while it is not deleted). */
  objectDeleted: (id: number) => `/v1/object/${id}/deleted`,
  /** A GeoJSON FeatureCollection of one type's objects; ?map_object_type_id=…&dry_run=true first. */
  objectImport: '/v1/object/import',
  /** The same from CSV as the objects list exports it (text/csv or {csv}). */
  objectImportCsv: '/v1/object/import/csv',
  /** The map's vector tiles (MapLibre fills in {z}/{x}/{y}). */
  objectTile: '/v1/object/tile/{z}/{x}/{y}',
  /** The objects counted per type (the map's type panel). */
  objectCounts: '/v1/object/count',
  // The network's areas (contract/geo-areas.ts): districts, municipalities, maintenance zones.
  /** JSON pages with Accept: application/json (the console's); format=geojson: the whole view as a FeatureCollection. */
  geoAreas: '/v1/geo',
  geoArea: (id: number) => `/v1/geo/${id}`,
  /** A GeoJSON FeatureCollection of areas; ?dry_run=true first. */
  geoAreaImport: '/v1/geo/import',
  /** The attributes the selected network's areas have. */
  geoAttributes: '/v1/geo_attribute',
  /** The network's actions grouped by the area they fall in (the Actieoverzicht's area choice). */
  networkAreaActions: (networkId: number) => `/v1/network/${networkId}/action/city_district`,
  // Actions (contract/actions.ts).
  actions: '/v1/action',
  action: (id: number) => `/v1/action/${id}`,
  actionSelectableStatuses: '/v1/action/selectable_status',
  objectActions: (id: number) => `/v1/object/${id}/action`,
  /** An object's photos (copied from its actions' photos); one photo: its bytes, deleted. */
  objectImages: (id: number) => `/v1/object/${id}/image`,
  objectImage: (id: number, imageId: number) => `/v1/object/${id}/image/${imageId}`,
  /** An object's comments and documents (multipart: the file file); one document: its bytes, deleted. */
  objectComments: (id: number) => `/v1/object/${id}/comment`,
  objectAttachments: (id: number) => `/v1/object/${id}/attachment`,
  /** A comment of either kind (an action's or an object's), changed or deleted by its author or an administrator. */
  comment: (id: number) => `/v1/comment/${id}`,
  /** An action's documents. */
  actionAttachments: (id: number) => `/v1/action/${id}/attachment`,
  /** An action's comments, oldest first; one is changed or deleted by its author or an administrator. */
  actionComments: (id: number) => `/v1/action/${id}/comment`,
  actionComment: (id: number, commentId: number) => `/v1/action/${id}/comment/${commentId}`,
  /** An action's photos (multipart: the file image and action_image_type_id); one photo: its bytes, its image type changed, deleted. */
  actionImages: (id: number) => `/v1/action/${id}/image`,
  actionImage: (id: number, imageId: number) => `/v1/action/${id}/image/${imageId}`,
  /** A photo of the action ({action_image_id}) copied to an object of the network. */
  actionImagePromote: (id: number, objectId: number) => `/v1/action/${id}/image/promote/${objectId}`,
  // Selections and routes (contract/selections.ts, docs/selections.md).
  selections: '/v1/selection',
  selection: (id: number) => `/v1/selection/${id}`,
  selectionRestore: (id: number) => `/v1/selection/${id}/restore`,
  /** A deleted selection (404 while it is not deleted). */
  selectionDeleted: (id: number) => `/v1/selection/${id}/deleted`,
  /** Its objects in order; POST {relation} adds (?sync=1: exactly these), DELETE takes out. */
  selectionObjects: (id: number) => `/v1/selection/${id}/object`,
  selectionValues: (id: number) => `/v1/selection/${id}/attribute`,
  /** A selection's photos (multipart: the file image, optionally action_image_type_id); one photo: its bytes, changed, deleted. */
  selectionImages: (id: number) => `/v1/selection/${id}/image`,
  selectionImage: (id: number, imageId: number) => `/v1/selection/${id}/image/${imageId}`,
  /** A route's course: its line, length and gaps. */
  selectionCourse: (id: number) => `/v1/selection/${id}/course`,
  /** The selections of one selection type. */
  selectionTypeSelections: (id: number) => `/v1/selection_type/${id}/selection`,
  /** The live objects of the types linked with required that no selection of the type holds. */
  selectionTypeMissing: (id: number) => `/v1/selection_type/${id}/missing`,
  /** The selections that hold an object. */
  objectSelections: (id: number) => `/v1/object/${id}/selection`,
  /** The network's selections. */
  networkSelections: (id: number) => `/v1/network/${id}/map_object_selection`,
  /** The course of members not yet saved (the map's route builder). */
  routeCourse: (networkId: number) => `/v1/network/${networkId}/route_course`,
  /** The object types linked to a selection type (the types whose objects may join). */
  selectionTypeTypes: (id: number) => `/v1/selection_type/${id}/type`,
  /** A selection as a download: GPX 1.1 or GeoJSON. */
  selectionExport: (id: number, format: 'gpx' | 'geojson') => `/v1/selection/${id}/export?format=${format}`,
  files: '/v1/file',
  file: (id: number) => `/v1/file/${id}`,

  // Key-value entries (integration settings, network locks, icons, exports).
  kv: '/v1/kv',
  kvKey: (k: string) => `/v1/kv/${key(k)}`,
  geoserverExport: (k: string) => `/v1/export/geoserver/key_value/${key(k)}`,
  // Reports become actions: the helpdesk's health and connection test, the Marrekrite's key.
  helpdeskHealth: '/v1/integrations/helpdesk/health',
  helpdeskTest: '/v1/integrations/helpdesk/test',
  marrekriteKey: '/v1/integrations/marrekrite/key',

  // The audit log: filters in the query (contract/audit.ts).
  audit: '/v1/audit',

  health: '/healthz',
  openapi: '/v1/openapi.json',

  // Built from a list path above.
  /** One row of a list (a configuration row, a lookup value). */
  row: (listPath: string, id: number) => `${listPath}/${id}`,
  /** What uses a row (a configuration row, a role, a team, a lookup value) and what deleting it does: contract/usage.ts. */
  usage: (rowPath: string) => `${rowPath}/usage`,
  /** The order save of an ordered list (lookup values, attribute rows, action statuses): ids in their new order. */
  order: (listPath: string) => `${listPath}/order`,
} as const;

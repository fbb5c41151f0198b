/**
 * The database schema, one set for embedded PGlite and PostgreSQL.
 * Every tenant- or network-scoped table carries tenant_id so the schema can later be
 * distributed by tenant (Citus) without a redesign. Timestamps are read as strings
 * (see db/client.ts): turning them into Date objects is most of a big list's cost.
 */
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const created = () => ts('created_at').notNull().defaultNow();
const updated = () => ts('updated_at').notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  superAdmin: boolean('super_admin').notNull().default(false),
  needsLicense: boolean('needs_license').notNull().default(true),
  primaryTenantId: integer('primary_tenant_id'),
  function: text('function'),
  department: text('department'),
  phone: text('phone'),
  phoneMobile: text('phone_mobile'),
  /** false: deactivated (cannot sign in, holds no licence); roles, networks and teams stay for activation */
  active: boolean('active').notNull().default(true),
  deactivatedAt: ts('deactivated_at'),
  /** the last invitation mail (POST /v2/user with send_invitation, POST /v1/user/{id}/invitation) */
  invitedAt: ts('invited_at'),
  /** set by every successful sign-in (password grant) */
  lastSignInAt: ts('last_sign_in_at'),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [
  uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
  // 0006_list_search.sql, 0007_list_compare.sql: sorting by name (lower, and in Dutch as a
  // view sorts); the pg_trgm indexes on the folded text only where the extension could be created
  index('users_lower_name').on(sql`lower(${t.name})`),
  index('users_name_nl').on(sql`(nullif(${t.name}, '') collate list_nl)`),
  index('users_name_fold_trgm').using('gin', sql`list_fold(${t.name}) gin_trgm_ops`),
  index('users_email_fold_trgm').using('gin', sql`list_fold(${t.email}) gin_trgm_ops`),
]);

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  paidLicenses: integer('paid_licenses').notNull().default(0),
  parentId: integer('parent_id'),
  createdAt: created(),
  updatedAt: updated(),
});

export const tenantUsers = pgTable('tenant_users', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: created(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), index('tenant_users_user').on(t.userId)]);

export const geoObjects = pgTable('geo_objects', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  createdAt: created(),
  updatedAt: updated(),
});

export const networks = pgTable('networks', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  geoObjectId: integer('geo_object_id').references(() => geoObjects.id, { onDelete: 'set null' }),
  /** raised by every change of what the network's map tiles show (migration 0008's triggers) */
  mapVersion: bigint('map_version', { mode: 'number' }).notNull().default(0),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('networks_tenant').on(t.tenantId)]);

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayName: text('display_name'),
  description: text('description'),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  displayName: text('display_name'),
  description: text('description'),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [uniqueIndex('roles_tenant_name').on(t.tenantId, t.name)]);

export const rolePermissions = pgTable('role_permissions', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })]);

export const networkUsers = pgTable('network_users', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  networkId: integer('network_id').notNull().references(() => networks.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  // Restrict: a role with users cannot be deleted, by the database either.
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'restrict' }),
  createdAt: created(),
}, (t) => [primaryKey({ columns: [t.networkId, t.userId] }), index('network_users_user').on(t.userId), index('network_users_role').on(t.roleId)]);

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('teams_tenant').on(t.tenantId)]);

export const teamUsers = pgTable('team_users', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_users_user').on(t.userId)]);

/** Key-value entries per network: lock settings, icons, integrations, exports. */
export const kv = pgTable('kv', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  networkId: integer('network_id').notNull().references(() => networks.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  value: jsonb('value').notNull(),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [uniqueIndex('kv_network_key').on(t.networkId, t.key)]);

export const oauthClients = pgTable('oauth_clients', {
  id: serial('id').primaryKey(),
  clientId: text('client_id').notNull().unique(),
  secretHash: text('secret_hash').notNull(),
  name: text('name').notNull(),
});

/** Opaque tokens, stored only as SHA-256 hashes. */
export const oauthTokens = pgTable('oauth_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  clientId: integer('client_id').notNull().references(() => oauthClients.id, { onDelete: 'cascade' }),
  accessHash: text('access_hash').notNull().unique(),
  refreshHash: text('refresh_hash').notNull().unique(),
  accessExpiresAt: ts('access_expires_at').notNull(),
  refreshExpiresAt: ts('refresh_expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  /** the tenant and network chosen for this token (POST /v1/session/...): used when a call sends no x-tenant / x-network */
  sessionTenantId: integer('session_tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
  sessionNetworkId: integer('session_network_id').references(() => networks.id, { onDelete: 'set null' }),
  /** when the session (the chain of pairs a refresh passes on) began: the sign-in */
  signedInAt: ts('signed_in_at').notNull().defaultNow(),
  /** written at most once a minute per token (auth/sessions.ts), so a call costs no write */
  lastUsedAt: ts('last_used_at'),
  userAgent: text('user_agent'),
  address: text('address'),
  createdAt: created(),
}, (t) => [index('oauth_tokens_user').on(t.userId)]);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  /** 'reset' (a recovery mail) or 'invitation' (valid 7 days; a fresh one voids the earlier) */
  kind: text('kind').notNull().default('reset'),
  createdAt: created(),
});

/** Mails that were not sent over SMTP (no SMTP_URL): kept here and logged. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: created(),
});

/**
 * Failed sign-ins per key (an account or an address, as a SHA-256 hash) in the current window:
 * shared by every server process on the database, so N processes give an attacker no more tries.
 */
export const loginFailures = pgTable('login_failures', {
  keyHash: text('key_hash').primaryKey(),
  failures: integer('failures').notNull(),
  since: ts('since').notNull().defaultNow(),
}, (t) => [index('login_failures_since').on(t.since)]);

/**
 * The audit log: one row per change made through the API, written in the change's
 * transaction (lib/audit.ts). No foreign keys: an entry outlives the user, organisation or
 * network it names (user_name keeps the name at the time). `changes` is {field: [before, after]},
 * secrets as "***". Never updated or deleted through the API.
 */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  createdAt: created(),
  userId: integer('user_id'),
  userName: text('user_name'),
  tenantId: integer('tenant_id'),
  networkId: integer('network_id'),
  action: text('action').notNull(),
  subjectType: text('subject_type').notNull(),
  subjectId: integer('subject_id'),
  changes: jsonb('changes'),
}, (t) => [
  index('audit_log_tenant_newest').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
  index('audit_log_newest').on(t.createdAt.desc(), t.id.desc()),
  index('audit_log_subject').on(t.subjectType, t.subjectId, t.createdAt.desc()),
  index('audit_log_user').on(t.userId, t.createdAt.desc()),
]);

// ---------------------------------------------------------------------------------------------
// Configuration (document 2): per network, every row with tenant_id and network_id. Links are
// unique per pair; deleting either side deletes the link.
// ---------------------------------------------------------------------------------------------

/** tenant_id and network_id of a per-network configuration row. */
const inNetwork = () => ({
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  networkId: integer('network_id').notNull().references(() => networks.id, { onDelete: 'cascade' }),
});

export const mapObjectCategories = pgTable('map_object_categories', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('map_object_categories_network').on(t.networkId)]);

export const attributeGroups = pgTable('attribute_groups', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  description: text('description'),
  order: integer('order').notNull().default(0),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('attribute_groups_network').on(t.networkId)]);

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  attributeGroupId: integer('attribute_group_id').references(() => attributeGroups.id, { onDelete: 'set null' }),
  order: integer('order').notNull().default(0),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('attributes_network').on(t.networkId)]);

export const lookupValues = pgTable('lookup_values', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  weight: integer('weight').notNull().default(0),
  order: integer('order').notNull().default(0),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('lookup_values_attribute').on(t.attributeId)]);

export const mapObjectStatuses = pgTable('map_object_statuses', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  weight: integer('weight').notNull().default(0),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('map_object_statuses_network').on(t.networkId)]);

export const selectionTypes = pgTable('selection_types', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  isNetwork: boolean('is_network').notNull().default(false),
  isOrdered: boolean('is_ordered').notNull().default(false),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('selection_types_network').on(t.networkId)]);

export const selectionTypeAttributes = pgTable('selection_type_attributes', {
  ...inNetwork(),
  selectionTypeId: integer('selection_type_id').notNull().references(() => selectionTypes.id, { onDelete: 'cascade' }),
  attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.selectionTypeId, t.attributeId] }), index('selection_type_attributes_attribute').on(t.attributeId)]);

/** Read-only catalogue: the settings a map object type can have. */
export const typeSettings = pgTable('type_settings', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Read-only catalogue: the kinds of image an action can carry. */
export const actionImageTypes = pgTable('action_image_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const mapObjectTypes = pgTable('map_object_types', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  description: text('description'),
  prefix: text('prefix'),
  geoType: text('geo_type').notNull(),
  mapObjectCategoryId: integer('map_object_category_id').references(() => mapObjectCategories.id, { onDelete: 'set null' }),
  labelAttributeId: integer('label_attribute_id').references(() => attributes.id, { onDelete: 'set null' }),
  onNetwork: boolean('on_network').notNull().default(false),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('map_object_types_network').on(t.networkId)]);

/** The attributes of a map object type, with their own required flag, default and order. */
export const mapObjectTypeAttributes = pgTable('map_object_type_attributes', {
  ...inNetwork(),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
  attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull().default(false),
  defaultValue: jsonb('default_value'),
  order: integer('order').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.mapObjectTypeId, t.attributeId] }), index('map_object_type_attributes_attribute').on(t.attributeId)]);

export const mapObjectTypeStatuses = pgTable('map_object_type_statuses', {
  ...inNetwork(),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
  mapObjectStatusId: integer('map_object_status_id').notNull().references(() => mapObjectStatuses.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.mapObjectTypeId, t.mapObjectStatusId] }), index('map_object_type_statuses_status').on(t.mapObjectStatusId)]);

/** Constraints: the map object types a type may be placed on or connected to. */
export const mapObjectTypeConstraints = pgTable('map_object_type_constraints', {
  ...inNetwork(),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
  constraintTypeId: integer('constraint_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.mapObjectTypeId, t.constraintTypeId] }), index('map_object_type_constraints_target').on(t.constraintTypeId)]);

export const mapObjectTypeSettings = pgTable('map_object_type_settings', {
  ...inNetwork(),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
  typeSettingId: integer('type_setting_id').notNull().references(() => typeSettings.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.mapObjectTypeId, t.typeSettingId] })]);

export const mapObjectTypeSelections = pgTable('map_object_type_selections', {
  ...inNetwork(),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
  selectionTypeId: integer('selection_type_id').notNull().references(() => selectionTypes.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.mapObjectTypeId, t.selectionTypeId] }), index('map_object_type_selections_selection').on(t.selectionTypeId)]);

export const actionPriorities = pgTable('action_priorities', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('action_priorities_network').on(t.networkId)]);

export const actionCategories = pgTable('action_categories', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  isChangeRequest: boolean('is_change_request').notNull().default(false),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('action_categories_network').on(t.networkId)]);

export const actionTypes = pgTable('action_types', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  ownGeo: boolean('own_geo').notNull().default(false),
  createsObject: boolean('creates_object').notNull().default(false),
  deletesObject: boolean('deletes_object').notNull().default(false),
  onNetwork: boolean('on_network').notNull().default(false),
  dynamicActionTypeCategoryId: integer('dynamic_action_type_category_id').references(() => actionCategories.id, { onDelete: 'set null' }),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('action_types_network').on(t.networkId)]);

export const actionTypeAttributes = pgTable('action_type_attributes', {
  ...inNetwork(),
  actionTypeId: integer('action_type_id').notNull().references(() => actionTypes.id, { onDelete: 'cascade' }),
  attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull().default(false),
  order: integer('order').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.actionTypeId, t.attributeId] }), index('action_type_attributes_attribute').on(t.attributeId)]);

export const actionTypeMapObjectTypes = pgTable('action_type_map_object_types', {
  ...inNetwork(),
  actionTypeId: integer('action_type_id').notNull().references(() => actionTypes.id, { onDelete: 'cascade' }),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.actionTypeId, t.mapObjectTypeId] }), index('action_type_map_object_types_type').on(t.mapObjectTypeId)]);

export const actionTypeImageTypes = pgTable('action_type_image_types', {
  ...inNetwork(),
  actionTypeId: integer('action_type_id').notNull().references(() => actionTypes.id, { onDelete: 'cascade' }),
  actionImageTypeId: integer('action_image_type_id').notNull().references(() => actionImageTypes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.actionTypeId, t.actionImageTypeId] })]);

export const actionStatuses = pgTable('action_statuses', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  weight: integer('weight').notNull().default(0),
  isFinal: boolean('is_final').notNull().default(false),
  color: text('color').notNull().default('-'),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [index('action_statuses_network').on(t.networkId)]);

/** Which action statuses a map object type's actions may have. */
export const mapObjectTypeActionStatuses = pgTable('map_object_type_action_statuses', {
  ...inNetwork(),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
  actionStatusId: integer('action_status_id').notNull().references(() => actionStatuses.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.mapObjectTypeId, t.actionStatusId] }), index('map_object_type_action_statuses_status').on(t.actionStatusId)]);

/** The per-role flags of an action status: made by the first save for a role, updated later. */
export const actionStatusRoles = pgTable('action_status_roles', {
  ...inNetwork(),
  actionStatusId: integer('action_status_id').notNull().references(() => actionStatuses.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  isOpen: boolean('is_open').notNull().default(false),
  isSelectable: boolean('is_selectable').notNull().default(false),
  showOnMap: boolean('show_on_map').notNull().default(false),
  isAttached: boolean('is_attached').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.actionStatusId, t.roleId] }), index('action_status_roles_role').on(t.roleId)]);

/**
 * A network's map objects (migration 0008, docs/map-objects.md): GeoJSON with its bounding box in
 * plain columns, a code of the type's prefix and a running number, soft deletes.
 */
export const mapObjects = pgTable('map_objects', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  mapObjectTypeId: integer('map_object_type_id').notNull().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
  mapObjectStatusId: integer('map_object_status_id').references(() => mapObjectStatuses.id, { onDelete: 'set null' }),
  number: integer('number').notNull(),
  code: text('code').notNull(),
  name: text('name'),
  geometry: jsonb('geometry').notNull(),
  minLon: doublePrecision('min_lon').notNull(),
  minLat: doublePrecision('min_lat').notNull(),
  maxLon: doublePrecision('max_lon').notNull(),
  maxLat: doublePrecision('max_lat').notNull(),
  lengthM: doublePrecision('length_m'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
  createdAt: created(),
  updatedAt: updated(),
  deletedAt: ts('deleted_at'),
});

/** The filled attribute values of a map object, one row each. */
export const mapObjectValues = pgTable('map_object_values', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  mapObjectId: integer('map_object_id').notNull().references(() => mapObjects.id, { onDelete: 'cascade' }),
  attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
  value: jsonb('value').notNull(),
}, (t) => [primaryKey({ columns: [t.mapObjectId, t.attributeId] })]);

/** The last number given to a type's objects. */
export const mapObjectCounters = pgTable('map_object_counters', {
  ...inNetwork(),
  mapObjectTypeId: integer('map_object_type_id').primaryKey().references(() => mapObjectTypes.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Files uploaded to a network, kept in the database. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: created(),
});

/** A report from outside (a helpdesk, the Marrekrite) and the action it became: one per report. */
export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  source: text('source').notNull(),
  /** the report's id as text (the unique key) */
  reportingId: text('reporting_id').notNull(),
  /** the report's id as it came (a number or a string), sent back as it came */
  reportingValue: jsonb('reporting_value').notNull(),
  /** the action it became (migration 0011 keeps the reference; actions are not in this file) */
  actionId: integer('action_id'),
  /** the helpdesk status code both sides last knew */
  lastStatus: integer('last_status'),
  receivedAt: ts('received_at').notNull().defaultNow(),
  updatedAt: updated(),
}, (t) => [uniqueIndex('reports_network_source_reporting').on(t.networkId, t.source, t.reportingId), index('reports_action').on(t.actionId)]);

/** A status change to post back to the helpdesk: a queue in the database, retried with growing pauses. */
export const reportDeliveries = pgTable('report_deliveries', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  reportId: integer('report_id').notNull().references(() => reports.id, { onDelete: 'cascade' }),
  actionId: integer('action_id'),
  url: text('url').notNull(),
  payload: jsonb('payload').notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  lastAttemptAt: ts('last_attempt_at'),
  lastStatusCode: integer('last_status_code'),
  lastError: text('last_error'),
  deliveredAt: ts('delivered_at'),
  failedAt: ts('failed_at'),
  createdAt: created(),
});

/** Every attempt of a delivery: when, the answer's status code or the error, how long it took. */
export const reportDeliveryAttempts = pgTable('report_delivery_attempts', {
  id: serial('id').primaryKey(),
  ...inNetwork(),
  deliveryId: integer('delivery_id').notNull().references(() => reportDeliveries.id, { onDelete: 'cascade' }),
  attemptedAt: ts('attempted_at').notNull().defaultNow(),
  statusCode: integer('status_code'),
  error: text('error'),
  durationMs: integer('duration_ms').notNull(),
});

/** A network's key for a caller from outside (modules/network-keys): only its SHA-256, one per network and purpose. */
export const networkKeys = pgTable('network_keys', {
  networkId: integer('network_id').notNull().references(() => networks.id, { onDelete: 'cascade' }),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  keyHash: text('key_hash').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: created(),
}, (t) => [primaryKey({ columns: [t.networkId, t.purpose] }), uniqueIndex('network_keys_hash').on(t.keyHash)]);

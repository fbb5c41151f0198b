/**
 * Organisations (tenants), their users, networks, roles and teams. Every tenant- or
 * network-scoped table carries tenant_id so the schema can later be distributed by tenant
 * (Citus) without a redesign.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { created, ts, updated } from './columns';

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

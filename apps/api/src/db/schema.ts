/**
 * The database schema, one set for embedded PGlite and PostgreSQL.
 * Every tenant- or network-scoped table carries tenant_id so the schema can later be
 * distributed by tenant (Citus) without a redesign. Timestamps are read as strings
 * (see db/client.ts): turning them into Date objects is most of a big list's cost.
 */
import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
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
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)]);

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
  createdAt: created(),
}, (t) => [index('oauth_tokens_user').on(t.userId)]);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
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

/** Signing in (clients, tokens, resets, failures), the mails not sent, and the audit log. */
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { created, ts } from './columns';
import { networks, tenants, users } from './organisations';

export const oauthClients = pgTable('oauth_clients', {
  id: serial('id').primaryKey(),
  clientId: text('client_id').notNull().unique(),
  secretHash: text('secret_hash').notNull(),
  name: text('name').notNull(),
  /** a field app's client (0022): its tokens' calls are the app's (auth/field-app.ts) */
  fieldApp: boolean('field_app').notNull().default(false),
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
  // PostgreSQL's DESC puts nulls first (0004); Drizzle's desc() alone says nulls last.
  index('audit_log_tenant_newest').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('audit_log_newest').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('audit_log_subject').on(t.subjectType, t.subjectId, t.createdAt.desc().nullsFirst()),
  index('audit_log_user').on(t.userId, t.createdAt.desc().nullsFirst()),
]);

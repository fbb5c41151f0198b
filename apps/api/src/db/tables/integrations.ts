/**
 * Callers from outside (migrations 0011, 0013, docs/integrations.md): a helpdesk's or the
 * Marrekrite's report and the action it became, the deliveries of status changes back to the
 * helpdesk (a queue several processes share: FOR UPDATE SKIP LOCKED) with each attempt, and a
 * network's keys for such callers.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { actions } from './actions';
import { created, fkey, ts, updated } from './columns';
import { inNetworkColumns, inNetworkKeys } from './in-network';
import { networks, tenants, users } from './organisations';

/** A report and the action it became: one per report (the same report twice at once makes one action). */
export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  ...inNetworkColumns(),
  source: text('source').notNull(),
  /** the report's id as text (the unique key) */
  reportingId: text('reporting_id').notNull(),
  /** the report's id as it came (a number or a string), sent back as it came */
  reportingValue: jsonb('reporting_value').notNull(),
  /** the action it became */
  actionId: integer('action_id'),
  /** the helpdesk status code both sides last knew */
  lastStatus: smallint('last_status'),
  receivedAt: ts('received_at').notNull().defaultNow(),
  updatedAt: updated(),
}, (t) => [
  ...inNetworkKeys(t),
  fkey(t.actionId, actions.id, 'set null'),
  check('reports_source_check', sql`${t.source} in ('helpdesk', 'marrekrite')`),
  uniqueIndex('reports_network_source_reporting').on(t.networkId, t.source, t.reportingId),
  index('reports_action').on(t.actionId),
]);

/** A status change to post back to the helpdesk: a queue in the database, retried with growing pauses. */
export const reportDeliveries = pgTable('report_deliveries', {
  id: serial('id').primaryKey(),
  ...inNetworkColumns(),
  reportId: integer('report_id').notNull(),
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
}, (t) => [
  ...inNetworkKeys(t),
  fkey(t.reportId, reports.id, 'cascade'),
  fkey(t.actionId, actions.id, 'set null'),
  index('report_deliveries_due').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
  index('report_deliveries_network').on(t.networkId, t.id),
  index('report_deliveries_action').on(t.actionId),
  index('report_deliveries_report').on(t.reportId),
]);

/** Every attempt of a delivery: when, the answer's status code or the error, how long it took. */
export const reportDeliveryAttempts = pgTable('report_delivery_attempts', {
  id: serial('id').primaryKey(),
  ...inNetworkColumns(),
  deliveryId: integer('delivery_id').notNull(),
  attemptedAt: ts('attempted_at').notNull().defaultNow(),
  statusCode: integer('status_code'),
  error: text('error'),
  durationMs: integer('duration_ms').notNull(),
}, (t) => [
  ...inNetworkKeys(t),
  fkey(t.deliveryId, reportDeliveries.id, 'cascade'),
  index('report_delivery_attempts_delivery').on(t.deliveryId, t.id),
  index('report_delivery_attempts_network').on(t.networkId, t.id),
]);

/**
 * A network's key for a caller from outside (modules/network-keys): only its SHA-256, one per
 * network and purpose. Made as integration_keys (0011) and renamed (0013): its foreign keys keep
 * the names they were given then.
 */
export const networkKeys = pgTable('network_keys', {
  networkId: integer('network_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  purpose: text('purpose').notNull(),
  keyHash: text('key_hash').notNull(),
  createdBy: integer('created_by'),
  createdAt: created(),
}, (t) => [
  primaryKey({ name: 'network_keys_pkey', columns: [t.networkId, t.purpose] }),
  fkey(t.networkId, networks.id, 'cascade', 'integration_keys'),
  fkey(t.tenantId, tenants.id, 'cascade', 'integration_keys'),
  fkey(t.createdBy, users.id, 'set null', 'integration_keys'),
  check('network_keys_purpose_check', sql`${t.purpose} in ('ogc', 'marrekrite')`),
  uniqueIndex('network_keys_hash').on(t.keyHash),
]);

/**
 * Actions (migration 0009, docs/actions.md): the work on a network, each of an action type, on a
 * map object or on the network, with a geometry of its own when the type has one. The bounding
 * box is kept for an own geometry only; an action on an object is found where its object is.
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { created, fkey, listOrder, textOrder, ts, updated } from './columns';
import { actionImageTypes, actionPriorities, actionStatuses, actionTypes, attributes } from './configuration';
import { inNetworkColumns, inNetworkKeys } from './in-network';
import { files, mapObjects } from './map-objects';
import { networks, teams, tenants, users } from './organisations';

export const actions = pgTable('actions', {
  id: serial('id').primaryKey(),
  ...inNetworkColumns(),
  dynamicActionTypeId: integer('dynamic_action_type_id').notNull(),
  mapObjectId: integer('map_object_id'),
  /** its object's code, kept by triggers (0034): the list's sort by it walks an index */
  mapObjectCode: text('map_object_code'),
  actionPriorityId: integer('action_priority_id'),
  actionStatusId: integer('action_status_id'),
  description: text('description'),
  geometry: jsonb('geometry'),
  minLon: doublePrecision('min_lon'),
  minLat: doublePrecision('min_lat'),
  maxLon: doublePrecision('max_lon'),
  maxLat: doublePrecision('max_lat'),
  createdBy: integer('created_by'),
  teamId: integer('team_id'),
  createdAt: created(),
  updatedAt: updated(),
  /** set by a final status, cleared by one no longer final */
  closedAt: ts('closed_at'),
  deletedAt: ts('deleted_at'),
}, (t) => [
  ...inNetworkKeys(t),
  fkey(t.dynamicActionTypeId, actionTypes.id, 'cascade'),
  fkey(t.mapObjectId, mapObjects.id, 'cascade'),
  fkey(t.actionPriorityId, actionPriorities.id, 'set null'),
  fkey(t.actionStatusId, actionStatuses.id, 'set null'),
  fkey(t.createdBy, users.id, 'set null'),
  fkey(t.teamId, teams.id, 'set null'),
  index('actions_object').on(t.mapObjectId),
  index('actions_type').on(t.dynamicActionTypeId),
  index('actions_network_updated').on(t.networkId, t.updatedAt, t.id),
  index('actions_network_priority').on(t.networkId, t.actionPriorityId, t.id).where(sql`${t.deletedAt} is null`),
  // Every order of the list, within the network's live rows, the id last (0018, db/list-page.ts).
  index('actions_network_id').on(t.networkId, t.id).where(sql`${t.deletedAt} is null`),
  ...listOrder('actions', t, {
    status: t.actionStatusId,
    type: t.dynamicActionTypeId,
    object_code: textOrder(t.mapObjectCode),
    team: t.teamId,
    creator: t.createdBy,
    created: t.createdAt,
    closed: t.closedAt,
  }),
  // As map_objects_box, for the actions with a geometry of their own.
  index('actions_box').using('gist', sql`box(point(${t.minLon}, ${t.minLat}), point(${t.maxLon}, ${t.maxLat}))`)
    .where(sql`${t.deletedAt} is null and ${t.minLon} is not null`),
]);

/** The filled attribute values of an action, one row each (as map_object_values). */
export const actionValues = pgTable('action_values', {
  tenantId: integer('tenant_id').notNull(),
  actionId: integer('action_id').notNull(),
  attributeId: integer('attribute_id').notNull(),
  value: jsonb('value').notNull(),
}, (t) => [
  primaryKey({ name: 'action_values_pk', columns: [t.actionId, t.attributeId] }),
  fkey(t.tenantId, tenants.id, 'cascade'),
  fkey(t.actionId, actions.id, 'cascade'),
  fkey(t.attributeId, attributes.id, 'cascade'),
  index('action_values_attribute').on(t.attributeId),
]);

/** An action's photos: their bytes in files, which go with the last photo naming them (0012). */
export const actionImages = pgTable('action_images', {
  id: serial('id').primaryKey(),
  ...inNetworkColumns(),
  actionId: integer('action_id').notNull(),
  actionImageTypeId: integer('action_image_type_id'),
  fileId: integer('file_id').notNull(),
  createdBy: integer('created_by'),
  createdAt: created(),
}, (t) => [
  ...inNetworkKeys(t),
  fkey(t.actionId, actions.id, 'cascade'),
  fkey(t.actionImageTypeId, actionImageTypes.id, 'set null'),
  fkey(t.fileId, files.id, 'cascade'),
  fkey(t.createdBy, users.id, 'set null'),
  index('action_images_action').on(t.actionId, t.id),
  index('action_images_file').on(t.fileId),
]);

/** The network's live actions counted per status, priority, type (0026) and team (0034): a big list's total without counting it. */
export const actionCounts = pgTable('action_counts', {
  networkId: integer('network_id').notNull(),
  actionStatusId: integer('action_status_id'),
  actionPriorityId: integer('action_priority_id'),
  dynamicActionTypeId: integer('dynamic_action_type_id').notNull(),
  teamId: integer('team_id'),
  n: integer('n').notNull(),
}, (t) => [
  fkey(t.networkId, networks.id, 'cascade'),
  uniqueIndex('action_counts_key').on(t.networkId, sql`coalesce(${t.actionStatusId}, 0)`, sql`coalesce(${t.actionPriorityId}, 0)`, t.dynamicActionTypeId, sql`coalesce(${t.teamId}, 0)`),
  index('action_counts_empty').on(t.n).where(sql`${t.n} = 0`),
]);

/**
 * Selections (migration 0019, docs/selections.md): named sets of a network's map objects, each of
 * a selection type; a route (a selection of an ordered type) keeps its objects in order and its
 * course, worked out along the network's line objects.
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { created, fkey, ts, updated } from './columns';
import { actionImageTypes, attributes, selectionTypes } from './configuration';
import { inNetworkColumns, inNetworkKeys } from './in-network';
import { files, mapObjects } from './map-objects';
import { teams, tenants, users } from './organisations';

export const selections = pgTable('selections', {
  id: serial('id').primaryKey(),
  ...inNetworkColumns(),
  selectionTypeId: integer('selection_type_id').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  createdBy: integer('created_by'),
  teamId: integer('team_id'),
  /** a route's course (GeoJSON LineString, MultiLineString with gaps); null for a set or until worked out */
  course: jsonb('course'),
  lengthM: doublePrecision('length_m'),
  /** the consecutive members no path joins: [{from, to}] (object ids) */
  gaps: jsonb('gaps'),
  /** when the course was worked out; null: to be worked out again (members or the network's lines changed) */
  courseAt: ts('course_at'),
  createdAt: created(),
  updatedAt: updated(),
  deletedAt: ts('deleted_at'),
}, (t) => [
  ...inNetworkKeys(t),
  fkey(t.selectionTypeId, selectionTypes.id, 'cascade'),
  fkey(t.createdBy, users.id, 'set null'),
  fkey(t.teamId, teams.id, 'set null'),
  index('selections_network_name').on(t.networkId, sql`(nullif(${t.name}, '') collate list_nl)`, t.id).where(sql`${t.deletedAt} is null`),
  index('selections_network_type').on(t.networkId, t.selectionTypeId, t.id).where(sql`${t.deletedAt} is null`),
  index('selections_selection_type_id').on(t.selectionTypeId),
  index('selections_created_by').on(t.createdBy),
  index('selections_team_id').on(t.teamId),
]);

/** A selection's objects: 1..n in order for a route (an object may come back, not twice in a row), once each for a set. */
export const selectionObjects = pgTable('selection_objects', {
  tenantId: integer('tenant_id').notNull(),
  selectionId: integer('selection_id').notNull(),
  position: integer('position').notNull(),
  mapObjectId: integer('map_object_id').notNull(),
}, (t) => [
  primaryKey({ name: 'selection_objects_pk', columns: [t.selectionId, t.position] }),
  fkey(t.tenantId, tenants.id, 'cascade'),
  fkey(t.selectionId, selections.id, 'cascade'),
  fkey(t.mapObjectId, mapObjects.id, 'cascade'),
  index('selection_objects_object').on(t.mapObjectId, t.selectionId),
]);

/** The filled attribute values of a selection, one row each (as map_object_values). */
export const selectionValues = pgTable('selection_values', {
  tenantId: integer('tenant_id').notNull(),
  selectionId: integer('selection_id').notNull(),
  attributeId: integer('attribute_id').notNull(),
  value: jsonb('value').notNull(),
}, (t) => [
  primaryKey({ name: 'selection_values_pk', columns: [t.selectionId, t.attributeId] }),
  fkey(t.tenantId, tenants.id, 'cascade'),
  fkey(t.selectionId, selections.id, 'cascade'),
  fkey(t.attributeId, attributes.id, 'cascade'),
  index('selection_values_attribute').on(t.attributeId),
]);

/** A selection's photos, their bytes in files (as map_object_images). */
export const selectionImages = pgTable('selection_images', {
  id: serial('id').primaryKey(),
  ...inNetworkColumns(),
  selectionId: integer('selection_id').notNull(),
  actionImageTypeId: integer('action_image_type_id'),
  fileId: integer('file_id').notNull(),
  caption: text('caption'),
  createdBy: integer('created_by'),
  createdAt: created(),
}, (t) => [
  ...inNetworkKeys(t),
  fkey(t.selectionId, selections.id, 'cascade'),
  fkey(t.actionImageTypeId, actionImageTypes.id, 'set null'),
  fkey(t.fileId, files.id, 'cascade'),
  fkey(t.createdBy, users.id, 'set null'),
  index('selection_images_selection').on(t.selectionId, t.id),
  index('selection_images_file').on(t.fileId),
  index('selection_images_action_image_type_id').on(t.actionImageTypeId),
  index('selection_images_created_by').on(t.createdBy),
]);

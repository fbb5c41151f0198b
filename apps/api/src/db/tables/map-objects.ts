/**
 * A network's map objects (migration 0008, docs/map-objects.md): GeoJSON with its bounding box in
 * plain columns, a code of the type's prefix and a running number, soft deletes; their values,
 * counters, the network's files (0008) and the objects' photos (0009).
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, created, fkey, listNoValue, listOrder, textOrder, ts, updated } from './columns';
import { actionImageTypes, attributes, mapObjectStatuses, mapObjectTypes } from './configuration';
import { inNetworkColumns, inNetworkKeys } from './in-network';
import { networks, teams, tenants, users } from './organisations';

export const mapObjects = pgTable('map_objects', {
  id: serial('id').primaryKey(),
  ...inNetworkColumns(),
  mapObjectTypeId: integer('map_object_type_id').notNull(),
  mapObjectStatusId: integer('map_object_status_id'),
  number: integer('number').notNull(),
  code: text('code').notNull(),
  name: text('name'),
  /** its type's label attribute's value (a lookup's name), else its name, else its code: kept by 0018's triggers */
  label: text('label').notNull(),
  geometry: jsonb('geometry').notNull(),
  minLon: doublePrecision('min_lon').notNull(),
  minLat: doublePrecision('min_lat').notNull(),
  maxLon: doublePrecision('max_lon').notNull(),
  maxLat: doublePrecision('max_lat').notNull(),
  lengthM: doublePrecision('length_m'),
  createdBy: integer('created_by'),
  teamId: integer('team_id'),
  /** the object it hangs on (0022), as its type's constraints allow; null: it stands alone */
  parentId: integer('parent_id'),
  createdAt: created(),
  updatedAt: updated(),
  deletedAt: ts('deleted_at'),
}, (t) => [
  ...inNetworkKeys(t),
  fkey(t.mapObjectTypeId, mapObjectTypes.id, 'cascade'),
  fkey(t.mapObjectStatusId, mapObjectStatuses.id, 'set null'),
  fkey(t.createdBy, users.id, 'set null'),
  fkey(t.teamId, teams.id, 'set null'),
  fkey(t.parentId, t.id, 'set null'),
  index('map_objects_parent').on(t.parentId).where(sql`${t.parentId} is not null`),
  uniqueIndex('map_objects_type_number').on(t.mapObjectTypeId, t.number),
  // The viewport's index: the bounding box as PostgreSQL's own box type in a GiST index (core
  // PostgreSQL, so PGlite has it too).
  index('map_objects_box').using('gist', sql`box(point(${t.minLon}, ${t.minLat}), point(${t.maxLon}, ${t.maxLat}))`)
    .where(sql`${t.deletedAt} is null`),
  // Every object, deleted too; deleted_at last, so the live ones' page is read from it alone (0035).
  index('map_objects_network_updated').on(t.networkId, t.updatedAt, t.id, t.deletedAt),
  index('map_objects_status').on(t.mapObjectStatusId),
  // Every order of the list, within the network's live rows, the id last (0018, db/list-page.ts);
  // texts in Dutch order (0007's collation).
  ...listOrder('map_objects', t, {
    code: textOrder(t.code),
    label: textOrder(t.label),
    name: textOrder(t.name),
    type: t.mapObjectTypeId,
    status: t.mapObjectStatusId,
    team: t.teamId,
    creator: t.createdBy,
  }),
  ...listNoValue('map_objects', t, { status: t.mapObjectStatusId }),
  // The searches (pg_trgm, where it exists).
  index('map_objects_code_fold_trgm').using('gin', sql`list_fold(${t.code}) gin_trgm_ops`),
  index('map_objects_name_fold_trgm').using('gin', sql`list_fold(${t.name}) gin_trgm_ops`),
]);

/** The filled attribute values of a map object, one row each. */
export const mapObjectValues = pgTable('map_object_values', {
  tenantId: integer('tenant_id').notNull(),
  mapObjectId: integer('map_object_id').notNull(),
  attributeId: integer('attribute_id').notNull(),
  value: jsonb('value').notNull(),
}, (t) => [
  primaryKey({ name: 'map_object_values_pk', columns: [t.mapObjectId, t.attributeId] }),
  fkey(t.tenantId, tenants.id, 'cascade'),
  fkey(t.mapObjectId, mapObjects.id, 'cascade'),
  fkey(t.attributeId, attributes.id, 'cascade'),
  // The attribute and the value's hash: a find by value (0025); the attribute alone for its key.
  index('map_object_values_attribute_value').on(t.attributeId, sql`md5(${t.value}::text)`),
]);

/** The last number given to a type's objects. */
export const mapObjectCounters = pgTable('map_object_counters', {
  ...inNetworkColumns(),
  mapObjectTypeId: integer('map_object_type_id').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
}, (t) => [...inNetworkKeys(t), fkey(t.mapObjectTypeId, mapObjectTypes.id, 'cascade')]);

/** Files uploaded to a network (the values of file attributes, photos), kept in the database. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  ...inNetworkColumns(),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdBy: integer('created_by'),
  createdAt: created(),
}, (t) => [...inNetworkKeys(t), fkey(t.createdBy, users.id, 'set null'), index('files_network').on(t.networkId)]);

/** A map object's photos (0009): their bytes in files, which go with the last photo naming them (0012). */
export const mapObjectImages = pgTable('map_object_images', {
  id: serial('id').primaryKey(),
  ...inNetworkColumns(),
  mapObjectId: integer('map_object_id').notNull(),
  actionImageTypeId: integer('action_image_type_id'),
  fileId: integer('file_id').notNull(),
  createdBy: integer('created_by'),
  createdAt: created(),
  /** what the photo shows (0023) */
  caption: text('caption'),
}, (t) => [
  ...inNetworkKeys(t),
  fkey(t.mapObjectId, mapObjects.id, 'cascade'),
  fkey(t.actionImageTypeId, actionImageTypes.id, 'set null'),
  fkey(t.fileId, files.id, 'cascade'),
  fkey(t.createdBy, users.id, 'set null'),
  index('map_object_images_object').on(t.mapObjectId, t.id),
  index('map_object_images_file').on(t.fileId),
]);

/** The network's live objects counted per type and status (0026): a big list's total without counting it. */
export const mapObjectCounts = pgTable('map_object_counts', {
  networkId: integer('network_id').notNull(),
  mapObjectTypeId: integer('map_object_type_id').notNull(),
  mapObjectStatusId: integer('map_object_status_id'),
  n: integer('n').notNull(),
}, (t) => [
  fkey(t.networkId, networks.id, 'cascade'),
  uniqueIndex('map_object_counts_key').on(t.networkId, t.mapObjectTypeId, sql`coalesce(${t.mapObjectStatusId}, 0)`),
  index('map_object_counts_empty').on(t.n).where(sql`${t.n} = 0`),
]);

/**
 * Areas of a network (migration 0024, docs/map-objects.md "Areas"): districts, municipalities,
 * maintenance zones with a name, a Polygon or MultiPolygon and its bounding box, their values,
 * and the attributes the network gives its areas. The network's own outline is another table
 * (organisations.ts `geo_objects`).
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { created, fkey, updated } from './columns';
import { attributes } from './configuration';
import { inNetworkColumns, inNetworkKeys } from './in-network';
import { tenants, users } from './organisations';

export const geoAreas = pgTable('geo_areas', {
  id: serial('id').primaryKey(),
  ...inNetworkColumns(),
  name: text('name').notNull(),
  geometry: jsonb('geometry').notNull(),
  minLon: doublePrecision('min_lon').notNull(),
  minLat: doublePrecision('min_lat').notNull(),
  maxLon: doublePrecision('max_lon').notNull(),
  maxLat: doublePrecision('max_lat').notNull(),
  createdBy: integer('created_by'),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [
  ...inNetworkKeys(t),
  fkey(t.createdBy, users.id, 'set null'),
  index('geo_areas_network_name').on(t.networkId, sql`(nullif(${t.name}, '') collate list_nl)`, t.id),
  // The box as PostgreSQL's box type (as map_objects_box): the areas a point may lie in, found first by their box.
  index('geo_areas_box').using('gist', sql`box(point(${t.minLon}, ${t.minLat}), point(${t.maxLon}, ${t.maxLat}))`),
  index('geo_areas_created_by').on(t.createdBy),
]);

/** The filled attribute values of an area, one row each (as map_object_values). */
export const geoAreaValues = pgTable('geo_area_values', {
  tenantId: integer('tenant_id').notNull(),
  geoAreaId: integer('geo_area_id').notNull(),
  attributeId: integer('attribute_id').notNull(),
  value: jsonb('value').notNull(),
}, (t) => [
  primaryKey({ name: 'geo_area_values_pk', columns: [t.geoAreaId, t.attributeId] }),
  fkey(t.tenantId, tenants.id, 'cascade'),
  fkey(t.geoAreaId, geoAreas.id, 'cascade'),
  fkey(t.attributeId, attributes.id, 'cascade'),
  index('geo_area_values_attribute').on(t.attributeId),
]);

/** The attributes of the network its areas have (GET /v1/geo_attribute): the network is the owner. */
export const geoAreaAttributes = pgTable('geo_area_attributes', {
  ...inNetworkColumns(),
  attributeId: integer('attribute_id').notNull(),
}, (t) => [
  primaryKey({ name: 'geo_area_attributes_pk', columns: [t.networkId, t.attributeId] }),
  ...inNetworkKeys(t),
  fkey(t.attributeId, attributes.id, 'cascade'),
  index('geo_area_attributes_attribute').on(t.attributeId),
]);

/**
 * Areas of a network (`/v1/geo`, the original client's geo objects): districts, municipalities,
 * maintenance zones, each a name, a GeoJSON Polygon or MultiPolygon (WGS84) and values of the
 * attributes the network gives its areas (`/v1/geo_attribute`, linked as
 * `/v1/network/{id}/geo_attribute`). An action falls in an area when where it is lies inside it.
 */
import { z } from 'zod';
import { listQueryWith } from './envelope';
import { INT_MAX } from './config-fields';
import { NAME_MAX } from './limits';
import { bboxParam, mapObjectValueInput, mapObjectValueSchema } from './map-objects';
import { versionInput } from './versions';

/** An area's geometry as read: a Polygon or a MultiPolygon. */
export const areaGeometrySchema = z.object({
  type: z.enum(['Polygon', 'MultiPolygon']),
  coordinates: z.array(z.unknown()),
}).meta({ id: 'AreaGeometry' });

export const geoAreaSchema = z.object({
  id: z.number().int(),
  network_id: z.number().int(),
  name: z.string(),
  geometry: areaGeometrySchema,
  /** [minLon, minLat, maxLon, maxLat] */
  bbox: z.array(z.number()),
  attributes: z.array(mapObjectValueSchema),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}).meta({ id: 'GeoArea' });
export type GeoArea = z.infer<typeof geoAreaSchema>;

const nameField = z.string().trim().min(1, { error: 'field.required' }).max(NAME_MAX);

export const geoAreaCreateSchema = z.object({
  name: nameField,
  geometry: z.unknown().refine((v) => v !== undefined, { error: 'field.required' }),
  attributes: z.array(mapObjectValueInput).max(1000).optional(),
});
export type GeoAreaCreate = z.infer<typeof geoAreaCreateSchema>;

/** PUT and PATCH alike: what is sent changes; made on the version read (updated_at or If-Match). */
export const geoAreaUpdateSchema = geoAreaCreateSchema.partial().extend({ updated_at: versionInput });
export type GeoAreaUpdate = z.infer<typeof geoAreaUpdateSchema>;

/**
 * GET /v1/geo: the list kit's parameters, `bbox` (the areas whose box meets it) and the answer's
 * form: a GeoJSON FeatureCollection of the whole view unless JSON is asked for (`Accept:
 * application/json` or `format=json`: the list's page), as the original client reads it.
 */
export const geoAreaListQuery = listQueryWith({
  bbox: bboxParam,
  format: z.enum(['json', 'csv', 'geojson']).optional(),
}, { unknown: 'refuse' });

/** An action's area in `GET /v1/network/{id}/action/city_district`: the area and the ids of the actions in it. */
export const areaActionsSchema = z.object({
  /** null: the actions in no area of the network */
  geo_area_id: z.number().int().nullable(),
  name: z.string().nullable(),
  count: z.number().int(),
  action_ids: z.array(z.number().int()),
}).meta({ id: 'AreaActions' });

/** POST /v1/geo/import[?dry_run=true]: a FeatureCollection of areas (name and attributes by name in the properties). */
export const geoAreaImportQuery = z.object({
  dry_run: z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1'),
});
export const GEO_AREA_IMPORT_MAX_FEATURES = 5000;
export const geoAreaImportBody = z.object({
  type: z.literal('FeatureCollection', { error: 'import.not_feature_collection' }),
  features: z.array(z.unknown()).min(1, { error: 'import.no_features' }).max(GEO_AREA_IMPORT_MAX_FEATURES, { error: `import.too_many_rows: ${GEO_AREA_IMPORT_MAX_FEATURES}` }),
});

/** An id in a path or filter. */
export const areaIdInput = z.coerce.number().int().min(1).max(INT_MAX);
export type AreaActions = z.infer<typeof areaActionsSchema>;

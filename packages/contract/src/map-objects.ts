/**
 * Map objects: a network's signposts, route segments and areas, each of a map object type of
 * that network, with a status, a GeoJSON geometry (WGS84, longitude first) of the type's geo
 * type, and values of the type's attributes. `code` is the type's prefix and a running number
 * per type and network, given by the server and never reused. Deleting is soft: a deleted
 * object keeps its `deleted_at` and can be restored.
 */
import { z } from 'zod';
import { embedded, listQueryWith, refuseUnknownParameters } from './envelope';
import { INT_MAX, refInput } from './config-fields';
import { GEO_TYPES, mapObjectTypeSchema } from './map-object-types';
import { mapObjectStatusSchema } from './map-object-statuses';
import { NAME_MAX } from './limits';
import { versionInput } from './versions';

/** GeoJSON's geometry type of each geo type of the configuration. */
export const GEOJSON_TYPE = { point: 'Point', linestring: 'LineString', polygon: 'Polygon' } as const;

/** A GeoJSON geometry as read: its type and positions (the server's checker says what is valid). */
export const geometrySchema = z.object({
  type: z.enum(['Point', 'LineString', 'Polygon']),
  coordinates: z.array(z.unknown()),
}).meta({ id: 'Geometry' });
export type Geometry =
  | { type: 'Point'; coordinates: [number, number] }
  | { type: 'LineString'; coordinates: [number, number][] }
  | { type: 'Polygon'; coordinates: [number, number][][] };

/** An attribute value of an object as read, in the type's attribute order. */
export const mapObjectValueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  value: z.unknown(),
}).meta({ id: 'MapObjectValue' });
export type MapObjectValue = z.infer<typeof mapObjectValueSchema>;

/** GET /v1/object/{id}/attribute (and an action's): every value, `{data: [...]}`, no pages. */
export const valuesAnswerSchema = z.object({ data: z.array(mapObjectValueSchema) });

export const mapObjectSchema = z.object({
  id: z.number().int(),
  network_id: z.number().int(),
  code: z.string(),
  name: z.string().nullable(),
  /** what the map writes beside it: the value of the type's label attribute, else the name, else the code */
  label: z.string(),
  map_object_type_id: z.number().int(),
  map_object_type_name: z.string(),
  geo_type: z.enum(GEO_TYPES),
  map_object_status_id: z.number().int().nullable(),
  map_object_status_name: z.string().nullable(),
  geometry: geometrySchema,
  /** a line's length in metres on the ellipsoid; null for points and areas */
  length_m: z.number().nullable(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  team_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  /** the object it hangs on (a sign on its post), as its type's constraints allow; null: it stands alone */
  parent_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  /** who deleted it (the audit log's last delete entry); null while it is not deleted, or when nobody is known */
  deleted_by: z.number().int().nullable(),
  deleted_by_name: z.string().nullable(),
  attributes: z.array(mapObjectValueSchema),
  /** include=type: the object's type as GET /v1/type/{id} shows it */
  type: embedded(mapObjectTypeSchema),
  /** include=status: its status as GET /v1/map_object_status/{id} shows it; `{data: null}` without one */
  status: embedded(mapObjectStatusSchema.nullable()),
}).meta({ id: 'MapObject' });

/** What an object's answers may embed (`include=type,status`). */
export const MAP_OBJECT_INCLUDES = ['type', 'status'] as const;
export type MapObject = z.infer<typeof mapObjectSchema>;

/** A value as written: the attribute's id and its value (null or '' empties it). */
export const mapObjectValueInput = z.object({
  id: z.coerce.number().int().min(1).max(INT_MAX),
  value: z.unknown(),
});

const attributesInput = z.array(mapObjectValueInput).max(1000);

export const mapObjectCreateSchema = z.object({
  map_object_type_id: z.coerce.number().int().min(1).max(INT_MAX),
  map_object_status_id: refInput,
  name: z.string().trim().max(NAME_MAX).nullable().optional(),
  geometry: z.unknown().refine((v) => v !== undefined, { error: 'field.required' }),
  attributes: attributesInput.optional(),
  /** one of the creator's teams on the network; default: their team there, when they have one */
  team_id: refInput,
  /**
   * The object it hangs on, of the network, live, of a type its type's constraints name (the
   * types it may hang under), and not itself or one of its own parts; null: it stands alone.
   */
  parent_id: refInput,
});
export type MapObjectCreate = z.infer<typeof mapObjectCreateSchema>;

/** PUT and PATCH alike: what is sent changes; the type may be sent again unchanged. */
export const mapObjectUpdateSchema = mapObjectCreateSchema.partial().extend({
  geometry: z.unknown().optional(),
  updated_at: versionInput,
});
export type MapObjectUpdate = z.infer<typeof mapObjectUpdateSchema>;

/** PATCH /v1/object/{id}/attribute: only the values. */
export const mapObjectValuesBody = z.object({ attributes: attributesInput });

/** PATCH /v1/object/{id}/attribute/{attributeId}: one value. */
export const mapObjectValueBody = z.object({ value: z.unknown() });

/** `minLon,minLat,maxLon,maxLat` in WGS84 degrees. */
export const bboxParam = z.string().max(200).optional().transform((text, ctx) => {
  if (text === undefined || text === '') return undefined;
  const parts = text.split(',').map((p) => Number(p.trim()));
  const [minLon, minLat, maxLon, maxLat] = parts;
  const valid = parts.length === 4 && parts.every(Number.isFinite)
    && minLon >= -180 && maxLon <= 180 && minLat >= -90 && maxLat <= 90 && minLon <= maxLon && minLat <= maxLat;
  if (!valid) {
    ctx.addIssue({ code: 'custom', message: 'bbox.invalid' });
    return z.NEVER;
  }
  return { minLon, minLat, maxLon, maxLat };
});
export type Bbox = { minLon: number; minLat: number; maxLon: number; maxLat: number };

/**
 * GET /v1/object: the list kit's parameters, plus the viewport, the type, the status, the
 * GeoJSON format (`format=geojson` or `Accept: application/geo+json`) and `deleted=true`: the
 * deleted objects instead (the most recently deleted first), to restore one.
 */
/** A flag as PHP's http_build_query writes it (false: 0, true: 1) or as words; none: false. */
export const flagParam = z.enum(['true', 'false', '1', '0', '']).optional().transform((v) => v === 'true' || v === '1');

/** The plain filters of the objects' lists (`/v1/object`, a network's children, its sync). */
export const objectFilterFields = {
  bbox: bboxParam,
  map_object_type_id: z.coerce.number().int().min(1).max(INT_MAX).optional(),
  map_object_status_id: z.coerce.number().int().min(1).max(INT_MAX).optional(),
};

export const mapObjectListQuery = listQueryWith({
  deleted: flagParam,
  ...objectFilterFields,
  format: z.enum(['json', 'csv', 'geojson']).optional(),
}, { unknown: 'refuse' });

/**
 * `depth`, how many levels of objects hanging under objects a children's list goes down: a
 * number from 1 (1: what hangs directly under the network or the object); `0` or `true`: every
 * level (`'all'`); none, empty or `false` (the original client's default): the list's default
 * (a network's: every level; an object's: 1). Anything else is refused.
 */
export const depthParam = z.string().max(10).regex(/^(\d{1,3}|true|false)?$/, { error: 'list.invalid_value' }).optional()
  .transform((v): number | 'all' | undefined => (v === undefined || v === '' || v === 'false' ? undefined : v === 'true' || Number(v) === 0 ? 'all' : Number(v)));

/**
 * GET /v1/network/{id}/children and /v1/object/{id}/children: the same filters as /v1/object, a
 * page at a time, by id, `depth` levels down (depthParam).
 */
export const mapObjectChildrenQuery = listQueryWith({
  ...objectFilterFields,
  depth: depthParam,
}, { unknown: 'refuse' });

/** DELETE /v1/object/{id}: `with_children=true` deletes what hangs on it too (else an object with live children is refused). */
export const mapObjectDeleteQuery = z.object({ with_children: flagParam });

/** A moment as a field app sends it: Unix seconds (the original client; 0 is the beginning) or an ISO 8601 time. */
export const sinceParam = z.string().max(40).optional().transform((text, ctx) => {
  if (text === undefined || text === '') return undefined;
  const ms = /^\d{1,12}$/.test(text) ? Number(text) * 1000 : /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : Number.NaN;
  if (!Number.isFinite(ms)) {
    ctx.addIssue({ code: 'custom', message: 'time.invalid' });
    return z.NEVER;
  }
  return new Date(ms).toISOString();
});

/** A sync's `deleted_at` flag: whether the deleted rows come too (true, 1, or none) or not (false, 0). */
export const withDeletedParam = z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === undefined || v === 'true' || v === '1');

/**
 * GET /v1/network/{id}/children/web2: the objects changed since `updated_at`, of a type or
 * status when asked. `deleted_at` (the original client's flag, false by default there): true
 * or 1 adds the deleted ones with their `deleted_at`, false or 0 leaves them out; none adds them.
 */
const syncShape = {
  updated_at: sinceParam,
  deleted_at: withDeletedParam,
  map_object_type_id: objectFilterFields.map_object_type_id,
  map_object_status_id: objectFilterFields.map_object_status_id,
};
export const mapObjectSyncQuery = z.looseObject(syncShape).superRefine(refuseUnknownParameters(Object.keys(syncShape)));

/** The media type of a GeoJSON answer. */
export const GEOJSON_MEDIA_TYPE = 'application/geo+json';

/** GET /v1/object/count: how many objects each type has (types without objects left out), optionally of one status. */
export const mapObjectCountQuery = z.object({
  map_object_status_id: z.coerce.number().int().min(1).max(INT_MAX).optional(),
});
export const mapObjectCountSchema = z.object({
  map_object_type_id: z.number().int(),
  count: z.number().int(),
}).meta({ id: 'MapObjectCount' });
export type MapObjectCount = z.infer<typeof mapObjectCountSchema>;

/** The most features one GeoJSON import takes. */
export const OBJECT_IMPORT_MAX_FEATURES = 10_000;
/** The largest GeoJSON file an import takes. */
export const OBJECT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * POST /v1/object/import?map_object_type_id=…[&dry_run=true]: a GeoJSON FeatureCollection
 * (RFC 7946) of objects of one type. Each feature's geometry is the object's; its properties
 * `name`, `map_object_status_id` or `map_object_status_name`, and the type's attributes by
 * name (lookup values by id or name): what the GeoJSON export writes. Other properties are
 * left alone. A feature whose `id` (the feature's or its property's) is a live object of the
 * network and type updates that object, else one whose property `code` is one; the others are
 * new. The answer is the imports' report (contract imports.ts), one row per feature: create,
 * update (its key the object's code) or refuse.
 */
export const mapObjectImportQuery = z.object({
  map_object_type_id: z.coerce.number().int().min(1).max(INT_MAX),
  dry_run: z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1'),
});
export const mapObjectImportBody = z.object({
  type: z.literal('FeatureCollection', { error: 'import.not_feature_collection' }),
  features: z.array(z.unknown()).min(1, { error: 'import.no_features' }).max(OBJECT_IMPORT_MAX_FEATURES, { error: `import.too_many_rows: ${OBJECT_IMPORT_MAX_FEATURES}` }),
});

/**
 * POST /v2/object/{id}/split: the point (a GeoJSON Point, or a Feature holding one) where a line
 * is split; it is snapped onto the line. Made on the version read when `updated_at` is sent.
 */
export const mapObjectSplitBody = z.object({
  geometry: z.unknown().refine((v) => v !== undefined, { error: 'field.required' }),
  updated_at: versionInput,
});

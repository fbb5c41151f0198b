/**
 * Geo-server exports: one per map object type, a key-value entry of the network under
 * `geoserver_export_{mapObjectTypeId}`; POST /v1/export/geoserver/key_value/{key} exports it.
 */
import { z } from 'zod';
import { INT_MAX } from './config-fields';

export const GEOSERVER_KEY_PREFIX = 'geoserver_export_';
export const geoserverKey = (typeId: number) => `${GEOSERVER_KEY_PREFIX}${typeId}`;
/** Beside attribute names, an export can publish the object's name and length. */
export const SPECIAL_EXPORT_ATTRIBUTES = ['object_name', 'object_length'] as const;

/** An id the entry names: one a column can hold (the entry is free JSON, kept by /v1/kv). */
const entryId = z.number().int().min(1).max(INT_MAX);

export const geoserverExportSchema = z.object({
  network_id: entryId,
  map_object_type_id: entryId,
  name: z.string().trim().min(1, { error: 'field.required' }).max(255),
  map_object_status_id: z.array(entryId).max(1000),
  attributes: z.array(z.string().min(1).max(255)).max(1000),
  /** When the export last ran (ISO 8601); the export call sets it. */
  exported_at: z.string().max(64).optional(),
}).meta({ id: 'GeoserverExport' });
export type GeoserverExport = z.infer<typeof geoserverExportSchema>;

/** What an export published: the layer, its columns and the statuses of the objects in it. */
export const geoserverExportResultSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** The layer's name on the geo-server: stable for one network and map object type. */
  layer: z.string(),
  map_object_type_id: z.number().int(),
  columns: z.array(z.string()),
  status_ids: z.array(z.number().int()),
  exported_at: z.string(),
}).meta({ id: 'GeoserverExportResult' });
export type GeoserverExportResult = z.infer<typeof geoserverExportResultSchema>;

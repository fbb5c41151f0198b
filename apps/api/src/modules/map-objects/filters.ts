import { sql, type SQL } from 'drizzle-orm';
import type { Bbox } from '@console/contract/map-objects';
import { inBox } from './presenter';

/** The plain filters of the objects' lists, as they read them. */
export interface ObjectFilters { bbox?: Bbox; map_object_type_id?: number; map_object_status_id?: number }

/**
 * The plain filters (a viewport, a type, a status) as conditions on `o`: one reading for
 * /v1/object, a network's children and its sync, so a filter one of them honours none ignores.
 */
export const objectFilters = (q: ObjectFilters): SQL[] => [
  ...(q.bbox ? [inBox(q.bbox)] : []),
  ...(q.map_object_type_id ? [sql`o.map_object_type_id = ${q.map_object_type_id}`] : []),
  ...(q.map_object_status_id ? [sql`o.map_object_status_id = ${q.map_object_status_id}`] : []),
];

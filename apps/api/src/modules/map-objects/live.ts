/**
 * Map objects as soft-deleted rows (lib/soft-delete): what a write holds of one, and the kit that
 * holds, changes, deletes and restores it, and answers "the object is of the network and not
 * deleted" for what lives under it (its photos, its actions).
 */
import { liveRows } from '../../lib/soft-delete/live-rows';

/** An object's fields as a write holds them, for its checks and the audit's before and after. */
export interface ObjectRow {
  id: number;
  map_object_type_id: number;
  map_object_status_id: number | null;
  name: string | null;
  geometry: unknown;
  created_by: number | null;
  team_id: number | null;
  parent_id: number | null;
  deleted_at: string | null;
  updated_at: string;
}

export const liveObjects = liveRows<ObjectRow>({
  table: 'map_objects',
  subject: 'object',
  columns: ['id', 'map_object_type_id', 'map_object_status_id', 'name', 'geometry', 'created_by', 'team_id', 'parent_id', 'deleted_at', 'updated_at'],
  box: 'with-length',
});

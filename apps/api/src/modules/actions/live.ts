/**
 * Actions as soft-deleted rows (lib/soft-delete): what a write holds of one, and the kit that
 * holds, changes and deletes it, and answers "the action is of the network and not deleted" for
 * its comments and photos (which hold it for share while they are written, so its delete waits).
 */
import { liveRows } from '../../lib/soft-delete/live-rows';

/** An action's fields as a write holds them, for its checks and the audit's before and after. */
export interface ActionRow {
  id: number;
  dynamic_action_type_id: number;
  map_object_id: number | null;
  action_priority_id: number | null;
  action_status_id: number | null;
  description: string | null;
  geometry: unknown;
  created_by: number | null;
  team_id: number | null;
  closed_at: string | null;
  deleted_at: string | null;
  updated_at: string;
}

export const liveActions = liveRows<ActionRow>({
  table: 'actions',
  subject: 'action',
  columns: ['id', 'dynamic_action_type_id', 'map_object_id', 'action_priority_id', 'action_status_id', 'description', 'geometry',
    'created_by', 'team_id', 'closed_at', 'deleted_at', 'updated_at'],
  box: 'box',
});

/** What a comment's or photo's checks read of its action: its type (the photo's image types) and object (a photo's copy). */
export const ACTION_OF_CHILD = ['id', 'dynamic_action_type_id', 'map_object_id'] as const;

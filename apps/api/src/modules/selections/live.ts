/**
 * Selections as soft-deleted rows (lib/soft-delete): what a write holds of one, and the kit that
 * holds, changes, deletes and restores it, and answers "the selection is of the network and not
 * deleted" for what lives under it (its photos).
 */
import { liveRows } from '../../lib/soft-delete/live-rows';

/** A selection's fields as a write holds them, for its checks and the audit's before and after. */
export interface SelectionRow {
  id: number;
  selection_type_id: number;
  name: string;
  description: string | null;
  created_by: number | null;
  team_id: number | null;
  deleted_at: string | null;
  updated_at: string;
}

export const liveSelections = liveRows<SelectionRow>({
  table: 'selections',
  subject: 'selection',
  columns: ['id', 'selection_type_id', 'name', 'description', 'created_by', 'team_id', 'deleted_at', 'updated_at'],
});

/** What a photo's checks read of its selection: its type (whose it is) and its creator and team (the lock). */
export const SELECTION_OF_CHILD = ['id', 'selection_type_id', 'created_by', 'team_id'] as const;

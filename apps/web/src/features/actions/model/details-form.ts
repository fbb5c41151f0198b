/**
 * The action's details form (status, priority, description) as pure functions: its values from
 * the action, and the PATCH body of what changed only. A status the caller's role may not set is
 * refused by the server even when it is the one stored, so an unchanged status is never sent.
 */
import type { Action, ActionUpdate } from '@console/contract/actions';

export interface DetailsValues {
  action_status_id?: number | null;
  action_priority_id?: number | null;
  description?: string;
}

export function detailsOf(action: Action): DetailsValues {
  return { action_status_id: action.action_status_id, action_priority_id: action.action_priority_id, description: action.description ?? '' };
}

/** What changed, as the API takes it: an empty description is null, no priority is null. */
export function changedDetails(action: Action, values: DetailsValues): ActionUpdate {
  const body: ActionUpdate = {};
  const status = values.action_status_id ?? null;
  if (status !== null && status !== action.action_status_id) body.action_status_id = status;
  const priority = values.action_priority_id ?? null;
  if (priority !== action.action_priority_id) body.action_priority_id = priority;
  const description = (values.description ?? '').trim();
  if (description !== (action.description ?? '')) body.description = description === '' ? null : description;
  return body;
}

/** The status select's options: the ones the caller may set, and the stored one, shown but not choosable when it is not among them. */
export function statusOptions(selectable: readonly { id: number; name: string }[], action: Pick<Action, 'action_status_id' | 'action_status_name'>, notSelectable: (name: string) => string) {
  const options = selectable.map((s) => ({ value: s.id, label: s.name, disabled: false }));
  const current = action.action_status_id;
  if (current === null || selectable.some((s) => s.id === current)) return options;
  return [{ value: current, label: notSelectable(action.action_status_name ?? String(current)), disabled: true }, ...options];
}

/**
 * "Foto verplicht": a final status chosen while the action's object's type asks a photo and the
 * action has none is refused before it is sent (the server refuses it alike).
 */
export function needsPhotoFirst(statusId: number | null | undefined, statuses: readonly { id: number; is_final: boolean }[], photoRequired: boolean, photos: number): boolean {
  return photoRequired && photos === 0 && statuses.some((s) => s.id === statusId && s.is_final);
}

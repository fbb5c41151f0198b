import { describe, expect, it } from 'vitest';
import type { Action } from '@console/contract/actions';
import { changedDetails, detailsOf, needsPhotoFirst, statusOptions } from './details-form';

const action = { id: 1, action_status_id: 3, action_status_name: 'Gemeld', action_priority_id: null, description: 'Paal scheef' } as Action;

describe("an action's details form", () => {
  it('starts from the action', () => {
    expect(detailsOf(action)).toEqual({ action_status_id: 3, action_priority_id: null, description: 'Paal scheef' });
  });

  it('sends only what changed', () => {
    expect(changedDetails(action, detailsOf(action))).toEqual({});
    expect(changedDetails(action, { ...detailsOf(action), action_status_id: 4 })).toEqual({ action_status_id: 4 });
    expect(changedDetails(action, { ...detailsOf(action), action_priority_id: 2, description: '  ' })).toEqual({ action_priority_id: 2, description: null });
    expect(changedDetails({ ...action, action_priority_id: 2 }, { ...detailsOf(action), action_priority_id: undefined })).toEqual({ action_priority_id: null });
    expect(changedDetails(action, { ...detailsOf(action), description: ' Paal scheef ' })).toEqual({});
  });

  it('offers the selectable statuses, and the stored one disabled when the role may not set it', () => {
    const selectable = [{ id: 4, name: 'In behandeling' }];
    expect(statusOptions(selectable, action, (n) => `${n}!`)).toEqual([
      { value: 3, label: 'Gemeld!', disabled: true }, { value: 4, label: 'In behandeling', disabled: false },
    ]);
    expect(statusOptions([{ id: 3, name: 'Gemeld' }], action, (n) => n)).toEqual([{ value: 3, label: 'Gemeld', disabled: false }]);
  });

  it('asks the photo first only for a final status, on an object whose type asks one, while the action has none', () => {
    const statuses = [{ id: 1, is_final: false }, { id: 2, is_final: true }];
    expect(needsPhotoFirst(2, statuses, true, 0)).toBe(true);
    expect(needsPhotoFirst(1, statuses, true, 0)).toBe(false);
    expect(needsPhotoFirst(2, statuses, true, 1)).toBe(false);
    expect(needsPhotoFirst(2, statuses, false, 0)).toBe(false);
    expect(needsPhotoFirst(undefined, statuses, true, 0)).toBe(false);
  });
});

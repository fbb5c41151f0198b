import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { conflictRows, mergedValues, sameValue, versionConflictOf } from './conflict-model';

const keys = ['name', 'attribute_1', 'attribute_2', 'attribute_3'];
// Both read Nummer 12; someone else saved 13; the user changed only Opmerking.
const base = { name: 'Paal', attribute_1: 12, attribute_2: undefined, attribute_3: 'x' };
const theirs = { name: 'Paal', attribute_1: 13, attribute_2: null, attribute_3: 'y' };
const mine = { name: 'Paal', attribute_1: 12, attribute_2: 'scheef', attribute_3: 'z' };

describe('conflictRows', () => {
  it('lists the fields whose values differ, keeping by default the side that changed each', () => {
    expect(conflictRows(keys, base, mine, theirs)).toEqual([
      { key: 'attribute_1', mine: 12, theirs: 13, changedByMe: false, changedMeanwhile: true, choice: 'theirs' },
      { key: 'attribute_2', mine: 'scheef', theirs: null, changedByMe: true, changedMeanwhile: false, choice: 'mine' },
      { key: 'attribute_3', mine: 'z', theirs: 'y', changedByMe: true, changedMeanwhile: true, choice: 'mine' },
    ]);
  });

  it('takes nothing filled in as one value (undefined, null, empty text, no choices)', () => {
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue('', null)).toBe(true);
    expect(sameValue([], undefined)).toBe(true);
    expect(sameValue([1], [1])).toBe(true);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue(false, null)).toBe(false);
  });
});

describe('mergedValues', () => {
  it('saves the record as it is now with the user\'s values where chosen, so a field only they changed is never undone', () => {
    expect(mergedValues(mine, theirs, { attribute_1: 'theirs', attribute_2: 'mine', attribute_3: 'theirs' }))
      .toEqual({ name: 'Paal', attribute_1: 13, attribute_2: 'scheef', attribute_3: 'y' });
  });
});

describe('versionConflictOf', () => {
  const body = { detail: 'Dit is intussen gewijzigd', changes: [{ field: 'name', user_name: 'Anna', at: '2026-11-28 05:00:00+00' }], current: { id: 1 } };
  it('reads a 409 and a 412 with the conflict shape, nothing else', () => {
    expect(versionConflictOf(new ApiError(409, body))).toEqual(body);
    expect(versionConflictOf(new ApiError(412, body))).toEqual(body);
    expect(versionConflictOf(new ApiError(400, body))).toBeNull();
    expect(versionConflictOf(new ApiError(409, { detail: 'x' }))).toBeNull();
    expect(versionConflictOf(new Error('x'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { intersectById } from './intersection';

const rows = (...ids: number[]) => ids.map((id) => ({ id, name: `row ${id}` }));

describe('intersectById', () => {
  it('keeps the rows every list has, in the order of the first', () => {
    expect(intersectById([rows(3, 1, 2), rows(2, 3), rows(1, 2, 3)]).map((r) => r.id)).toEqual([3, 2]);
  });

  it('is the list itself for one type, and nothing for no types', () => {
    expect(intersectById([rows(1, 2)]).map((r) => r.id)).toEqual([1, 2]);
    expect(intersectById([])).toEqual([]);
  });

  it('is empty when the types share nothing, or one type offers nothing', () => {
    expect(intersectById([rows(1), rows(2)])).toEqual([]);
    expect(intersectById([rows(1, 2), []])).toEqual([]);
  });
});

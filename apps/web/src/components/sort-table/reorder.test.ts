import { describe, expect, it } from 'vitest';
import { reorder } from './reorder';

const rows = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
const ids = (r: { id: number }[]) => r.map((x) => x.id);

describe('reorder', () => {
  it('moves a row down to the place of another', () => {
    expect(ids(reorder(rows, 1, 3))).toEqual([2, 3, 1, 4]);
  });
  it('moves a row up to the place of another', () => {
    expect(ids(reorder(rows, 4, 2))).toEqual([1, 4, 2, 3]);
  });
  it('keeps the order for an unknown id or a drop on itself', () => {
    expect(ids(reorder(rows, 9, 2))).toEqual([1, 2, 3, 4]);
    expect(ids(reorder(rows, 2, 2))).toEqual([1, 2, 3, 4]);
  });
});

import { describe, expect, it } from 'vitest';
import { openFirst } from './object-actions';

describe("an object's actions in its panel", () => {
  it('come open first, then the closed ones, each newest first', () => {
    const actions = [
      { id: 1, closed_at: null },
      { id: 2, closed_at: '2026-11-01 10:00:00+00' },
      { id: 3, closed_at: null },
      { id: 4, closed_at: '2026-11-02 10:00:00+00' },
    ];
    expect(openFirst(actions).map((a) => a.id)).toEqual([3, 1, 4, 2]);
    expect(actions.map((a) => a.id)).toEqual([1, 2, 3, 4]);
  });
});

import { describe, expect, it } from 'vitest';
import { NO_STATUS_COLOUR, STATUS_PALETTE, statusColour, statusesOf } from './status-colour';

describe('statusColour', () => {
  it("is the status's own colour when it has one", () => {
    expect(statusColour({ id: 3, color: '#52c41a' })).toBe('#52c41a');
  });

  it('is a palette colour by the id for a status without one, the same every time', () => {
    expect(statusColour({ id: 3, color: '-' })).toBe(STATUS_PALETTE[3]);
    expect(statusColour({ id: 3 + STATUS_PALETTE.length, color: '' })).toBe(STATUS_PALETTE[3]);
    expect(statusColour({ id: 4, color: '-' })).not.toBe(statusColour({ id: 3, color: '-' }));
  });

  it('is grey without a status', () => {
    expect(statusColour(null)).toBe(NO_STATUS_COLOUR);
    expect(statusColour(undefined)).toBe(NO_STATUS_COLOUR);
  });
});

describe('statusesOf', () => {
  it('picks the statuses of the ids in their weight order', () => {
    const statuses = [{ id: 1, weight: 3 }, { id: 2, weight: 1 }, { id: 3, weight: 2 }];
    expect(statusesOf(statuses, [1, 2, 1]).map((s) => s.id)).toEqual([2, 1]);
    expect(statusesOf(statuses, [])).toEqual([]);
  });
});

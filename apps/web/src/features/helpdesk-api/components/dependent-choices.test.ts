import { describe, expect, it } from 'vitest';
import { attributesEnabled } from './dependent-choices';

describe('attributesEnabled', () => {
  it('needs both the map object type and the action type', () => {
    expect(attributesEnabled(1, 2)).toBe(true);
    expect(attributesEnabled(1, null)).toBe(false);
    expect(attributesEnabled(undefined, 2)).toBe(false);
    expect(attributesEnabled(null, undefined)).toBe(false);
  });
});

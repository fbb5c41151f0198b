import { describe, expect, it } from 'vitest';
import { objectOf, withObject } from './map-url';

describe("the map's address", () => {
  it('opens the object it names', () => {
    expect(objectOf(new URLSearchParams('object=12'))).toBe(12);
    expect(objectOf(new URLSearchParams(''))).toBeNull();
    expect(objectOf(new URLSearchParams('object=0'))).toBeNull();
    expect(objectOf(new URLSearchParams('object=12abc'))).toBeNull();
  });

  it('follows the selection and keeps the rest', () => {
    expect(withObject(new URLSearchParams('x=1'), 5).toString()).toBe('x=1&object=5');
    expect(withObject(new URLSearchParams('object=5&x=1'), null).toString()).toBe('x=1');
  });
});

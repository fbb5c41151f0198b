import { describe, expect, it } from 'vitest';
import { objectOf, selectionOf, withObject, withSelection } from './map-url';

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

  it('shows the selection it names over the map, beside the open object', () => {
    expect(selectionOf(new URLSearchParams('object=3&selection=8'))).toBe(8);
    expect(selectionOf(new URLSearchParams('selection=-1'))).toBeNull();
    expect(withSelection(new URLSearchParams('object=3'), 8).toString()).toBe('object=3&selection=8');
    expect(withSelection(new URLSearchParams('selection=8&object=3'), null).toString()).toBe('object=3');
  });
});

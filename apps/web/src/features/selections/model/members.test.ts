import { describe, expect, it } from 'vitest';
import type { SelectionObject } from '@console/contract/selections';
import { endsOn, idsInOrder, memberRows, membersBounds, namedGaps, reversedIds, withMember, withoutMember } from './members';

const member = (position: number, id: number, code: string, label = ''): SelectionObject => ({
  position, id, code, label, map_object_type_id: 1, map_object_type_name: 'Knooppuntpaal',
  geometry: { type: 'Point', coordinates: [5, 52] }, deleted_at: null,
});

// A route that passes junction 10 twice.
const route = memberRows([member(3, 10, 'K10', '10'), member(1, 10, 'K10', '10'), member(2, 20, 'K20'), member(4, 30, 'K30', '30')]);

describe("a selection's members as its page edits them", () => {
  it('lists them by position, each known by its position, named by label with code, or code alone', () => {
    expect(route.map((r) => [r.id, r.objectId, r.name])).toEqual([[1, 10, '10 (K10)'], [2, 20, 'K20'], [3, 10, '10 (K10)'], [4, 30, '30 (K30)']]);
  });

  it('turns a new order of positions into object ids, a junction passed twice kept twice', () => {
    expect(idsInOrder(route, [2, 1, 4, 3])).toEqual([20, 10, 30, 10]);
  });

  it('never sends a junction twice in a row, which the server refuses: a new order or a removal that brings it next to itself makes one stop', () => {
    expect(idsInOrder(route, [4, 1, 3, 2])).toEqual([30, 10, 20]);
    expect(withoutMember(route, 2)).toEqual([10, 30]);
    expect(withoutMember(route, 3)).toEqual([10, 20, 30]);
  });

  it('removes one stop by its position, not every stop at that junction', () => {
    expect(withoutMember(route, 3)).toEqual([10, 20, 30]);
  });

  it('reverses a route', () => {
    expect(reversedIds(route)).toEqual([30, 10, 20, 10]);
  });

  it('adds a stop at the end of a route again, but an object to a set only once', () => {
    expect(withMember(route, 20, true)).toEqual([10, 20, 10, 30, 20]);
    expect(endsOn(route, 30)).toBe(true);
    expect(endsOn(route, 10)).toBe(false);
    expect(endsOn([], 10)).toBe(false);
    expect(withMember(route, 20, false)).toEqual([10, 20, 10, 30]);
    expect(withMember(route, 40, false)).toEqual([10, 20, 10, 30, 40]);
  });

  it('names a gap by the two stops that follow each other there', () => {
    const [gap] = namedGaps(route, [{ from: 10, to: 30 }]);
    expect([gap.from.id, gap.to.id]).toEqual([3, 4]);
    expect(namedGaps(route, [{ from: 30, to: 10 }])).toEqual([]);
  });

  it('fits the map round every member, and has no bounds without one', () => {
    const line: SelectionObject = { ...member(5, 50, 'L50'), geometry: { type: 'LineString', coordinates: [[4.9, 51.9], [5.2, 52.3]] } };
    expect(membersBounds(memberRows([member(1, 10, 'K10'), line]))).toEqual([[4.9, 51.9], [5.2, 52.3]]);
    expect(membersBounds([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { canSaveRoute, changeRoute, NEW_ROUTE, stopIds, stopRefusal, type RouteChange, type RouteDraft } from './route-draft';

const stop = (id: number) => ({ id, typeId: 1, code: `KP${id}`, label: String(id), position: null });
const build = (...changes: RouteChange[]) => changes.reduce(changeRoute, NEW_ROUTE);
const withStops = (...ids: number[]): RouteDraft => build({ op: 'type', selectionTypeId: 4 }, ...ids.map((id): RouteChange => ({ op: 'add', stop: stop(id) })));

describe('a route built on the map', () => {
  it('adds stops at the end, a junction twice as two stops with keys of their own', () => {
    const draft = withStops(7, 8, 7);
    expect(stopIds(draft)).toEqual([7, 8, 7]);
    expect(draft.stops.map((s) => s.key)).toEqual([1, 2, 3]);
  });

  it('removes the stop it names by key, not every stop at that junction', () => {
    expect(stopIds(changeRoute(withStops(7, 8, 7), { op: 'remove', key: 3 }))).toEqual([7, 8]);
  });

  it('never holds a junction twice in a row, which the server refuses: a removal or a new order that brings it next to itself makes one stop', () => {
    expect(stopIds(changeRoute(withStops(7, 8, 7, 9), { op: 'remove', key: 2 }))).toEqual([7, 9]);
    expect(stopIds(changeRoute(withStops(7, 8, 7, 9), { op: 'order', keys: [1, 3, 2, 4] }))).toEqual([7, 8, 9]);
    expect(stopIds(changeRoute(withStops(7, 8, 7, 9), { op: 'order', keys: [2, 1, 4, 3] }))).toEqual([8, 7, 9, 7]);
  });

  it('takes the drag-sort order by keys, and keeps the order when the keys do not name each stop once', () => {
    const draft = withStops(7, 8, 9);
    expect(stopIds(changeRoute(draft, { op: 'order', keys: [3, 1, 2] }))).toEqual([9, 7, 8]);
    expect(changeRoute(draft, { op: 'order', keys: [3, 1] }).stops).toBe(draft.stops);
    expect(changeRoute(draft, { op: 'order', keys: [1, 1, 2] }).stops).toBe(draft.stops);
  });

  it('reverses the stops, keys kept with their stops', () => {
    const reversed = changeRoute(withStops(7, 8, 9), { op: 'reverse' });
    expect(reversed.stops.map((s) => [s.key, s.id])).toEqual([[3, 9], [2, 8], [1, 7]]);
  });

  it('keeps its type once it has stops: they were chosen for that type', () => {
    expect(changeRoute(withStops(7), { op: 'type', selectionTypeId: 5 }).selectionTypeId).toBe(4);
    expect(build({ op: 'type', selectionTypeId: 4 }, { op: 'type', selectionTypeId: 5 }).selectionTypeId).toBe(5);
  });

  it('says why a clicked object is no stop: no type chosen, its types still loading, its type not linked', () => {
    expect(stopRefusal(NEW_ROUTE, [1], 1, 7)).toBe('map.route.choose_type_first');
    const typed = build({ op: 'type', selectionTypeId: 4 });
    expect(stopRefusal(typed, null, 1, 7)).toBe('map.route.types_loading');
    expect(stopRefusal(typed, [2, 3], 1, 7)).toBe('map.route.type_not_linked');
    expect(stopRefusal(typed, [1], 1, 7)).toBeNull();
  });

  it('says so when the junction clicked is the one the route ends on: a stop of no length is none', () => {
    const typed = withStops(7, 8);
    expect(stopRefusal(typed, [1], 1, 8)).toBe('map.route.already_last');
    expect(stopRefusal(typed, [1], 1, 7)).toBeNull();
  });

  it('saves with a type, a name and two stops', () => {
    expect(canSaveRoute(withStops(7, 8))).toBe(false);
    expect(canSaveRoute(changeRoute(withStops(7, 8), { op: 'name', name: '  ' }))).toBe(false);
    expect(canSaveRoute(changeRoute(withStops(7), { op: 'name', name: 'Heideroute' }))).toBe(false);
    expect(canSaveRoute(changeRoute(withStops(7, 8), { op: 'name', name: 'Heideroute' }))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { SelectionObject } from '@console/contract/selections';
import { draftOverlay, membersExtent, savedMembers } from './selection-overlay';

const object = (id: number, position: number, geometry: SelectionObject['geometry']): SelectionObject => ({
  id, position, code: `KP${id}`, label: String(id), map_object_type_id: 1, map_object_type_name: 'Knooppuntpaal', geometry, deleted_at: null,
});
const stop = (key: number, id: number, position: [number, number]) => ({ key, id, typeId: 1, code: `KP${id}`, label: String(id), position });

describe("the selection drawn over the map", () => {
  it("numbers a route's members by their place and leaves a set's unnumbered", () => {
    const objects = [object(4, 1, { type: 'Point', coordinates: [5, 52] }), object(9, 2, { type: 'Point', coordinates: [6, 52] })];
    expect(savedMembers(objects, true).map((m) => m.order)).toEqual([1, 2]);
    expect(savedMembers(objects, false).map((m) => m.order)).toEqual([null, null]);
  });

  it("draws the route being built numbered in its current order, with the course when it is in, nothing without stops", () => {
    expect(draftOverlay([], undefined)).toBeNull();
    const stops = [stop(2, 9, [6, 52]), stop(1, 4, [5, 52])];
    const overlay = draftOverlay(stops, undefined);
    expect(overlay?.features.map((f) => [f.properties.kind, f.properties.order])).toEqual([['stop', '1'], ['stop', '2']]);
    expect(overlay?.features[0].geometry).toEqual({ type: 'Point', coordinates: [6, 52] });
    const course = { geometry: { type: 'LineString' as const, coordinates: [[6, 52], [5, 52]] }, length_m: 68000, gaps: [] };
    expect(draftOverlay(stops, course)?.features.map((f) => f.properties.kind)).toEqual(['course', 'stop', 'stop']);
  });

  it('fits the view to every member: points and the positions of lines', () => {
    const members = savedMembers([object(4, 1, { type: 'Point', coordinates: [5, 52] }), object(5, 2, { type: 'LineString', coordinates: [[5.1, 52.1], [5.2, 52.2]] })], true);
    expect(membersExtent(members)).toEqual({ type: 'LineString', coordinates: [[5, 52], [5.1, 52.1], [5.2, 52.2]] });
    expect(membersExtent(members.slice(0, 1))).toEqual({ type: 'Point', coordinates: [5, 52] });
    expect(membersExtent([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { Geometry } from '@console/contract/map-objects';
import { drawnGeoType, editedGeometry, hasUnsavedWork, isCreating, isPicking, LOOKING, mapScreenReducer, type MapEvent, type MapScreenState } from './map-mode';

const point: Geometry = { type: 'Point', coordinates: [5.9, 52.1] };
const moved: Geometry = { type: 'Point', coordinates: [5.95, 52.12] };
const line: Geometry = { type: 'LineString', coordinates: [[5.9, 52.1], [5.91, 52.11]] };
const run = (...events: MapEvent[]) => events.reduce(mapScreenReducer, LOOKING);
const lineType = (typeId: number | null) => (typeId === 3 ? 'linestring' : null);

describe("the map's modes", () => {
  it('a new object: its type, the drawing tool on, the drawn geometry (tool off), reshaped, then done', () => {
    let state = run({ type: 'new-object' });
    expect(state.mode).toEqual({ kind: 'new-object', step: { typeId: null, drawing: false, geometry: null } });
    expect(isCreating(state.mode)).toBe(true);
    expect(hasUnsavedWork(state.mode)).toBe(false);
    state = mapScreenReducer(state, { type: 'step', step: { typeId: 3, drawing: true, geometry: null } });
    expect(drawnGeoType(state.mode, lineType)).toBe('linestring');
    expect(hasUnsavedWork(state.mode)).toBe(true);
    state = mapScreenReducer(state, { type: 'drawn', geometry: line });
    expect(state.mode).toEqual({ kind: 'new-object', step: { typeId: 3, drawing: false, geometry: line } });
    expect(drawnGeoType(state.mode, lineType)).toBeNull();
    expect(editedGeometry(state.mode)).toEqual(line);
    const reshaped: Geometry = { type: 'LineString', coordinates: [[5.9, 52.1], [5.92, 52.12]] };
    state = mapScreenReducer(state, { type: 'edited', geometry: reshaped });
    expect(editedGeometry(state.mode)).toEqual(reshaped);
    expect(mapScreenReducer(state, { type: 'done' })).toEqual(LOOKING);
  });

  it("a new action: drawn as its geo type; the panel's cancel of the drawing keeps the mode, its close ends it", () => {
    let state = run({ type: 'new-action' }, { type: 'action-step', step: { geoType: 'polygon', drawing: true, geometry: null } });
    expect(drawnGeoType(state.mode, lineType)).toBe('polygon');
    state = mapScreenReducer(state, { type: 'drawn', geometry: point });
    expect(state.mode).toEqual({ kind: 'new-action', step: { geoType: 'polygon', drawing: false, geometry: point } });
    state = mapScreenReducer(state, { type: 'action-step', step: { geoType: 'polygon', drawing: false, geometry: null } });
    expect(hasUnsavedWork(state.mode)).toBe(false);
    expect(state.mode.kind).toBe('new-action');
    expect(mapScreenReducer(state, { type: 'done' }).mode).toEqual({ kind: 'look' });
  });

  it("moving the selected object: the editor's changes kept until saved or cancelled; selecting another drops it", () => {
    let state = run({ type: 'move', geometry: point });
    expect(editedGeometry(state.mode)).toEqual(point);
    expect(hasUnsavedWork(state.mode)).toBe(true);
    expect(isCreating(state.mode)).toBe(false);
    state = mapScreenReducer(state, { type: 'edited', geometry: moved });
    expect(state.mode).toEqual({ kind: 'move', geometry: moved });
    expect(mapScreenReducer(state, { type: 'done' })).toEqual(LOOKING);
    expect(mapScreenReducer(state, { type: 'selected' })).toEqual(LOOKING);
  });

  it('one mode at a time: starting one ends the other', () => {
    const moving = run({ type: 'move', geometry: point });
    expect(mapScreenReducer(moving, { type: 'new-object' }).mode.kind).toBe('new-object');
    const drawing = run({ type: 'new-object' }, { type: 'step', step: { typeId: 3, drawing: true, geometry: null } });
    expect(mapScreenReducer(drawing, { type: 'new-action' }).mode).toEqual({ kind: 'new-action', step: { geoType: 'point', drawing: false, geometry: null } });
  });

  it("ignores what does not belong to the mode: a step of another panel, a drawing or an edit while looking, a selection while drawing", () => {
    const drawing = run({ type: 'new-object' }, { type: 'step', step: { typeId: 3, drawing: true, geometry: null } });
    expect(mapScreenReducer(drawing, { type: 'action-step', step: { geoType: 'point', drawing: true, geometry: null } })).toBe(drawing);
    expect(mapScreenReducer(drawing, { type: 'selected' })).toBe(drawing);
    expect(mapScreenReducer(drawing, { type: 'move', geometry: point })).toBe(drawing);
    expect(mapScreenReducer(LOOKING, { type: 'drawn', geometry: point })).toBe(LOOKING);
    expect(mapScreenReducer(LOOKING, { type: 'edited', geometry: point })).toBe(LOOKING);
    expect(mapScreenReducer(LOOKING, { type: 'step', step: { typeId: 3, drawing: true, geometry: null } })).toBe(LOOKING);
    expect(drawnGeoType(LOOKING.mode, lineType)).toBeNull();
    expect(editedGeometry(LOOKING.mode)).toBeNull();
  });

  it("the new action's dialog on the selected object opens beside a move and keeps it", () => {
    const moving = run({ type: 'move', geometry: point });
    const open: MapScreenState = mapScreenReducer(moving, { type: 'action-dialog', open: true });
    expect(open).toEqual({ mode: { kind: 'move', geometry: point }, actionDialog: true });
    expect(mapScreenReducer(open, { type: 'action-dialog', open: false })).toEqual(moving);
    expect(mapScreenReducer(open, { type: 'done' })).toEqual({ mode: { kind: 'look' }, actionDialog: true });
  });

  it('a new route: stops clicked in turn ask before leaving, a selection or a drawing event leaves them alone, done drops them', () => {
    const stop = (id: number) => ({ id, typeId: 1, code: `KP${id}`, label: String(id), position: [5.9, 52.1] as [number, number] });
    let state = run({ type: 'new-route' });
    expect(state.mode).toEqual({ kind: 'new-route', route: { selectionTypeId: null, name: '', stops: [], nextKey: 1 } });
    expect(isCreating(state.mode)).toBe(true);
    expect(hasUnsavedWork(state.mode)).toBe(false);
    state = run({ type: 'new-route' }, { type: 'route', change: { op: 'type', selectionTypeId: 4 } },
      { type: 'route', change: { op: 'add', stop: stop(7) } }, { type: 'route', change: { op: 'add', stop: stop(8) } });
    expect(state.mode.kind === 'new-route' ? state.mode.route.stops.map((s) => [s.key, s.id]) : null).toEqual([[1, 7], [2, 8]]);
    expect(hasUnsavedWork(state.mode)).toBe(true);
    expect(mapScreenReducer(state, { type: 'selected' })).toBe(state);
    expect(mapScreenReducer(state, { type: 'drawn', geometry: point })).toBe(state);
    expect(drawnGeoType(state.mode, lineType)).toBeNull();
    expect(editedGeometry(state.mode)).toBeNull();
    expect(mapScreenReducer(state, { type: 'done' })).toEqual(LOOKING);
    // A change of the route outside the route's mode is ignored.
    expect(mapScreenReducer(LOOKING, { type: 'route', change: { op: 'reverse' } })).toBe(LOOKING);
  });

  it("a click asked for by the selected object (its split, its parent): the panel's cancel, Escape or another object ends it", () => {
    const picking = run({ type: 'pick', purpose: 'split', objectId: 5 });
    expect(picking.mode).toEqual({ kind: 'pick', purpose: 'split', objectId: 5 });
    expect(isPicking(picking.mode, 'split', 5)).toBe(true);
    expect(isPicking(picking.mode, 'parent', 5)).toBe(false);
    expect(isPicking(picking.mode, 'split', 6)).toBe(false);
    expect(isCreating(picking.mode)).toBe(false);
    expect(hasUnsavedWork(picking.mode)).toBe(false);
    expect(mapScreenReducer(picking, { type: 'pick', purpose: 'parent', objectId: 5 }).mode).toEqual({ kind: 'pick', purpose: 'parent', objectId: 5 });
    expect(mapScreenReducer(picking, { type: 'done' })).toEqual(LOOKING);
    expect(mapScreenReducer(picking, { type: 'selected' })).toEqual(LOOKING);
    expect(mapScreenReducer(picking, { type: 'move', geometry: point }).mode).toEqual({ kind: 'move', geometry: point });
    expect(mapScreenReducer(picking, { type: 'drawn', geometry: point })).toBe(picking);
  });
});

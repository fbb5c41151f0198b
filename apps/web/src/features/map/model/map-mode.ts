/**
 * What the user is doing on the map, one thing at a time: looking (the types' panel, or the
 * selected object's), moving or reshaping the selected object, drawing a new object, drawing
 * a new action, building a new route by clicking its stops (route-draft.ts), or a click on the
 * map asked for the selected object (where its line is split, or the object it is to hang on);
 * beside any of them the dialog of a new action on the selected object may be open. One reducer decides every change, so a mode is one case more (its state, the events
 * that enter and leave it, and what the map draws or edits in it), and no two modes can be
 * half on at once.
 */
import type { Geometry } from '@console/contract/map-objects';
import type { GeoType } from '@console/contract/map-object-types';
import { changeRoute, NEW_ROUTE, type RouteChange, type RouteDraft } from './route-draft';

/** A new object: its type, then its geometry drawn (drawing: the map's tool is on). */
export interface CreateState {
  typeId: number | null;
  drawing: boolean;
  geometry: Geometry | null;
}

/** A new action on the network: the geo type it is drawn as, then its geometry. */
export interface ActionCreateState {
  geoType: GeoType;
  drawing: boolean;
  geometry: Geometry | null;
}

export type MapMode =
  | { kind: 'look' }
  /** the selected object's geometry being changed on the map, not saved yet */
  | { kind: 'move'; geometry: Geometry }
  | { kind: 'new-object'; step: CreateState }
  | { kind: 'new-action'; step: ActionCreateState }
  /** a new route: a click on an object adds it as the next stop */
  | { kind: 'new-route'; route: RouteDraft }
  /** the selected object's click on the map: where its line is split, or the object it hangs on */
  | { kind: 'pick'; purpose: PickPurpose; objectId: number };

/** What a click on the map is asked for in the 'pick' mode. */
export type PickPurpose = 'split' | 'parent';

export interface MapScreenState {
  mode: MapMode;
  /** The dialog of a new action on the selected object. */
  actionDialog: boolean;
}

export type MapEvent =
  | { type: 'new-object' }
  | { type: 'new-action' }
  /** the new object's or new action's panel changed its step (type, geo type, draw, cancel the drawing) */
  | { type: 'step'; step: CreateState }
  | { type: 'action-step'; step: ActionCreateState }
  | { type: 'new-route' }
  /** the selected object asks a click on the map (its split, its parent) */
  | { type: 'pick'; purpose: PickPurpose; objectId: number }
  /** the route being built changed (its type, name or stops) */
  | { type: 'route'; change: RouteChange }
  /** the map's drawing tool finished a geometry */
  | { type: 'drawn'; geometry: Geometry }
  /** the map's editor changed the geometry being edited */
  | { type: 'edited'; geometry: Geometry }
  /** the selected object's geometry taken into the editor */
  | { type: 'move'; geometry: Geometry }
  /** another object (or none) selected: a move not saved, or a click asked for, is dropped */
  | { type: 'selected' }
  /** cancelled, saved or closed: back to looking */
  | { type: 'done' }
  | { type: 'action-dialog'; open: boolean };

export const LOOKING: MapScreenState = { mode: { kind: 'look' }, actionDialog: false };
const NEW_OBJECT: CreateState = { typeId: null, drawing: false, geometry: null };
const NEW_ACTION: ActionCreateState = { geoType: 'point', drawing: false, geometry: null };

/** A new object's or action's step with `change`; another mode as it is. */
function withStep(mode: MapMode, change: { drawing?: boolean; geometry: Geometry }): MapMode {
  if (mode.kind === 'new-object') return { ...mode, step: { ...mode.step, ...change } };
  if (mode.kind === 'new-action') return { ...mode, step: { ...mode.step, ...change } };
  return mode;
}

function nextMode(mode: MapMode, event: MapEvent): MapMode {
  switch (event.type) {
    case 'new-object': return { kind: 'new-object', step: NEW_OBJECT };
    case 'new-action': return { kind: 'new-action', step: NEW_ACTION };
    case 'step': return mode.kind === 'new-object' ? { ...mode, step: event.step } : mode;
    case 'action-step': return mode.kind === 'new-action' ? { ...mode, step: event.step } : mode;
    case 'new-route': return { kind: 'new-route', route: NEW_ROUTE };
    case 'pick': return { kind: 'pick', purpose: event.purpose, objectId: event.objectId };
    case 'route': return mode.kind === 'new-route' ? { kind: 'new-route', route: changeRoute(mode.route, event.change) } : mode;
    case 'drawn': return withStep(mode, { drawing: false, geometry: event.geometry });
    case 'edited': return mode.kind === 'move' ? { kind: 'move', geometry: event.geometry } : withStep(mode, { geometry: event.geometry });
    case 'move': return mode.kind === 'look' || mode.kind === 'move' || mode.kind === 'pick' ? { kind: 'move', geometry: event.geometry } : mode;
    case 'selected': return mode.kind === 'move' || mode.kind === 'pick' ? { kind: 'look' } : mode;
    case 'done': return { kind: 'look' };
    case 'action-dialog': return mode;
  }
}

/** The screen's state after `event`. */
export function mapScreenReducer(state: MapScreenState, event: MapEvent): MapScreenState {
  const actionDialog = event.type === 'action-dialog' ? event.open : state.actionDialog;
  const mode = nextMode(state.mode, event);
  return mode === state.mode && actionDialog === state.actionDialog ? state : { mode, actionDialog };
}

/** A new object, action or route is on its way: a click on the map selects nothing meanwhile. */
export const isCreating = (mode: MapMode) => mode.kind === 'new-object' || mode.kind === 'new-action' || mode.kind === 'new-route';

/** The selected object asked a click on the map for `purpose` (its panel says so; Escape leaves). */
export const isPicking = (mode: MapMode, purpose: PickPurpose, objectId: number) => mode.kind === 'pick' && mode.purpose === purpose && mode.objectId === objectId;

/** A drawing, a move or a route's stops not saved yet: leaving the map asks first. */
export function hasUnsavedWork(mode: MapMode): boolean {
  if (mode.kind === 'move') return true;
  if (mode.kind === 'new-route') return mode.route.stops.length > 0;
  if (mode.kind === 'new-object' || mode.kind === 'new-action') return mode.step.drawing || mode.step.geometry !== null;
  return false;
}

/** The geometry the map's editor holds: the move's, or the new object's or action's once drawn. */
export function editedGeometry(mode: MapMode): Geometry | null {
  if (mode.kind === 'move') return mode.geometry;
  if (mode.kind === 'new-object' || mode.kind === 'new-action') return mode.step.geometry;
  return null;
}

/** The geo type the map's drawing tool draws; `geoTypeOf` names a new object's type's (null while unknown). */
export function drawnGeoType(mode: MapMode, geoTypeOf: (typeId: number | null) => GeoType | null): GeoType | null {
  if (mode.kind === 'new-object') return mode.step.drawing ? geoTypeOf(mode.step.typeId) : null;
  if (mode.kind === 'new-action') return mode.step.drawing ? mode.step.geoType : null;
  return null;
}

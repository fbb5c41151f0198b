/**
 * A route being built on the map, before it is saved: its selection type, its name and its
 * stops in order. A junction may be passed twice, so a stop is told apart by a key of its own,
 * not by its object's id (the drag-sort list and the remove button name the key). Pure: the
 * map's mode reducer (map-mode.ts) holds it.
 */
import { withoutRepeats } from '@console/contract/selections';

/** A stop as clicked on the map: the object, what the list shows of it, and where it is (a point's position). */
export interface RouteStop {
  key: number;
  id: number;
  typeId: number;
  code: string;
  label: string;
  position: [number, number] | null;
}

export interface RouteDraft {
  selectionTypeId: number | null;
  name: string;
  stops: RouteStop[];
  /** The key the next stop gets. */
  nextKey: number;
}

export type RouteChange =
  | { op: 'type'; selectionTypeId: number | null }
  | { op: 'name'; name: string }
  /** a stop added at the end (a click on the map, or chosen by its code) */
  | { op: 'add'; stop: Omit<RouteStop, 'key'> }
  | { op: 'remove'; key: number }
  /** the stops in a new order (the drag-sort list's), by key */
  | { op: 'order'; keys: number[] }
  | { op: 'reverse' };

export const NEW_ROUTE: RouteDraft = { selectionTypeId: null, name: '', stops: [], nextKey: 1 };

/** The stops in the order `keys` names; unless `keys` names each stop exactly once, the stops as they were. */
function ordered(stops: RouteStop[], keys: readonly number[]): RouteStop[] {
  const byKey = new Map(stops.map((stop) => [stop.key, stop]));
  const next = keys.flatMap((key) => byKey.get(key) ?? []);
  return next.length === stops.length && new Set(keys).size === keys.length ? next : stops;
}

/** The stops with a junction next to itself made one stop; the same list when there is none. */
function oneStopEach(stops: RouteStop[]): RouteStop[] {
  const kept = withoutRepeats(stops, (stop) => stop.id);
  return kept.length === stops.length ? stops : kept;
}

/**
 * The draft after `change`. The type is kept once there are stops: they were chosen for it. A
 * removal or a new order that brings a junction next to itself makes one stop of the two, as the
 * server's removal does (a route never passes one object twice in a row).
 */
export function changeRoute(draft: RouteDraft, change: RouteChange): RouteDraft {
  switch (change.op) {
    case 'type': return draft.stops.length ? draft : { ...draft, selectionTypeId: change.selectionTypeId };
    case 'name': return { ...draft, name: change.name };
    case 'add': return { ...draft, stops: [...draft.stops, { ...change.stop, key: draft.nextKey }], nextKey: draft.nextKey + 1 };
    case 'remove': return { ...draft, stops: oneStopEach(draft.stops.filter((stop) => stop.key !== change.key)) };
    case 'order': return { ...draft, stops: oneStopEach(ordered(draft.stops, change.keys)) };
    case 'reverse': return { ...draft, stops: [...draft.stops].reverse() };
  }
}

/** The stops' object ids in order: what the course is asked for and what the route saves. */
export const stopIds = (draft: RouteDraft): number[] => draft.stops.map((stop) => stop.id);

/**
 * Why a click on object `objectId` of `typeId` adds no stop (an i18n key), or null when it may
 * join the route: the junction the route ends on is no next stop (a click twice on one junction).
 */
export function stopRefusal(draft: RouteDraft, linkedTypeIds: readonly number[] | null, typeId: number, objectId: number): string | null {
  if (draft.selectionTypeId === null) return 'map.route.choose_type_first';
  if (linkedTypeIds === null) return 'map.route.types_loading';
  if (!linkedTypeIds.includes(typeId)) return 'map.route.type_not_linked';
  return draft.stops.at(-1)?.id === objectId ? 'map.route.already_last' : null;
}

/** Whether the route can be saved: a type, a name and at least two stops. */
export const canSaveRoute = (draft: RouteDraft): boolean =>
  draft.selectionTypeId !== null && draft.name.trim() !== '' && draft.stops.length >= 2;

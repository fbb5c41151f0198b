/**
 * The map's action layer: the actions the user's role sees on the map (`show_on_map`), each where
 * it is (its own geometry, else its object's), as rings over the objects in their status's
 * colour (components/action-status/status-colour.ts). Read as GeoJSON for the view's box from
 * zoom ACTION_MIN_ZOOM on, and again after each move: a network's actions never travel whole.
 */
import type { maplibregl } from './base-map';
import { apiPaths } from '@console/contract/paths';
import { NO_STATUS_COLOUR, statusColour, type StatusColourOf } from '../action-status/status-colour';
import type { PaintValue } from './map-style';

export const ACTION_SOURCE = 'actions';
export const ACTION_LAYER = 'actions-rings';
/** Below this zoom the layer asks for nothing. */
export const ACTION_MIN_ZOOM = 11;
const EMPTY = { type: 'FeatureCollection' as const, features: [] };

/** The address of the actions in a box (west, south, east, north). */
export function actionsUrl(origin: string, [west, south, east, north]: readonly number[]): string {
  const bbox = [west, south, east, north].map((v) => Math.max(-180, Math.min(180, Number(v.toFixed(6))))).join(',');
  return `${origin}${apiPaths.actions}?on_map=1&format=geojson&bbox=${bbox}`;
}

/** A ring's colour: its action's status's (the feature's `action_status_id`), grey for none. */
export function actionColours(statuses: readonly StatusColourOf[]): PaintValue {
  const [head, ...rest] = statuses;
  if (!head) return NO_STATUS_COLOUR;
  return ['match', ['get', 'action_status_id'], head.id, statusColour(head), ...rest.flatMap((s) => [s.id, statusColour(s)]), NO_STATUS_COLOUR];
}

/** Adds the layer (empty until the first refresh), above the objects, coloured by `statuses`. */
export function addActionLayer(map: maplibregl.Map, statuses: readonly StatusColourOf[]): void {
  map.addSource(ACTION_SOURCE, { type: 'geojson', data: EMPTY });
  const colour = actionColours(statuses);
  map.addLayer({
    id: ACTION_LAYER, type: 'circle', source: ACTION_SOURCE, minzoom: ACTION_MIN_ZOOM,
    paint: { 'circle-radius': 18, 'circle-color': colour, 'circle-opacity': 0.15, 'circle-stroke-color': colour, 'circle-stroke-width': 3 },
  });
}

/** Colours the rings by `statuses` again (they came in, or changed, after the layer). */
export function colourActions(map: maplibregl.Map, statuses: readonly StatusColourOf[]): void {
  if (!map.getLayer(ACTION_LAYER)) return;
  const colour = actionColours(statuses);
  map.setPaintProperty(ACTION_LAYER, 'circle-color', colour);
  map.setPaintProperty(ACTION_LAYER, 'circle-stroke-color', colour);
}

/** The statuses (ids) of the actions among `features`, each once: what the legend lists. */
export function statusIdsOf(features: readonly { properties: Record<string, unknown> | null }[]): number[] {
  const ids = new Set<number>();
  for (const f of features) {
    const id = f.properties?.action_status_id;
    if (typeof id === 'number') ids.add(id);
  }
  return [...ids];
}

/** The statuses of the actions the layer holds in the view now (none below its zoom or when hidden). */
export function shownActionStatusIds(map: maplibregl.Map): number[] {
  if (!map.getSource(ACTION_SOURCE) || map.getZoom() < ACTION_MIN_ZOOM) return [];
  return statusIdsOf(map.querySourceFeatures(ACTION_SOURCE));
}

/** Reads the view's actions again (nothing below ACTION_MIN_ZOOM, or when hidden). */
export function refreshActions(map: maplibregl.Map, origin: string, shown: boolean): void {
  const source = map.getSource(ACTION_SOURCE);
  if (!source || !('setData' in source) || typeof source.setData !== 'function') return;
  if (!shown || map.getZoom() < ACTION_MIN_ZOOM) {
    source.setData(EMPTY);
    return;
  }
  const b = map.getBounds();
  source.setData(actionsUrl(origin, [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]));
}

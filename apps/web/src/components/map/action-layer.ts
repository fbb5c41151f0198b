/**
 * The map's action layer: the actions the user's role sees on the map (`show_on_map`), each where
 * it is (its own geometry, else its object's), as rings over the objects. Read as GeoJSON for the
 * view's box from zoom ACTION_MIN_ZOOM on, and again after each move: a network's actions never
 * travel whole.
 */
import type { maplibregl } from './base-map';
import { apiPaths } from '@console/contract/paths';

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

/** Adds the layer (empty until the first refresh), above the objects. */
export function addActionLayer(map: maplibregl.Map): void {
  map.addSource(ACTION_SOURCE, { type: 'geojson', data: EMPTY });
  map.addLayer({
    id: ACTION_LAYER, type: 'circle', source: ACTION_SOURCE, minzoom: ACTION_MIN_ZOOM,
    paint: { 'circle-radius': 18, 'circle-color': 'rgba(250, 140, 22, 0.12)', 'circle-stroke-color': '#fa8c16', 'circle-stroke-width': 3 },
  });
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

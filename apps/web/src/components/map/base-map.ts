/**
 * The one base map of the console (the network's area editor, the network's map): MapLibre on
 * OpenStreetMap tiles with zoom buttons, its worker set explicitly (looked up next to the bundle
 * it 404s in a build), API requests carrying the session's headers (tile-request.ts). The map
 * is reachable from its container element, so an end-to-end test can ask it what it drew.
 */
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { MAP_CENTER, MAP_ZOOM, osmStyle } from './map-style';
import { apiRequestTransform } from './tile-request';

maplibregl.setWorkerUrl(workerUrl);
// The workers start loading with this module, before the first map is made: a map's first
// tiles wait for them, and making the map (its WebGL context, its style) keeps the page busy
// meanwhile.
maplibregl.prewarm();

export type Bounds = [[number, number], [number, number]];

export interface BaseMapOptions {
  /** Fit the map to these bounds at first; else the Netherlands. */
  bounds?: Bounds | null;
  /** Where the zoom buttons go. */
  controls?: 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';
}

/** The property of the container element that holds its map (for tests in the browser). */
export const MAP_PROPERTY = 'maplibreMap';

/** A base map in `container`; remove it with map.remove(). */
export function createBaseMap(container: HTMLElement, { bounds = null, controls = 'top-right' }: BaseMapOptions = {}): maplibregl.Map {
  const map = new maplibregl.Map({
    container,
    style: osmStyle,
    ...(bounds ? { bounds, fitBoundsOptions: { padding: 40 } } : { center: MAP_CENTER, zoom: MAP_ZOOM }),
    attributionControl: { compact: false },
    // Labels and icons appear at once instead of fading in: no 300 ms of frames drawn again and
    // again while the map opens (each one costly where WebGL runs in software).
    fadeDuration: 0,
    transformRequest: apiRequestTransform(window.location.origin),
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), controls);
  Object.defineProperty(container, MAP_PROPERTY, { value: map, configurable: true });
  return map;
}

export { maplibregl };

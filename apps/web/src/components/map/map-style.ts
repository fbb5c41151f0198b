/**
 * The console's base map: OpenStreetMap raster tiles, centred on the Netherlands (spec section
 * 9), and the style types maplibre-gl does not re-export, taken from its own signatures.
 */
import type { Map as MapLibreMap, MapOptions } from 'maplibre-gl';

/** The non-URL form of `style`. */
export type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;
/** A layer as map.addLayer takes it. */
export type LayerSpec = Parameters<MapLibreMap['addLayer']>[0];
/** A source as map.addSource takes it. */
export type SourceSpec = Parameters<MapLibreMap['addSource']>[1];
/** A colour of a paint property: a colour or an expression giving one. */
export type PaintValue = NonNullable<NonNullable<Extract<LayerSpec, { type: 'line' }>['paint']>['line-color']>;
/** A layer's filter as map.setFilter takes it. */
export type FilterSpec = NonNullable<Parameters<MapLibreMap['setFilter']>[1]>;

export const MAP_CENTER: [number, number] = [5.28, 52.21];
export const MAP_ZOOM = 7;
export const MAP_HEIGHT = 600;

export const osmStyle: StyleSpecification = {
  version: 8,
  sources: {
    osm: {
      type: 'raster',
      tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
      tileSize: 256,
      minzoom: 0,
      maxzoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a> contributors',
    },
  },
  layers: [
    // Shown where tiles do not (yet) load, e.g. without internet.
    { id: 'background', type: 'background', paint: { 'background-color': '#e8eef3' } },
    // Tiles appear at once, not faded in over a run of frames.
    { id: 'osm', type: 'raster', source: 'osm', paint: { 'raster-fade-duration': 0 } },
  ],
};

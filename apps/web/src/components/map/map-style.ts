/** The area editor's base map: OpenStreetMap raster tiles, centred on the Netherlands (spec section 9). */
import type { MapOptions } from 'maplibre-gl';

// maplibre-gl does not re-export the style spec's type; it is the non-URL form of `style`.
type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;

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
      maxzoom: 22,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a> contributors',
    },
  },
  layers: [
    // Shown where tiles do not (yet) load, e.g. without internet.
    { id: 'background', type: 'background', paint: { 'background-color': '#e8eef3' } },
    { id: 'osm', type: 'raster', source: 'osm' },
  ],
};

/**
 * The network's areas (districts, municipalities, maintenance zones: /v1/geo) on a map: each
 * outlined with a faint fill and its name written inside it. Kaart reads them all at once as
 * GeoJSON (`format=geojson`, MapLibre's worker fetches and tiles it: hundreds of areas stay
 * fast), an area's page draws its own; under the objects, so an object on an area stays clickable.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import { apiPaths } from '@console/contract/paths';
import type { LayerSpec, SourceSpec } from './map-style';

export const GEO_AREA_SOURCE = 'geo-areas';
export const GEO_AREA_LAYERS = { fill: 'geo-areas-fill', line: 'geo-areas-line', label: 'geo-areas-label' } as const;
export const GEO_AREA_COLOUR = '#722ed1';

/** A URL to read, or the GeoJSON itself. */
type Data = Extract<SourceSpec, { type: 'geojson' }>['data'];

/** Where Kaart reads every area of the network as one FeatureCollection. */
export const geoAreasUrl = (origin: string) => `${origin}${apiPaths.geoAreas}?format=geojson`;

/** The areas' layers: fill, outline and the name (the feature's `name`). */
export const geoAreaLayers = (): LayerSpec[] => [
  { id: GEO_AREA_LAYERS.fill, type: 'fill', source: GEO_AREA_SOURCE, paint: { 'fill-color': GEO_AREA_COLOUR, 'fill-opacity': 0.06 } },
  { id: GEO_AREA_LAYERS.line, type: 'line', source: GEO_AREA_SOURCE, layout: { 'line-join': 'round' }, paint: { 'line-color': GEO_AREA_COLOUR, 'line-width': 2 } },
  {
    id: GEO_AREA_LAYERS.label, type: 'symbol', source: GEO_AREA_SOURCE,
    layout: { 'text-field': ['get', 'name'], 'text-size': 13, 'symbol-placement': 'point' },
    paint: { 'text-color': GEO_AREA_COLOUR, 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
  },
];

/**
 * Shows (or hides) the areas on a loaded map: their source and layers are added the first time
 * they are shown, under the layer `beforeId` when the map has it; hiding keeps what was read.
 */
export function showGeoAreas(map: MapLibreMap, data: Data, shown: boolean, beforeId?: string): void {
  if (!map.getSource(GEO_AREA_SOURCE)) {
    if (!shown) return;
    map.addSource(GEO_AREA_SOURCE, { type: 'geojson', data });
    const before = beforeId && map.getLayer(beforeId) ? beforeId : undefined;
    for (const layer of geoAreaLayers()) map.addLayer(layer, before);
    return;
  }
  for (const id of Object.values(GEO_AREA_LAYERS)) map.setLayoutProperty(id, 'visibility', shown ? 'visible' : 'none');
}

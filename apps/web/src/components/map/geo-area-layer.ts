/**
 * The network's areas (districts, municipalities, maintenance zones: /v1/geo) on a map: each
 * outlined with a faint fill, its name written once at a point inside it (geo-area-features.ts).
 * The polygons go under the objects, so an object on an area stays the one a click finds; the
 * names over the objects, so they are placed before the objects' labels: under a dense
 * network's labels nearly every name was left out. The cluster bubbles stay over the names, so
 * a bubble covers a name instead of a name being written across its count. One name per area
 * hides few of the objects' labels; names that would meet
 * (areas seen from far) leave all but one out. Kaart hands it every
 * area of the network (`GET /v1/geo?format=geojson`, read once: MapLibre's worker tiles the
 * polygons, so hundreds of areas stay fast), an area's page its own.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import { labelPoint, type AreaCollection } from './geo-area-features';
import type { LayerSpec } from './map-style';

export const GEO_AREA_SOURCE = 'geo-areas';
export const GEO_AREA_LABEL_SOURCE = 'geo-area-labels';
export const GEO_AREA_LAYERS = { fill: 'geo-areas-fill', line: 'geo-areas-line', label: 'geo-areas-label' } as const;
export const GEO_AREA_COLOUR = '#722ed1';

/** The areas' layers: fill and outline of the polygons, the name at each area's label point. */
export const geoAreaLayers = (): LayerSpec[] => [
  { id: GEO_AREA_LAYERS.fill, type: 'fill', source: GEO_AREA_SOURCE, paint: { 'fill-color': GEO_AREA_COLOUR, 'fill-opacity': 0.06 } },
  { id: GEO_AREA_LAYERS.line, type: 'line', source: GEO_AREA_SOURCE, layout: { 'line-join': 'round' }, paint: { 'line-color': GEO_AREA_COLOUR, 'line-width': 2 } },
  {
    id: GEO_AREA_LAYERS.label, type: 'symbol', source: GEO_AREA_LABEL_SOURCE,
    layout: { 'text-field': ['get', 'name'], 'text-size': 13, 'text-max-width': 10 },
    paint: { 'text-color': GEO_AREA_COLOUR, 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
  },
];

/** One point per area, where its name is written. */
export function labelPoints(areas: AreaCollection) {
  return {
    type: 'FeatureCollection' as const,
    features: areas.features.map((f) => ({ type: 'Feature' as const, id: f.id, properties: { name: f.properties.name }, geometry: { type: 'Point' as const, coordinates: labelPoint(f.geometry) } })),
  };
}

type GeoJsonSource = { setData: (data: ReturnType<typeof labelPoints> | AreaCollection) => unknown };
const hasSetData = (source: unknown): source is GeoJsonSource => typeof source === 'object' && source !== null && 'setData' in source;

/** The layers the areas' polygons and their names go under, where the map has them (else on top). */
export interface AreasUnder { polygons?: string; names?: string }

type LayerMap = Pick<MapLibreMap, 'getSource' | 'addSource' | 'getLayer' | 'addLayer' | 'setLayoutProperty'>;

/**
 * Shows (or hides) `areas` on a loaded map: the sources and layers are added the first time
 * they are shown, the polygons and the names each under its layer of `under` when the map has
 * it; other areas replace them (the list changed); hiding keeps them.
 */
export function showGeoAreas(map: LayerMap, areas: AreaCollection | null, shown: boolean, under: AreasUnder = {}): void {
  const source = map.getSource(GEO_AREA_SOURCE);
  if (!source) {
    if (!shown || !areas) return;
    map.addSource(GEO_AREA_SOURCE, { type: 'geojson', data: areas });
    map.addSource(GEO_AREA_LABEL_SOURCE, { type: 'geojson', data: labelPoints(areas) });
    const present = (id: string | undefined) => (id && map.getLayer(id) ? id : undefined);
    for (const layer of geoAreaLayers()) map.addLayer(layer, present(layer.id === GEO_AREA_LAYERS.label ? under.names : under.polygons));
    return;
  }
  const labels = map.getSource(GEO_AREA_LABEL_SOURCE);
  if (areas && hasSetData(source) && hasSetData(labels)) {
    source.setData(areas);
    labels.setData(labelPoints(areas));
  }
  for (const id of Object.values(GEO_AREA_LAYERS)) map.setLayoutProperty(id, 'visibility', shown ? 'visible' : 'none');
}

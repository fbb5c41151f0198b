/**
 * The network's area on a map: its outline (and a faint fill), under everything drawn on it.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { AreaFeature } from '@console/contract/networks';
import type { Bounds } from './base-map';
import type { LayerSpec } from './map-style';

export const AREA_SOURCE = 'network-area';
export const AREA_COLOR = '#1668dc';

/** The area's layers. */
export const areaLayers = (): LayerSpec[] => [
  { id: 'network-area-fill', type: 'fill', source: AREA_SOURCE, paint: { 'fill-color': AREA_COLOR, 'fill-opacity': 0.04 } },
  { id: 'network-area-line', type: 'line', source: AREA_SOURCE, paint: { 'line-color': AREA_COLOR, 'line-width': 2, 'line-dasharray': [3, 2] } },
];

/** Shows the area on a loaded map (nothing when the network has none). */
export function showArea(map: MapLibreMap, area: AreaFeature | null): void {
  if (!area || map.getSource(AREA_SOURCE)) return;
  map.addSource(AREA_SOURCE, { type: 'geojson', data: { ...area, properties: area.properties ?? {} } });
  for (const layer of areaLayers()) map.addLayer(layer);
}

/** The bounds of an area's outer ring; null without positions. */
export function boundsOf(area: AreaFeature | null): Bounds | null {
  const ring = area?.geometry.coordinates[0] ?? [];
  if (ring.length === 0) return null;
  const lons = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return [[Math.min(...lons), Math.min(...lats)], [Math.max(...lons), Math.max(...lats)]];
}

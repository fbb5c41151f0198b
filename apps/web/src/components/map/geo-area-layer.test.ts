import { describe, expect, it } from 'vitest';
import { GEO_AREA_LAYERS, showGeoAreas } from './geo-area-layer';
import type { AreaCollection } from './geo-area-features';

/** A map that keeps its layers in drawing order (bottom first), as MapLibre's addLayer(layer, before) does. */
function layeredMap(ids: string[]) {
  const order = [...ids];
  const sources = new Set<string>();
  return {
    order,
    getSource: (id: string) => (sources.has(id) ? { setData: () => undefined } : undefined),
    addSource: (id: string) => { sources.add(id); },
    getLayer: (id: string) => (order.includes(id) ? { id } : undefined),
    addLayer: (layer: { id: string }, before?: string) => {
      const at = before === undefined ? order.length : order.indexOf(before);
      order.splice(at, 0, layer.id);
    },
    setLayoutProperty: () => undefined,
  };
}

const areas: AreaCollection = {
  type: 'FeatureCollection',
  features: [{ type: 'Feature', id: 1, properties: { name: 'Gemeente Apeldoorn' }, geometry: { type: 'Polygon', coordinates: [[[5, 52], [6, 52], [6, 53], [5, 52]]] } }],
} as AreaCollection;

describe('showGeoAreas', () => {
  it('puts the polygons under the objects and the names over the objects but under the cluster bubbles', () => {
    const map = layeredMap(['objects', 'points', 'clusters', 'cluster-counts']);
    showGeoAreas(map as never, areas, true, { polygons: 'objects', names: 'clusters' });
    expect(map.order).toEqual([GEO_AREA_LAYERS.fill, GEO_AREA_LAYERS.line, 'objects', 'points', GEO_AREA_LAYERS.label, 'clusters', 'cluster-counts']);
  });

  it('puts everything on top of a map without those layers (an area\'s own page)', () => {
    const map = layeredMap(['background']);
    showGeoAreas(map as never, areas, true);
    expect(map.order).toEqual(['background', GEO_AREA_LAYERS.fill, GEO_AREA_LAYERS.line, GEO_AREA_LAYERS.label]);
  });
});

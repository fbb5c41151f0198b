import { describe, expect, it } from 'vitest';
import { asGeometry, geometryBounds } from './geometry-bounds';

describe('geometries on the map', () => {
  it('are bounded by their positions', () => {
    expect(geometryBounds({ type: 'Point', coordinates: [5, 52] })).toEqual([[5, 52], [5, 52]]);
    expect(geometryBounds({ type: 'LineString', coordinates: [[5, 52], [6, 51]] })).toEqual([[5, 51], [6, 52]]);
  });

  it('are read from the API only when their positions are what their type says', () => {
    expect(asGeometry({ type: 'Point', coordinates: [5, 52] })).toEqual({ type: 'Point', coordinates: [5, 52] });
    expect(asGeometry({ type: 'Polygon', coordinates: [[[5, 52], [6, 52], [6, 53], [5, 52]]] })?.type).toBe('Polygon');
    expect(asGeometry({ type: 'Point', coordinates: ['5', 52] })).toBeNull();
    expect(asGeometry({ type: 'LineString', coordinates: [[5, 52], [6]] })).toBeNull();
    expect(asGeometry({ type: 'MultiPoint', coordinates: [] })).toBeNull();
  });
});

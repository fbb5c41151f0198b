import { describe, expect, it } from 'vitest';
import { areaFeature } from './area-feature';

const square = [[[5, 52], [5.1, 52], [5.1, 52.1], [5, 52]]];

describe("an area's feature for its map", () => {
  it('takes a Polygon and a MultiPolygon with the name', () => {
    expect(areaFeature({ id: 3, name: 'Noord', geometry: { type: 'Polygon', coordinates: square } }))
      .toEqual({ type: 'Feature', id: 3, properties: { name: 'Noord' }, geometry: { type: 'Polygon', coordinates: square } });
    expect(areaFeature({ id: 4, name: 'Zuid', geometry: { type: 'MultiPolygon', coordinates: [square, square] } })?.geometry.type).toBe('MultiPolygon');
  });

  it('draws nothing of coordinates that are no rings of positions', () => {
    expect(areaFeature({ id: 5, name: 'Kapot', geometry: { type: 'Polygon', coordinates: [['x']] } })).toBeNull();
  });
});

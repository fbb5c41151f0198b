import { describe, expect, it } from 'vitest';
import { areaCollectionSchema, areaFeature, labelPoint } from './geo-area-features';

type Rings = [number, number][][];

const square: Rings = [[[5, 52], [5.1, 52], [5.1, 52.1], [5, 52.1], [5, 52]]];

describe('the areas as a map draws them', () => {
  it('takes a Polygon and a MultiPolygon with the name', () => {
    expect(areaFeature({ id: 3, name: 'Noord', geometry: { type: 'Polygon', coordinates: square } }))
      .toEqual({ type: 'Feature', id: 3, properties: { name: 'Noord' }, geometry: { type: 'Polygon', coordinates: square } });
    expect(areaFeature({ id: 4, name: 'Zuid', geometry: { type: 'MultiPolygon', coordinates: [square, square] } })?.geometry.type).toBe('MultiPolygon');
  });

  it('leaves out coordinates that are no rings of positions', () => {
    expect(areaFeature({ id: 5, name: 'Kapot', geometry: { type: 'Polygon', coordinates: [['x']] } })).toBeNull();
    const list = areaCollectionSchema.parse({ type: 'FeatureCollection', features: [
      { type: 'Feature', id: 1, properties: { name: 'Goed', network_id: 2 }, geometry: { type: 'Polygon', coordinates: square } },
      { type: 'Feature', id: 2, properties: { name: 'Kapot' }, geometry: { type: 'Point', coordinates: [5, 52] } },
    ] });
    expect(list.features.map((f) => f.properties.name)).toEqual(['Goed']);
  });
});

describe("where an area's name is written", () => {
  it("is the middle of a square's box", () => {
    const [x, y] = labelPoint({ type: 'Polygon', coordinates: square });
    expect(x).toBeCloseTo(5.05);
    expect(y).toBeCloseTo(52.05);
  });

  it('lies inside a U-shaped area, whose box middle is outside it, and in the largest part', () => {
    // A U: two legs joined at the bottom; the middle of its box is in the gap between the legs.
    const u: Rings = [[[0, 0], [3, 0], [3, 3], [2, 3], [2, 1], [1, 1], [1, 3], [0, 3], [0, 0]]];
    const [x, y] = labelPoint({ type: 'Polygon', coordinates: u });
    expect(x < 1 || x > 2 || y < 1).toBe(true);
    const small: Rings = [[[10, 10], [10.1, 10], [10.1, 10.1], [10, 10]]];
    expect(labelPoint({ type: 'MultiPolygon', coordinates: [small, square] })[0]).toBeCloseTo(5.05);
  });
});

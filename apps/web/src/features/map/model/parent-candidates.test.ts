import { describe, expect, it } from 'vitest';
import type { MapObject } from '@console/contract/map-objects';
import { candidateBox, firstPosition, nearestFirst } from './parent-candidates';

const at = (id: number, lon: number, lat: number) => ({ id, geometry: { type: 'Point', coordinates: [lon, lat] } }) as unknown as MapObject;

describe('parent candidates', () => {
  it("takes a point's position, a line's first and an area's first corner", () => {
    expect(firstPosition({ type: 'Point', coordinates: [5, 52] })).toEqual([5, 52]);
    expect(firstPosition({ type: 'LineString', coordinates: [[5, 52], [6, 53]] })).toEqual([5, 52]);
    expect(firstPosition({ type: 'Polygon', coordinates: [[[4, 51], [5, 51], [5, 52], [4, 51]]] })).toEqual([4, 51]);
  });

  it('looks about 500 m round the object, wider in longitude away from the equator', () => {
    const [minLon, minLat, maxLon, maxLat] = (candidateBox({ type: 'Point', coordinates: [5.39, 52.16] }) ?? '').split(',').map(Number);
    expect(maxLat - minLat).toBeCloseTo(0.009, 6);
    expect(maxLon - minLon).toBeGreaterThan(0.014);
    expect((minLon + maxLon) / 2).toBeCloseTo(5.39, 6);
  });

  it('orders the candidates nearest first, each once, without the object itself', () => {
    const sign = at(1, 5.39, 52.16);
    const far = at(2, 5.392, 52.162);
    const near = at(3, 5.3901, 52.1601);
    expect(nearestFirst(sign, [far, sign, near, far]).map((o) => o.id)).toEqual([3, 2]);
  });
});

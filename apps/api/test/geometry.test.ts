import { describe, expect, it } from 'vitest';
import { DEFAULT_AREA } from '@console/contract/networks';
import { checkGeometry, MAX_GEOMETRY_POSITIONS } from '../src/lib/geometry/check';
import { distance } from '../src/lib/geometry/length';

const square = (x: number, y: number, size: number) => [[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]];
const area = DEFAULT_AREA.geometry.coordinates;

describe('checkGeometry', () => {
  it('keeps a point of a point type with its box, and no length', () => {
    expect(checkGeometry({ type: 'Point', coordinates: [5.28, 52.21] }, 'point')).toEqual({
      geometry: { type: 'Point', coordinates: [5.28, 52.21] }, bbox: [5.28, 52.21, 5.28, 52.21], lengthM: null,
    });
  });

  it('takes a Feature holding the geometry', () => {
    expect(checkGeometry({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [5, 52] } }, 'point'))
      .toMatchObject({ geometry: { type: 'Point' } });
  });

  it("refuses another type than the type's geo type, and what is no geometry", () => {
    expect(checkGeometry({ type: 'LineString', coordinates: [[5, 52], [5.1, 52]] }, 'point')).toEqual({ error: 'geometry.type' });
    expect(checkGeometry({ type: 'Point', coordinates: [5, 52] }, 'polygon')).toEqual({ error: 'geometry.type' });
    expect(checkGeometry('POINT(5 52)', 'point')).toEqual({ error: 'geometry.type' });
    expect(checkGeometry(null, 'point')).toEqual({ error: 'geometry.type' });
    expect(checkGeometry({ type: 'Point' }, 'point')).toEqual({ error: 'geometry.type' });
  });

  it('refuses positions out of range or not finite', () => {
    for (const coordinates of [[181, 52], [5, -91], [Number.NaN, 52], [5, Number.POSITIVE_INFINITY], ['5', '52'], [5], 'x']) {
      expect(checkGeometry({ type: 'Point', coordinates }, 'point'), JSON.stringify(coordinates)).toEqual({ error: 'geometry.position' });
    }
  });

  it('refuses a position of more than two numbers (an altitude is not kept, so it is not taken)', () => {
    for (const coordinates of [[5, 52, 3], [5, 52, 0, 1]]) {
      expect(checkGeometry({ type: 'Point', coordinates }, 'point'), JSON.stringify(coordinates)).toEqual({ error: 'geometry.two_numbers' });
    }
    expect(checkGeometry({ type: 'LineString', coordinates: [[5, 52], [5.1, 52, 7]] }, 'linestring')).toEqual({ error: 'geometry.two_numbers' });
  });

  it('refuses a line with fewer than two distinct positions, and keeps its length on the ellipsoid', () => {
    expect(checkGeometry({ type: 'LineString', coordinates: [[5, 52]] }, 'linestring')).toEqual({ error: 'geometry.too_few' });
    expect(checkGeometry({ type: 'LineString', coordinates: [[5, 52], [5, 52]] }, 'linestring')).toEqual({ error: 'geometry.too_few' });
    const line = checkGeometry({ type: 'LineString', coordinates: [[5, 52], [5, 52.01], [5.01, 52.01]] }, 'linestring');
    expect(line).toMatchObject({ bbox: [5, 52, 5.01, 52.01] });
    expect('lengthM' in line ? line.lengthM : 0).toBeCloseTo(distance([5, 52], [5, 52.01]) + distance([5, 52.01], [5.01, 52.01]), 6);
  });

  it("measures as Vincenty's own example does (Flinders Peak to Buninyong: 54,972.271 m)", () => {
    const flinders = [144 + 25 / 60 + 29.5244 / 3600, -(37 + 57 / 60 + 3.7203 / 3600)];
    const buninyong = [143 + 55 / 60 + 35.3839 / 3600, -(37 + 39 / 60 + 10.1561 / 3600)];
    expect(distance(flinders, buninyong)).toBeCloseTo(54_972.271, 2);
    // A degree of latitude at 52° N is about 111.3 km.
    expect(distance([5, 52], [5, 53])).toBeGreaterThan(111_200);
    expect(distance([5, 52], [5, 53])).toBeLessThan(111_400);
  });

  it('keeps an area with a hole', () => {
    const result = checkGeometry({ type: 'Polygon', coordinates: [square(5, 52, 1), square(5.2, 52.2, 0.2)] }, 'polygon');
    expect(result).toMatchObject({ bbox: [5, 52, 6, 53], lengthM: null });
  });

  it('refuses an unclosed ring, a ring of fewer than four positions, and a ring that crosses itself', () => {
    expect(checkGeometry({ type: 'Polygon', coordinates: [[[5, 52], [6, 52], [6, 53], [5, 53]]] }, 'polygon')).toEqual({ error: 'geometry.not_closed' });
    expect(checkGeometry({ type: 'Polygon', coordinates: [[[5, 52], [6, 52], [5, 52]]] }, 'polygon')).toEqual({ error: 'geometry.too_few' });
    expect(checkGeometry({ type: 'Polygon', coordinates: [] }, 'polygon')).toEqual({ error: 'geometry.too_few' });
    // A bow tie.
    expect(checkGeometry({ type: 'Polygon', coordinates: [[[5, 52], [6, 53], [6, 52], [5, 53], [5, 52]]] }, 'polygon')).toEqual({ error: 'geometry.self_intersecting' });
    // A spike that runs back over its own edge.
    expect(checkGeometry({ type: 'Polygon', coordinates: [[[5, 52], [6, 52], [6, 53], [6, 52.5], [6, 52.2], [5, 53], [5, 52]]] }, 'polygon')).toEqual({ error: 'geometry.self_intersecting' });
    // A ring that runs back over itself where two neighbouring edges meet (no area at all).
    expect(checkGeometry({ type: 'Polygon', coordinates: [[[0, 0], [2, 0], [1, 0], [0, 0]]] }, 'polygon')).toEqual({ error: 'geometry.self_intersecting' });
    // A hole outside its outer ring, and a hole inside another hole.
    expect(checkGeometry({ type: 'Polygon', coordinates: [square(5, 52, 1), square(7, 52, 0.2)] }, 'polygon')).toEqual({ error: 'geometry.hole_outside' });
    expect(checkGeometry({ type: 'Polygon', coordinates: [square(5, 52, 1), square(5.2, 52.2, 0.5), square(5.3, 52.3, 0.1)] }, 'polygon')).toEqual({ error: 'geometry.hole_outside' });
    // A hole that crosses the outer ring.
    expect(checkGeometry({ type: 'Polygon', coordinates: [square(5, 52, 1), square(5.8, 52.2, 0.4)] }, 'polygon')).toEqual({ error: 'geometry.self_intersecting' });
  });

  it(`refuses more than ${MAX_GEOMETRY_POSITIONS} positions, and keeps a ring of that many`, () => {
    const circle = (n: number) => {
      const ring = Array.from({ length: n - 1 }, (_, i) => [5 + 0.1 * Math.cos((2 * Math.PI * i) / (n - 1)), 52 + 0.1 * Math.sin((2 * Math.PI * i) / (n - 1))]);
      return [...ring, ring[0]];
    };
    expect(checkGeometry({ type: 'Polygon', coordinates: [circle(MAX_GEOMETRY_POSITIONS)] }, 'polygon')).toMatchObject({ geometry: { type: 'Polygon' } });
    expect(checkGeometry({ type: 'Polygon', coordinates: [circle(MAX_GEOMETRY_POSITIONS + 1)] }, 'polygon')).toEqual({ error: 'geometry.too_many' });
    const line = Array.from({ length: MAX_GEOMETRY_POSITIONS + 1 }, (_, i) => [5 + i / 100_000, 52]);
    expect(checkGeometry({ type: 'LineString', coordinates: line }, 'linestring')).toEqual({ error: 'geometry.too_many' });
  });

  it("refuses a geometry outside the network's area, also a line whose ends are inside but which leaves it", () => {
    expect(checkGeometry({ type: 'Point', coordinates: [5.28, 52.21] }, 'point', area)).toMatchObject({ geometry: { type: 'Point' } });
    expect(checkGeometry({ type: 'Point', coordinates: [2.35, 48.86] }, 'point', area)).toEqual({ error: 'geometry.outside_area' });
    // An L-shaped area: a line from one arm to the other cuts the corner outside it.
    const ell = [[[0, 0], [2, 0], [2, 1], [1, 1], [1, 2], [0, 2], [0, 0]]];
    expect(checkGeometry({ type: 'LineString', coordinates: [[1.5, 0.5], [0.5, 1.5]] }, 'linestring', ell)).toEqual({ error: 'geometry.outside_area' });
    expect(checkGeometry({ type: 'LineString', coordinates: [[1.5, 0.5], [0.5, 0.5], [0.5, 1.5]] }, 'linestring', ell)).toMatchObject({ geometry: { type: 'LineString' } });
    // A point in the area's hole is outside.
    expect(checkGeometry({ type: 'Point', coordinates: [5.3, 52.3] }, 'point', [square(5, 52, 1), square(5.2, 52.2, 0.2)])).toEqual({ error: 'geometry.outside_area' });
  });
});

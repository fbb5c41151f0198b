/** The distance from a report to an object (lib/geometry/distance-to.ts): a point, the nearest point of a line, 0 inside an area. */
import { describe, expect, it } from 'vitest';
import { degreesAround, distanceTo } from '../src/lib/geometry/distance-to';

const HERE: [number, number] = [5.3872, 52.1561];
const metresEast = (m: number) => m / (111_320 * Math.cos((HERE[1] * Math.PI) / 180));
const metresNorth = (m: number) => m / 111_320;

describe('distanceTo', () => {
  it('measures to a point on the ellipsoid', () => {
    expect(distanceTo(HERE, { type: 'Point', coordinates: [HERE[0] + metresEast(30), HERE[1]] })).toBeCloseTo(30, 0);
  });

  it("measures to a line's nearest point, not to its ends", () => {
    const line = { type: 'LineString' as const, coordinates: [[HERE[0] - 0.01, HERE[1] + metresNorth(8)], [HERE[0] + 0.01, HERE[1] + metresNorth(8)]] };
    expect(distanceTo(HERE, line)).toBeCloseTo(8, 0);
  });

  it('is 0 inside an area and the distance to its edge outside', () => {
    const d = metresNorth(20);
    const square = { type: 'Polygon' as const, coordinates: [[[HERE[0] - 0.001, HERE[1] - d], [HERE[0] + 0.001, HERE[1] - d], [HERE[0] + 0.001, HERE[1] + d], [HERE[0] - 0.001, HERE[1] + d], [HERE[0] - 0.001, HERE[1] - d]]] };
    expect(distanceTo(HERE, square)).toBe(0);
    expect(distanceTo([HERE[0], HERE[1] + metresNorth(50)], square)).toBeCloseTo(30, 0);
  });

  it('spans a box wide enough for the distance at the latitude', () => {
    const { dLon, dLat } = degreesAround(HERE[1], 100);
    expect(dLat).toBeGreaterThanOrEqual(metresNorth(100));
    expect(dLon).toBeGreaterThanOrEqual(metresEast(100));
  });
});

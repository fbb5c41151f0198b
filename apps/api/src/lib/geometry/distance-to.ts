/**
 * The distance in metres from a position to a kept geometry (a point, a line, an area: 0 inside
 * it), for choosing the object nearest to a report. Near the position the earth is flat enough:
 * positions are projected onto a plane through it (metres east and north, scaled by the
 * latitude), so a line's nearest point is found on its segments; a point's distance is the
 * ellipsoid's. Fit for the tens to thousands of metres a report looks around it.
 */
import type { KeptGeometry } from './check';
import { positionInside } from './inside';
import { distance } from './length';
import type { Position } from './segments';

const METRES_PER_DEGREE = 111_320;

/** Degrees of longitude and latitude that `metres` spans at latitude `lat` (for a box around a position). */
export function degreesAround(lat: number, metres: number): { dLon: number; dLat: number } {
  const cos = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  // 1% more, so that the box never cuts off what the exact distance would keep.
  return { dLon: (metres * 1.01) / (METRES_PER_DEGREE * cos), dLat: (metres * 1.01) / METRES_PER_DEGREE };
}

function projector([lon0, lat0]: Position) {
  const cos = Math.cos((lat0 * Math.PI) / 180);
  return ([lon, lat]: Position): [number, number] => [(lon - lon0) * METRES_PER_DEGREE * cos, (lat - lat0) * METRES_PER_DEGREE];
}

/** Metres from the origin (the projected position) to segment ab. */
function toSegment(a: [number, number], b: [number, number]): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(a[0] * dx + a[1] * dy) / length2));
  return Math.hypot(a[0] + t * dx, a[1] + t * dy);
}

function toLine(line: readonly Position[], project: (p: Position) => [number, number]): number {
  const points = line.map(project);
  if (points.length === 1) return Math.hypot(points[0][0], points[0][1]);
  let best = Infinity;
  for (let i = 1; i < points.length; i += 1) best = Math.min(best, toSegment(points[i - 1], points[i]));
  return best;
}

/** Metres from `from` ([lon, lat]) to `geometry`. */
export function distanceTo(from: Position, geometry: KeptGeometry): number {
  if (geometry.type === 'Point') return distance(from, geometry.coordinates);
  const project = projector(from);
  if (geometry.type === 'LineString') return toLine(geometry.coordinates, project);
  if (positionInside(from, geometry.coordinates)) return 0;
  return Math.min(...geometry.coordinates.map((ring) => toLine(ring, project)));
}

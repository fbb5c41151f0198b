/**
 * The route tests' small hand-made network, whose shortest paths and lengths are known: a
 * junction type (points) and a segment type (lines), made through the API as the organisation's
 * administrator makes them, and on them
 *
 *   D ──────────────────── C      (A-D-C is the longer way)
 *   │                      │
 *   A ──────── B ──────────┘      X ── Y (apart)
 *
 * a junction at each of A, B, C, D, X and Y, and a segment for each of AB, BC, AD, DC and XY.
 */
import { lineLength } from '../../src/lib/geometry/length';
import type { TestApp } from './app';
import { made, type As } from './factories';

export type Position = [number, number];

/** A position x, y steps of 0.001 degree from (5.39, 52.16): about 69 m east, 111 m north. */
export const at = (x: number, y: number): Position => [Math.round((5.39 + x * 0.001) * 1e6) / 1e6, Math.round((52.16 + y * 0.001) * 1e6) / 1e6];
export const [A, B, C, D, X, Y] = [at(0, 0), at(10, 0), at(10, 10), at(0, 10), at(30, 0), at(35, 0)];
/** The segments' courses: AB with a bend in it, DC bowed north, so that A-D-C is longer than A-B-C. */
export const lines = { AB: [A, at(5, 0), B], BC: [B, C], AD: [A, D], DC: [D, at(5, 12), C], XY: [X, Y] } satisfies Record<string, Position[]>;
export type LineName = keyof typeof lines;
/** The length in metres of the named segments together, as the API rounds it (to the centimetre). */
export const len = (...names: LineName[]) => Math.round(names.reduce((n, k) => n + lineLength(lines[k]), 0) * 100) / 100;

/** Makes the two types and the network's objects; answers the types, the objects' ids and makers of more. */
export async function makeRouteNetwork(t: TestApp, as: As) {
  const junction = await made(t, as, '/v1/type', { name: 'Knooppunt', geo_type: 'point', prefix: 'K' });
  const segment = await made(t, as, '/v1/type', { name: 'Routedeel', geo_type: 'linestring', prefix: 'R' });
  const point = async (p: Position) => (await made(t, as, '/v1/object', { map_object_type_id: junction.id, geometry: { type: 'Point', coordinates: p } })).id;
  const line = async (coordinates: Position[]) => (await made(t, as, '/v1/object', { map_object_type_id: segment.id, geometry: { type: 'LineString', coordinates } })).id;
  const junctions = { a: await point(A), b: await point(B), c: await point(C), d: await point(D), x: await point(X), y: await point(Y) };
  const segments = { AB: await line(lines.AB), BC: await line(lines.BC), AD: await line(lines.AD), DC: await line(lines.DC), XY: await line(lines.XY) };
  return { junction, segment, junctions, segments, point, line };
}

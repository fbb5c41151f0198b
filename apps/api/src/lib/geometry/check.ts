/**
 * The geometry checker of map objects (and later actions with a geometry of their own): a
 * GeoJSON geometry in WGS84, longitude first, of the type's geo type. It answers the geometry as
 * it is kept, with its bounding box (the map's and `bbox=`'s index) and, for a line, its length
 * on the ellipsoid; or the one message code of what is wrong, for a 400 on `geometry`. Pure: the
 * network's area is given by the caller.
 */
import type { GeoType } from '@console/contract/map-object-types';
import type { MessageCode } from '@console/contract/messages';
import { lineLength } from './length';
import { insideArea, positionInside } from './inside';
import { ringsCross, type Position } from './segments';
import type { SweepWork } from './sweep';

/** The most positions a geometry may have, all its rings together. */
export const MAX_GEOMETRY_POSITIONS = 10_000;

/** What is wrong with a geometry: a message code of the catalogue (contract messages.ts). */
export type GeometryError = Extract<MessageCode, `geometry.${string}`>;

export type KeptGeometry =
  | { type: 'Point'; coordinates: number[] }
  | { type: 'LineString'; coordinates: number[][] }
  | { type: 'Polygon'; coordinates: number[][][] };

export interface CheckedGeometry {
  geometry: KeptGeometry;
  /** [minLon, minLat, maxLon, maxLat] */
  bbox: [number, number, number, number];
  /** A line's length in metres; null for points and areas. */
  lengthM: number | null;
}

const GEOJSON_TYPE: Record<GeoType, KeptGeometry['type']> = { point: 'Point', linestring: 'LineString', polygon: 'Polygon' };

class Refused extends Error {
  constructor(readonly code: GeometryError) { super(code); }
}
const refuse = (code: GeometryError): never => { throw new Refused(code); };

/**
 * A position: exactly two finite numbers, longitude and latitude in range. An altitude is
 * refused, not dropped: nothing is kept that was not sent as it is, and the map has no use for it.
 */
function position(value: unknown): number[] {
  if (!Array.isArray(value) || value.length < 2) return refuse('geometry.position');
  if (value.length !== 2) return refuse('geometry.two_numbers');
  const numbers = value.map((n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : refuse('geometry.position')));
  if (numbers[0] < -180 || numbers[0] > 180 || numbers[1] < -90 || numbers[1] > 90) refuse('geometry.position');
  return numbers;
}

function positions(value: unknown): number[][] {
  if (!Array.isArray(value)) return refuse('geometry.position');
  if (value.length > MAX_GEOMETRY_POSITIONS) refuse('geometry.too_many');
  return value.map(position);
}

const same = (p: Position, q: Position) => p[0] === q[0] && p[1] === q[1];

function ring(value: unknown): number[][] {
  const r = positions(value);
  if (r.length < 4) refuse('geometry.too_few');
  if (!same(r[0], r[r.length - 1])) refuse('geometry.not_closed');
  return r;
}

/**
 * Whether a hole lies outside the outer ring or inside another hole. The rings meet nowhere
 * (checked before), so one position of a hole tells where all of it lies.
 */
function holeOutside(rings: readonly (readonly Position[])[]): boolean {
  return rings.some((hole, i) => i > 0 && !positionInside(hole[0], rings.filter((_, j) => j !== i)));
}

/** The geometry of `value` (a GeoJSON geometry, or a Feature holding one), checked. */
function parse(value: unknown, geoType: GeoType, work?: SweepWork): KeptGeometry {
  const geometry = typeof value === 'object' && value !== null && 'type' in value && value.type === 'Feature' && 'geometry' in value ? value.geometry : value;
  if (typeof geometry !== 'object' || geometry === null || !('type' in geometry) || !('coordinates' in geometry)) return refuse('geometry.type');
  if (geometry.type !== GEOJSON_TYPE[geoType]) return refuse('geometry.type');
  const { coordinates } = geometry;
  switch (geoType) {
    case 'point':
      return { type: 'Point', coordinates: position(coordinates) };
    case 'linestring': {
      const line = positions(coordinates);
      if (line.length < 2 || line.every((p) => same(p, line[0]))) refuse('geometry.too_few');
      return { type: 'LineString', coordinates: line };
    }
    case 'polygon': {
      if (!Array.isArray(coordinates) || coordinates.length === 0) return refuse('geometry.too_few');
      const total = coordinates.reduce((n: number, r: unknown) => n + (Array.isArray(r) ? r.length : 0), 0);
      if (total > MAX_GEOMETRY_POSITIONS) refuse('geometry.too_many');
      const rings = coordinates.map(ring);
      if (ringsCross(rings, work)) refuse('geometry.self_intersecting');
      if (holeOutside(rings)) refuse('geometry.hole_outside');
      return { type: 'Polygon', coordinates: rings };
    }
  }
}

function linesOf(geometry: KeptGeometry): number[][][] {
  if (geometry.type === 'Point') return [[geometry.coordinates]];
  if (geometry.type === 'LineString') return [geometry.coordinates];
  return geometry.coordinates;
}

/**
 * Checks `value` as a geometry of `geoType`, inside `area` (the network's polygon rings) when
 * the network has one. `work`, when given, counts the pairs of segments compared (for tests
 * that hold the work bounded).
 */
export function checkGeometry(value: unknown, geoType: GeoType, area?: readonly (readonly Position[])[] | null, work?: SweepWork): CheckedGeometry | { error: GeometryError } {
  try {
    const geometry = parse(value, geoType, work);
    const lines = linesOf(geometry);
    if (area && !insideArea(lines, area, work)) return { error: 'geometry.outside_area' };
    const all = lines.flat();
    const bbox: CheckedGeometry['bbox'] = [
      Math.min(...all.map((p) => p[0])), Math.min(...all.map((p) => p[1])),
      Math.max(...all.map((p) => p[0])), Math.max(...all.map((p) => p[1])),
    ];
    return { geometry, bbox, lengthM: geometry.type === 'LineString' ? lineLength(geometry.coordinates) : null };
  } catch (err) {
    if (err instanceof Refused) return { error: err.code };
    throw err;
  }
}

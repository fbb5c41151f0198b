/**
 * An area of a network (a district, a zone) checked as a geometry: a Polygon, each ring as the
 * checker checks an object's area (closed, four positions, not crossing itself or another ring,
 * holes inside), or a MultiPolygon whose every part is such a polygon, at most 10,000 positions
 * in all. The parts of a MultiPolygon are not compared with each other (a municipality's
 * islands may be drawn touching). No network outline: an area may reach past the network's.
 */
import { checkGeometry, MAX_GEOMETRY_POSITIONS, type GeometryError } from './check';

export type AreaGeometry =
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] };

export interface CheckedArea {
  geometry: AreaGeometry;
  /** [minLon, minLat, maxLon, maxLat] */
  bbox: [number, number, number, number];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks `value` as an area's geometry; the geometry kept with its box, or what is wrong. */
export function checkArea(value: unknown): CheckedArea | { error: GeometryError } {
  if (!isObject(value) || (value.type !== 'Polygon' && value.type !== 'MultiPolygon')) return { error: 'geometry.type' };
  if (value.type === 'Polygon') {
    const checked = checkGeometry(value, 'polygon');
    if ('error' in checked || checked.geometry.type !== 'Polygon') return 'error' in checked ? checked : { error: 'geometry.type' };
    return { geometry: checked.geometry, bbox: checked.bbox };
  }
  const parts = value.coordinates;
  if (!Array.isArray(parts) || parts.length === 0) return { error: 'geometry.too_few' };
  const count = parts.flat(2).length;
  if (count > MAX_GEOMETRY_POSITIONS) return { error: 'geometry.too_many' };
  const polygons: number[][][][] = [];
  const bbox: CheckedArea['bbox'] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const part of parts) {
    const checked = checkGeometry({ type: 'Polygon', coordinates: part }, 'polygon');
    if ('error' in checked) return checked;
    if (checked.geometry.type !== 'Polygon') return { error: 'geometry.type' };
    polygons.push(checked.geometry.coordinates);
    bbox[0] = Math.min(bbox[0], checked.bbox[0]);
    bbox[1] = Math.min(bbox[1], checked.bbox[1]);
    bbox[2] = Math.max(bbox[2], checked.bbox[2]);
    bbox[3] = Math.max(bbox[3], checked.bbox[3]);
  }
  return { geometry: { type: 'MultiPolygon', coordinates: polygons }, bbox };
}

/** The polygons of an area (one for a Polygon), each as its rings. */
export const polygonsOf = (g: AreaGeometry): number[][][][] => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates);

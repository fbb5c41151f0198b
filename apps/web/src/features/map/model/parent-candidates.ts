/**
 * Where the objects an object may hang on are looked for: a box of about 500 m round it (its
 * first position), and those found ordered nearest first, itself left out. Pure, so it is tested
 * on its own (parent-candidates.test.ts).
 */
import type { MapObject } from '@console/contract/map-objects';

/** Half the box's side in degrees of latitude: about 500 m. */
const HALF_LAT = 0.0045;

/** The first position of a GeoJSON geometry as sent by the API (a point's, a line's first, an area's first corner). */
export function firstPosition(geometry: MapObject['geometry']): [number, number] | null {
  let value: unknown = geometry.coordinates;
  while (Array.isArray(value) && Array.isArray(value[0])) value = value[0];
  return Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number' ? [value[0], value[1]] : null;
}

/** `minLon,minLat,maxLon,maxLat` of the box round the geometry (a longitude degree shrinks with the latitude); undefined without a position. */
export function candidateBox(geometry: MapObject['geometry']): string | undefined {
  const at = firstPosition(geometry);
  if (!at) return undefined;
  const [lon, lat] = at;
  const halfLon = HALF_LAT / Math.max(Math.cos((lat * Math.PI) / 180), 0.1);
  const clamp = (v: number, limit: number) => Math.min(Math.max(v, -limit), limit);
  return [clamp(lon - halfLon, 180), clamp(lat - HALF_LAT, 90), clamp(lon + halfLon, 180), clamp(lat + HALF_LAT, 90)].map((v) => v.toFixed(6)).join(',');
}

/** The candidates but `object` itself, each once, nearest first (by their first positions). */
export function nearestFirst(object: MapObject, candidates: readonly MapObject[]): MapObject[] {
  const at = firstPosition(object.geometry);
  const distance = (o: MapObject) => {
    const p = firstPosition(o.geometry);
    if (!at || !p) return Number.POSITIVE_INFINITY;
    const dx = (p[0] - at[0]) * Math.cos((at[1] * Math.PI) / 180);
    return dx * dx + (p[1] - at[1]) ** 2;
  };
  const unique = [...new Map(candidates.filter((c) => c.id !== object.id).map((c) => [c.id, c])).values()];
  return unique.sort((a, b) => distance(a) - distance(b) || a.id - b.id);
}

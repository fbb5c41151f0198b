/** The bounds of a geometry (to centre the map on an object). */
import type { Geometry } from '@console/contract/map-objects';
import type { Bounds } from './base-map';

export function geometryBounds(geometry: Geometry): Bounds {
  const positions = geometry.type === 'Point' ? [geometry.coordinates] : geometry.type === 'LineString' ? geometry.coordinates : geometry.coordinates.flat();
  const lons = positions.map((p) => p[0]);
  const lats = positions.map((p) => p[1]);
  return [[Math.min(...lons), Math.min(...lats)], [Math.max(...lons), Math.max(...lats)]];
}

type Position = [number, number];
const isPosition = (p: unknown): p is Position => Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number';
const positions = (list: unknown): Position[] | null => (Array.isArray(list) && list.every(isPosition) ? list.map((p) => [p[0], p[1]]) : null);

/** A geometry as read from the API (its positions unchecked) as a typed one; null when it is not what its type says. */
export function asGeometry(read: { type: string; coordinates: unknown }): Geometry | null {
  if (read.type === 'Point') return isPosition(read.coordinates) ? { type: 'Point', coordinates: [read.coordinates[0], read.coordinates[1]] } : null;
  if (read.type === 'LineString') {
    const line = positions(read.coordinates);
    return line ? { type: 'LineString', coordinates: line } : null;
  }
  if (read.type !== 'Polygon' || !Array.isArray(read.coordinates)) return null;
  const rings = read.coordinates.map(positions);
  return rings.every((r) => r !== null) ? { type: 'Polygon', coordinates: rings.filter((r) => r !== null) } : null;
}

/**
 * An area as a GeoJSON Feature for its map: the API answers its geometry's coordinates unchecked
 * (contract `areaGeometrySchema`), so they are read here as the Polygon or MultiPolygon they are;
 * null for anything else (nothing to draw).
 */
import { z } from 'zod';
import type { GeoArea } from '@console/contract/geo-areas';

const ring = z.array(z.tuple([z.number(), z.number()]).rest(z.number()));
const geometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ring) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring)) }),
]);

export function areaFeature(area: Pick<GeoArea, 'id' | 'name' | 'geometry'>) {
  const parsed = geometry.safeParse(area.geometry);
  return parsed.success ? { type: 'Feature' as const, id: area.id, properties: { name: area.name }, geometry: parsed.data } : null;
}

/**
 * The network's areas as GeoJSON a map draws: the API answers an area's coordinates unchecked
 * (contract `areaGeometrySchema`), so they are read here as the Polygon or MultiPolygon they are,
 * and an area whose coordinates are no rings of positions is left out (nothing to draw). Each
 * area's name is written at one point of its own (labelPoint), not once per map tile a big area
 * crosses, as a label placed by the polygon would be.
 */
import { z } from 'zod';

type Position = [number, number];
const ring = z.array(z.tuple([z.number(), z.number()]).rest(z.number()));
const geometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)).min(1) }),
]);
export type AreaGeometry = z.infer<typeof geometrySchema>;

export interface AreaFeature {
  type: 'Feature';
  id: number;
  properties: { name: string };
  geometry: AreaGeometry;
}
export interface AreaCollection { type: 'FeatureCollection'; features: AreaFeature[] }

/** An area (a row of the API, or a feature of its GeoJSON list) as a feature to draw; null when its geometry is unreadable. */
export function areaFeature(area: { id: unknown; name: unknown; geometry: unknown }): AreaFeature | null {
  const geometry = geometrySchema.safeParse(area.geometry);
  if (!geometry.success || typeof area.id !== 'number') return null;
  return { type: 'Feature', id: area.id, properties: { name: typeof area.name === 'string' ? area.name : '' }, geometry: geometry.data };
}

const listFeature = z.object({ id: z.unknown(), properties: z.object({ name: z.unknown() }).loose(), geometry: z.unknown() }).loose();

/** `GET /v1/geo?format=geojson` read as the areas to draw. */
export const areaCollectionSchema = z.object({ features: z.array(z.unknown()) }).transform((collection): AreaCollection => ({
  type: 'FeatureCollection',
  features: collection.features.flatMap((f) => {
    const parsed = listFeature.safeParse(f);
    const feature = parsed.success ? areaFeature({ id: parsed.data.id, name: parsed.data.properties.name, geometry: parsed.data.geometry }) : null;
    return feature ? [feature] : [];
  }),
}));

/** Whether a position lies inside a ring (even-odd rule). */
function inRing([x, y]: Position, positions: readonly (readonly number[])[]): boolean {
  let inside = false;
  for (let i = 0, j = positions.length - 1; i < positions.length; j = i, i += 1) {
    const [xi = 0, yi = 0] = positions[i] ?? [];
    const [xj = 0, yj = 0] = positions[j] ?? [];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * Where an area's name goes: in its largest part (by its box), the middle of that part's box
 * when it lies inside the part (a convex or near-convex area), else the middle of the part's
 * widest crossing at that height, which always lies inside it.
 */
export function labelPoint(geometry: AreaGeometry): Position {
  const parts = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const boxOf = (outer: readonly (readonly number[])[]) => {
    const xs = outer.map((p) => p[0] ?? 0);
    const ys = outer.map((p) => p[1] ?? 0);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const;
  };
  const sized = parts.map((rings) => ({ rings, box: boxOf(rings[0] ?? []) }));
  const { rings, box } = sized.reduce((a, b) => ((b.box[2] - b.box[0]) * (b.box[3] - b.box[1]) > (a.box[2] - a.box[0]) * (a.box[3] - a.box[1]) ? b : a));
  const middle: Position = [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2];
  const inside = (p: Position) => inRing(p, rings[0] ?? []) && !rings.slice(1).some((hole) => inRing(p, hole));
  if (inside(middle)) return middle;
  // The crossings of the part's edges with the line at the middle's height, paired left to right.
  const y = middle[1];
  const xs = rings.flatMap((r) => r.flatMap((p, i) => {
    const q = r[(i + 1) % r.length] ?? p;
    const [x1 = 0, y1 = 0] = p;
    const [x2 = 0, y2 = 0] = q;
    return (y1 > y) !== (y2 > y) ? [x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)] : [];
  })).sort((a, b) => a - b);
  let best: Position = [rings[0]?.[0]?.[0] ?? middle[0], rings[0]?.[0]?.[1] ?? middle[1]];
  let widest = -1;
  for (let i = 0; i + 1 < xs.length; i += 2) {
    const [a = 0, b = 0] = [xs[i], xs[i + 1]];
    if (b - a > widest) { widest = b - a; best = [(a + b) / 2, y]; }
  }
  return best;
}

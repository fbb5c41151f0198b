/**
 * Whether a geometry lies inside the network's area (a GeoJSON Polygon: an outer ring and holes).
 * A position is inside by the even-odd rule over all rings; a line or area is inside when all its
 * positions are and none of its segments crosses an edge of the area.
 */
import { segmentsMeet, segmentsOf, somePair, type Position, type Segment } from './segments';

/** Whether a position lies inside the polygon's rings (even-odd: a hole's inside is outside). */
export function positionInside([x, y]: Position, rings: readonly (readonly Position[])[]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Whether every position lies inside the area and no segment of `lines` crosses the area's edges. */
export function insideArea(lines: readonly (readonly Position[])[], area: readonly (readonly Position[])[]): boolean {
  if (!lines.every((line) => line.every((p) => positionInside(p, area)))) return false;
  const own = lines.flatMap((line) => segmentsOf(line));
  const edges = area.flatMap((ring) => segmentsOf(ring));
  // One numbering for both sets, so the grid's pairs know which side a segment is from.
  const all: Segment[] = [...own, ...edges].map((segment, index) => ({ ...segment, index }));
  const isEdge = (s: Segment) => s.index >= own.length;
  return !somePair(all, (s, t) => isEdge(s) !== isEdge(t) && segmentsMeet(s.a, s.b, t.a, t.b));
}

/**
 * Whether a geometry lies inside the network's area (a GeoJSON Polygon: an outer ring and holes).
 * A line or area is inside when none of its segments meets an edge of the area and one position
 * of each of its chains is inside: a chain that never meets an edge stays on one side of it.
 *
 * The edges are found by the sweep (`sweep.ts`) over the geometry's segments and the area's
 * together, O(n log n). The sweep's order holds only while no two segments cross; when the
 * geometry's own segments cross (a line may cross itself) or the area's do (an area drawn
 * crossing itself), each segment asks a box index of the area's edges instead, stopping at the
 * first edge it meets.
 */
import Flatbush from 'flatbush';
import { chainSegments, chainsConflict, segmentsMeet, type ChainSegment, type Position } from './segments';
import { firstConflict, type SweepWork } from './sweep';

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

const isClosed = (chain: readonly Position[]) => chain.length > 2 && chain[0][0] === chain[chain.length - 1][0] && chain[0][1] === chain[chain.length - 1][1];
/** The chain without a position repeated right after itself (a segment of no length meets nothing its neighbours do not). */
const withoutRepeats = (chain: readonly Position[]) => chain.filter((p, i) => i === 0 || p[0] !== chain[i - 1][0] || p[1] !== chain[i - 1][1]);

/** Whether a segment of `own` meets an edge, through a box index of the edges, stopping at the first. */
function meetsByIndex(own: readonly ChainSegment[], edges: readonly ChainSegment[], work?: SweepWork): boolean {
  if (!edges.length || !own.length) return false;
  const index = new Flatbush(edges.length);
  for (const { a, b } of edges) index.add(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]));
  index.finish();
  return own.some(({ a, b }) => index.search(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]), (i) => {
    if (work) work.pairTests++;
    return segmentsMeet(a, b, edges[i].a, edges[i].b);
  }).length > 0);
}

/** Whether some segment of the chains `lines` meets an edge of `area`. */
function meetsEdge(lines: readonly (readonly Position[])[], area: readonly (readonly Position[])[], work?: SweepWork): boolean {
  const own = chainSegments(lines.map(withoutRepeats), isClosed);
  // Only the edges near the geometry can meet it: an object is small beside its network's area.
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const line of lines) {
    for (const [x, y] of line) [west, south, east, north] = [Math.min(west, x), Math.min(south, y), Math.max(east, x), Math.max(north, y)];
  }
  const edges = chainSegments(area, () => true, lines.length).filter(({ a, b }) => Math.max(a[0], b[0]) >= west
    && Math.min(a[0], b[0]) <= east && Math.max(a[1], b[1]) >= south && Math.min(a[1], b[1]) <= north);
  if (!edges.length) return false;
  const fromArea = (s: ChainSegment) => s.chain >= lines.length;
  const found = firstConflict([...own, ...edges], chainsConflict, work);
  if (!found) return false;
  if (fromArea(found[0]) !== fromArea(found[1])) return true;
  return meetsByIndex(own, edges, work);
}

/** Whether every position lies inside the area and no segment of `lines` meets the area's edges. */
export function insideArea(lines: readonly (readonly Position[])[], area: readonly (readonly Position[])[], work?: SweepWork): boolean {
  if (meetsEdge(lines, area, work)) return false;
  return lines.every((line) => line.length === 0 || positionInside(line[0], area));
}

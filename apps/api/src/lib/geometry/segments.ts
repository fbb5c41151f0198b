/**
 * Whether segments cross: for a ring that must not cross itself, and for a line or area that
 * must stay inside the network's area. Plain orientation tests on longitude and latitude (the
 * areas are small enough that a segment is straight in either projection); which pairs are
 * tested at all is the sweep's choice (`sweep.ts`), so 10,000 positions cost O(n log n).
 */
import { firstConflict, type SweepWork } from './sweep';

export type Position = readonly number[];
export interface Segment { a: Position; b: Position; index: number }

const orientation = (p: Position, q: Position, r: Position) => {
  const v = (q[1] - p[1]) * (r[0] - q[0]) - (q[0] - p[0]) * (r[1] - q[1]);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
};
const onSegment = (p: Position, q: Position, r: Position) =>
  Math.min(p[0], r[0]) <= q[0] && q[0] <= Math.max(p[0], r[0]) && Math.min(p[1], r[1]) <= q[1] && q[1] <= Math.max(p[1], r[1]);

/** Whether segments pq and rs have a point in common (touching counts). */
export function segmentsMeet(p: Position, q: Position, r: Position, s: Position): boolean {
  const o1 = orientation(p, q, r), o2 = orientation(p, q, s), o3 = orientation(r, s, p), o4 = orientation(r, s, q);
  if (o1 !== o2 && o3 !== o4) return true;
  return (o1 === 0 && onSegment(p, r, q)) || (o2 === 0 && onSegment(p, s, q))
    || (o3 === 0 && onSegment(r, p, s)) || (o4 === 0 && onSegment(r, q, s));
}

/** The segments of a list of positions (a line, or a closed ring). */
export function segmentsOf(positions: readonly Position[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 1; i < positions.length; i++) out.push({ a: positions[i - 1], b: positions[i], index: i - 1 });
  return out;
}

/** Whether the segments o1-shared and shared-o2 run back over each other (collinear, the same way out of `shared`). */
function foldsBack(o1: Position, shared: Position, o2: Position): boolean {
  if (orientation(o1, shared, o2) !== 0) return false;
  return (o1[0] - shared[0]) * (o2[0] - shared[0]) + (o1[1] - shared[1]) * (o2[1] - shared[1]) > 0;
}

/** A segment of one of several chains (the rings of a polygon, or a line): which, and where in it. */
export interface ChainSegment extends Segment { chain: number; closed: boolean; last: number }

/** The segments of several chains; a closed chain's last segment neighbours its first. */
export function chainSegments(chains: readonly (readonly Position[])[], closed: (chain: readonly Position[]) => boolean, from = 0): ChainSegment[] {
  const out: ChainSegment[] = [];
  chains.forEach((positions, i) => {
    const isClosed = closed(positions);
    const last = positions.length - 2;
    for (let k = 1; k < positions.length; k++) out.push({ a: positions[k - 1], b: positions[k], index: k - 1, chain: from + i, closed: isClosed, last });
  });
  return out;
}

/**
 * Whether two segments of one chain may meet, and only where they join: next to each other,
 * meeting at their shared position without running back over each other. Undefined for
 * segments that are no neighbours.
 */
export function neighboursMeetRightly(s: ChainSegment, t: ChainSegment): boolean | undefined {
  if (s.chain !== t.chain) return undefined;
  const [first, second] = s.index < t.index ? [s, t] : [t, s];
  if (second.index === first.index + 1) return !foldsBack(first.a, first.b, second.b);
  if (first.closed && first.index === 0 && second.index === first.last && first.last > 1) return !foldsBack(first.b, first.a, second.a);
  return undefined;
}

/** Whether two segments of chains meet anywhere but where neighbours rightly join. */
export function chainsConflict(s: ChainSegment, t: ChainSegment): boolean {
  const rightly = neighboursMeetRightly(s, t);
  return rightly === undefined ? segmentsMeet(s.a, s.b, t.a, t.b) : !rightly;
}

/**
 * Whether the rings of a polygon cross or touch themselves or each other anywhere but where
 * neighbouring segments of a ring meet (and where a ring's last meets its first).
 */
export function ringsCross(rings: readonly (readonly Position[])[], work?: SweepWork): boolean {
  return firstConflict(chainSegments(rings, () => true), chainsConflict, work) !== null;
}

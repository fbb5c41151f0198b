/**
 * Whether segments cross: for a ring that must not cross itself, and for a line or area that
 * must stay inside the network's area. Plain orientation tests on longitude and latitude (the
 * areas are small enough that a segment is straight in either projection), and a grid of cells
 * over the segments' box so that a ring of 10,000 positions is checked in about linear time, not
 * by comparing every pair.
 */
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

/**
 * Calls `visit` for every pair of segments whose boxes share a grid cell, once per pair; stops
 * and returns true as soon as `visit` does.
 */
export function somePair(segments: readonly Segment[], visit: (s: Segment, t: Segment) => boolean): boolean {
  if (segments.length < 2) return false;
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const { a, b } of segments) {
    minX = Math.min(minX, a[0], b[0]); maxX = Math.max(maxX, a[0], b[0]);
    minY = Math.min(minY, a[1], b[1]); maxY = Math.max(maxY, a[1], b[1]);
  }
  const side = Math.max(1, Math.ceil(Math.sqrt(segments.length)));
  const width = (maxX - minX) / side || 1;
  const height = (maxY - minY) / side || 1;
  const cell = (x: number, y: number) => [Math.min(side - 1, Math.floor((x - minX) / width)), Math.min(side - 1, Math.floor((y - minY) / height))];
  const cells = new Map<number, Segment[]>();
  const seen = new Set<number>();
  for (const s of segments) {
    const [x0, y0] = cell(Math.min(s.a[0], s.b[0]), Math.min(s.a[1], s.b[1]));
    const [x1, y1] = cell(Math.max(s.a[0], s.b[0]), Math.max(s.a[1], s.b[1]));
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const key = x * side + y;
        const bucket = cells.get(key) ?? [];
        for (const t of bucket) {
          const pair = Math.min(s.index, t.index) * segments.length + Math.max(s.index, t.index);
          if (seen.has(pair)) continue;
          seen.add(pair);
          if (visit(s, t)) return true;
        }
        bucket.push(s);
        cells.set(key, bucket);
      }
    }
  }
  return false;
}

/** Whether the segments o1-shared and shared-o2 run back over each other (collinear, the same way out of `shared`). */
function foldsBack(o1: Position, shared: Position, o2: Position): boolean {
  if (orientation(o1, shared, o2) !== 0) return false;
  return (o1[0] - shared[0]) * (o2[0] - shared[0]) + (o1[1] - shared[1]) * (o2[1] - shared[1]) > 0;
}

/**
 * Whether a closed ring crosses or touches itself anywhere but where neighbouring segments
 * meet (and where the last meets the first).
 */
export function ringCrossesItself(ring: readonly Position[]): boolean {
  const segments = segmentsOf(ring);
  const last = segments.length - 1;
  return somePair(segments, (s, t) => {
    const [first, second] = s.index < t.index ? [s, t] : [t, s];
    if (second.index === first.index + 1) return foldsBack(first.a, first.b, second.b);
    if (first.index === 0 && second.index === last) return foldsBack(first.b, first.a, second.a);
    return segmentsMeet(s.a, s.b, t.a, t.b);
  });
}

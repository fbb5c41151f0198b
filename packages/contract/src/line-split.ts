/**
 * A line split at a position, the same rule on both sides (the server's split, and the console's
 * check of a click before it asks): the position snapped onto the line (its nearest point, found on a
 * plane through the position as the server's distance-to.ts does, then interpolated in degrees along that
 * segment, so the point lies exactly on the line), and the line's two parts, the first from the
 * line's start to the snapped point, the second from there to its end. Refused when the position
 * is farther from the line than `tolerance` metres, or when it snaps onto an end of the line.
 */
/** A GeoJSON position, [lon, lat]. */
type Position = readonly number[];

const METRES_PER_DEGREE = 111_320;

/** How far from the line a split's point may be, in metres: a click on the line at any zoom the map edits at (the refusal says 25 m). */
export const SPLIT_TOLERANCE_M = 25;

export type SplitResult =
  | { at: number[]; parts: [number[][], number[][]]; metres: number }
  | { error: 'too_far'; metres: number }
  | { error: 'at_end' };

const same = (p: Position, q: Position) => p[0] === q[0] && p[1] === q[1];

/** Splits `line` at the point of it nearest `position`. */
export function splitLine(line: readonly Position[], position: Position, tolerance: number): SplitResult {
  const cos = Math.cos((position[1] * Math.PI) / 180);
  const project = ([lon, lat]: Position): [number, number] => [(lon - position[0]) * METRES_PER_DEGREE * cos, (lat - position[1]) * METRES_PER_DEGREE];
  let best = { metres: Infinity, segment: 0, t: 0 };
  for (let i = 1; i < line.length; i += 1) {
    const a = project(line[i - 1]);
    const b = project(line[i]);
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const length2 = dx * dx + dy * dy;
    const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(a[0] * dx + a[1] * dy) / length2));
    const metres = Math.hypot(a[0] + t * dx, a[1] + t * dy);
    if (metres < best.metres) best = { metres, segment: i, t };
  }
  if (best.metres > tolerance) return { error: 'too_far', metres: best.metres };
  const from = line[best.segment - 1];
  const to = line[best.segment];
  const at = best.t === 0 ? [...from] : best.t === 1 ? [...to] : [from[0] + best.t * (to[0] - from[0]), from[1] + best.t * (to[1] - from[1])];
  if (same(at, line[0]) || same(at, line[line.length - 1])) return { error: 'at_end' };
  const head = line.slice(0, best.segment).map((p) => [...p]);
  const tail = line.slice(best.segment).map((p) => [...p]);
  const first = same(head[head.length - 1], at) ? head : [...head, at];
  const second = same(tail[0], at) ? tail : [at, ...tail];
  return { at, parts: [first, second], metres: best.metres };
}


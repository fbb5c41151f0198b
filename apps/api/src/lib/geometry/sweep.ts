/**
 * Whether any two segments of a set meet in a way the caller forbids: a sweep from west to east
 * (Shamos and Hoey) that keeps the segments under the sweep line in their north-south order and
 * compares a segment only with its neighbours in that order, when it enters, when one between
 * leaves, and with the segments through the very point where it enters. So n segments cost
 * O(n log n) steps and a few pair tests each, however tightly they are packed: a ring of 10,000
 * positions zig-zagging in a few metres is as cheap as a circle.
 *
 * The order stays true until the first forbidden meeting, which is all the sweep needs: it stops
 * there. Meetings the caller allows (neighbouring segments of a ring at their shared position)
 * never cross, so they keep the order too. A caller whose set may hold allowed crossings (a line
 * that crosses itself) must not rely on the answer past them: `conflict` sees every pair that
 * meets first and may say so.
 */
import { OrderedList, type OrderedNode } from './ordered';
import type { Position } from './segments';

export interface SweepSegment { a: Position; b: Position }

/** The work done, for tests that hold it bounded: pair tests and steps of the sweep. */
export interface SweepWork { pairTests: number }

interface Entry<T> { segment: T; left: Position; right: Position; node: OrderedNode<Entry<T>> | null }

/** Lexicographic order: west first, then south (the sweep line leans a little, so a north-south segment has a west end too). */
const before = (p: Position, q: Position) => p[0] < q[0] || (p[0] === q[0] && p[1] < q[1]);

/** Positive when r lies left of (north of) the directed line p to q, negative right of it, zero on it. */
const side = (p: Position, q: Position, r: Position) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);

/**
 * The first pair (in sweep order) for which `conflict` is true, testing only pairs that may
 * meet; null when there is none. `conflict` decides what a meeting means (touching, crossing,
 * running back over each other) and which meetings are allowed.
 */
export function firstConflict<T extends SweepSegment>(
  segments: readonly T[], conflict: (s: T, t: T) => boolean, work?: SweepWork,
): [T, T] | null {
  const entries: Entry<T>[] = segments.map((segment) => {
    const [left, right] = before(segment.b, segment.a) ? [segment.b, segment.a] : [segment.a, segment.b];
    return { segment, left, right, node: null };
  });
  // Event k is entry k >> 1 entering (k even) or leaving (k odd). At one position, segments
  // enter before others leave, so that ones meeting end to start are under the sweep line
  // together and are compared.
  const at = (k: number) => (k & 1 ? entries[k >> 1].right : entries[k >> 1].left);
  const events = Array.from({ length: entries.length * 2 }, (_, k) => k);
  events.sort((k, l) => {
    const p = at(k), q = at(l);
    return p[0] - q[0] || p[1] - q[1] || (k & 1) - (l & 1);
  });

  const line = new OrderedList<Entry<T>>();
  const test = (s: Entry<T>, t: Entry<T>) => {
    if (work) work.pairTests++;
    return conflict(s.segment, t.segment);
  };
  /** Tests `entry` against the entries from `from` on, away from it, while they pass through `p` (and the first that does not). */
  const walk = (entry: Entry<T>, p: Position, from: OrderedNode<Entry<T>> | null, up: boolean): Entry<T> | null => {
    for (let other = from; other; other = up ? line.next(other) : line.previous(other)) {
      if (test(entry, other.value)) return other.value;
      if (side(other.value.left, other.value.right, p) !== 0) break;
    }
    return null;
  };

  for (const k of events) {
    const entry = entries[k >> 1];
    if (!(k & 1)) {
      const p = entry.left;
      const node = line.insert(entry, (existing) => {
        const v = side(existing.left, existing.right, p);
        if (v !== 0) return v < 0;
        // It enters on the existing segment: order them by where they go from here.
        return side(existing.left, existing.right, entry.right) < 0;
      });
      entry.node = node;
      // Its neighbours, and beyond them every segment through the same position (they lie
      // next to each other in the order, since they all meet there).
      const met = walk(entry, p, line.previous(node), false) ?? walk(entry, p, line.next(node), true);
      if (met) return [entry.segment, met.segment];
    } else if (entry.node) {
      const below = line.previous(entry.node);
      const above = line.next(entry.node);
      line.remove(entry.node);
      entry.node = null;
      if (below && above && test(below.value, above.value)) return [below.value.segment, above.value.segment];
    }
  }
  return null;
}

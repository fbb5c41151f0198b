/**
 * A route's course from its members in order (docs/selections.md, "The course"): consecutive
 * members are joined by the shortest path over the network's lines; a line member is part of the
 * course as it is, turned to whichever end the course reaches first; a pair no path joins (or
 * a member not on the network: no line position within MEMBER_SNAP_M) is a gap, where the line
 * breaks into the next part of a MultiLineString. Areas are no stops: the course joins the
 * members around them. Pure: the graph and the members' geometries in, the course out.
 */
import type { Course, CourseGap } from '@console/contract/selections';
import { lineLength } from '../../../lib/geometry/length';
import type { NetworkGraph, Position } from './graph';
import { shortestPath } from './shortest-path';

export interface CourseMember { id: number; geometry: { type: string; coordinates: unknown } }

type Stop =
  | { id: number; kind: 'point'; node: number | null }
  | { id: number; kind: 'line'; coordinates: Position[]; start: number | null; end: number | null; length: number };

const isPosition = (p: unknown): p is Position => Array.isArray(p) && p.length >= 2 && p.every((n) => typeof n === 'number');

function stopOf(g: NetworkGraph, m: CourseMember): Stop | null {
  const c = m.geometry.coordinates;
  if (m.geometry.type === 'Point' && isPosition(c)) return { id: m.id, kind: 'point', node: g.nearest(c) };
  if (m.geometry.type === 'LineString' && Array.isArray(c) && c.length >= 2 && c.every(isPosition)) {
    return { id: m.id, kind: 'line', coordinates: c, start: g.nearest(c[0]), end: g.nearest(c[c.length - 1]), length: lineLength(c) };
  }
  return null;
}

const endsOf = (s: Stop): number[] => (s.kind === 'point' ? [s.node] : [s.start, s.end]).filter((n): n is number => n !== null);

/** Whether a line member not reached from before is best run backwards: its start lies nearer the next stop than its end. */
function backwardsTowards(g: NetworkGraph, line: Extract<Stop, { kind: 'line' }>, next: Stop | undefined): boolean {
  const from = next ? endsOf(next)[0] : undefined;
  if (from === undefined || line.start === null || line.end === null || line.start === line.end) return false;
  return shortestPath(g, from, [line.start, line.end])?.target === line.start;
}

/** The course of `members` in their order over the graph. */
export function courseOf(g: NetworkGraph, members: readonly CourseMember[]): Course {
  const stops = members.map((m) => stopOf(g, m)).filter((s): s is Stop => s !== null);
  const parts: Position[][] = [];
  const gaps: CourseGap[] = [];
  let current: Position[] = [];
  let length = 0;
  /** where the course so far ends on the network; null: the last stop is not on it */
  let exit: number | null = null;
  const nodeAt = (n: number): Position => [g.lon[n], g.lat[n]];
  const add = (positions: readonly Position[]) => {
    for (const p of positions) {
      const last = current[current.length - 1];
      if (!last || last[0] !== p[0] || last[1] !== p[1]) current.push(p);
    }
  };
  const breakOff = (from: Stop, to: Stop) => {
    gaps.push({ from: from.id, to: to.id });
    if (current.length >= 2) parts.push(current);
    current = [];
  };

  stops.forEach((stop, i) => {
    const previous = i > 0 ? stops[i - 1] : undefined;
    const path = previous && exit !== null ? shortestPath(g, exit, endsOf(stop)) : null;
    if (path) {
      add(path.nodes.map(nodeAt));
      length += path.length;
    } else if (previous) {
      breakOff(previous, stop);
    }
    if (stop.kind === 'point') {
      if (stop.node !== null) add([nodeAt(stop.node)]);
      exit = stop.node;
      return;
    }
    const backwards = path ? path.target === stop.end && stop.end !== stop.start : backwardsTowards(g, stop, stops[i + 1]);
    add(backwards ? [...stop.coordinates].reverse() : stop.coordinates);
    length += stop.length;
    exit = backwards ? stop.start : stop.end;
  });
  if (current.length >= 2) parts.push(current);

  const geometry = parts.length === 0 ? null
    : parts.length === 1 ? { type: 'LineString' as const, coordinates: parts[0] }
      : { type: 'MultiLineString' as const, coordinates: parts };
  return { geometry, length_m: Math.round(length * 100) / 100, gaps };
}

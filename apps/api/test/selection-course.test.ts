/**
 * A route's course, pure (modules/selections/course): the graph of a small hand-made network,
 * its shortest paths and the course of members in order, with its gaps.
 *
 *   D ─────────── (long way round) ─────────── C
 *   │                                          │
 *   A ────────────────── B ─────────────────── E      G ── H (apart)
 *    └──── (a detour far to the south) ───┘
 */
import { describe, expect, it } from 'vitest';
import { buildGraph, type NetworkLine } from '../src/modules/selections/course/graph';
import { courseOf, type CourseMember } from '../src/modules/selections/course/course';
import { shortestPath } from '../src/modules/selections/course/shortest-path';
import { MinHeap } from '../src/modules/selections/course/heap';
import { distance, lineLength } from '../src/lib/geometry/length';

/** A position x, y steps of 0.001 degree from (5, 52): about 69 m east, 111 m north. */
const at = (x: number, y: number): [number, number] => [Math.round((5 + x * 0.001) * 1e9) / 1e9, Math.round((52 + y * 0.001) * 1e9) / 1e9];
const A = at(0, 0), B = at(10, 0), C = at(10, 10), D = at(0, 10), E = at(20, 0), G = at(40, 40), H = at(45, 40);
const lines: Record<string, [number, number][]> = {
  AB: [A, at(5, 0), B],
  BC: [B, at(10, 5), C],
  AD: [A, D],
  DC: [D, at(0, 30), at(10, 30), C],
  BE: [B, E],
  detour: [A, at(5, -20), B],
  GH: [G, H],
};
const ids: Record<string, number> = { AB: 101, BC: 102, AD: 103, DC: 104, BE: 105, detour: 106, GH: 107 };
const network: NetworkLine[] = Object.entries(lines).map(([name, coordinates]) => ({ id: ids[name], coordinates }));
const graph = buildGraph(network);
const len = (...names: string[]) => names.reduce((n, name) => n + lineLength(lines[name]), 0);
const point = (id: number, p: [number, number]): CourseMember => ({ id, geometry: { type: 'Point', coordinates: p } });
const line = (name: string): CourseMember => ({ id: ids[name], geometry: { type: 'LineString', coordinates: lines[name] } });
const [pA, pB, pC, pD, pE, pG, pH] = [point(1, A), point(2, B), point(3, C), point(4, D), point(5, E), point(7, G), point(8, H)];

describe('the network graph', () => {
  it('joins lines where their positions coincide: one node per junction', () => {
    // A, B, C, D, E, G, H and the lines' inner positions (AB 1, BC 1, DC 2, detour 1).
    expect(graph.nodeCount).toBe(12);
    const b = graph.nearest(B);
    expect(b).not.toBeNull();
    // B has the ends of AB, BC, BE and the detour.
    expect(b === null ? 0 : graph.offsets[b + 1] - graph.offsets[b]).toBe(4);
  });

  it('joins a line drawn to within a metre of another\'s end, not one 3 m away', () => {
    const near: [number, number] = [B[0] + 0.000005, B[1]]; // some 0.35 m east of B
    const off: [number, number] = [B[0] + 0.00004, B[1]]; // some 2.7 m east of B
    const g = buildGraph([{ id: 1, coordinates: [A, B] }, { id: 2, coordinates: [near, E] }, { id: 3, coordinates: [off, C] }]);
    expect(shortestPath(g, g.nearest(A) ?? -1, [g.nearest(E) ?? -1])).not.toBeNull();
    expect(shortestPath(g, g.nearest(A) ?? -1, [g.nearest(C) ?? -1])).toBeNull();
  });

  it('finds a member within 5 m of a line\'s position, and none further off', () => {
    expect(graph.nearest([A[0], A[1] + 0.00003])).toBe(graph.nearest(A)); // 3.3 m north of A
    expect(graph.nearest([A[0], A[1] + 0.0001])).toBeNull(); // 11 m
  });
});

describe('the shortest path', () => {
  it('takes the shorter of two ways and reports its length on the ellipsoid', () => {
    const path = shortestPath(graph, graph.nearest(A) ?? -1, [graph.nearest(C) ?? -1]);
    expect(path?.nodes.map((n) => [graph.lon[n], graph.lat[n]])).toEqual([A, at(5, 0), B, at(10, 5), C]);
    expect(path?.length).toBeCloseTo(len('AB', 'BC'), 6);
    // The alternatives exist and are longer.
    expect(len('AD', 'DC')).toBeGreaterThan(len('AB', 'BC'));
    expect(len('detour')).toBeGreaterThan(len('AB'));
  });

  it('goes to the nearest of several targets', () => {
    // From E: A is 1,380 m away by B, C 1,800 m.
    const path = shortestPath(graph, graph.nearest(E) ?? -1, [graph.nearest(C) ?? -1, graph.nearest(A) ?? -1]);
    expect(path?.target).toBe(graph.nearest(A));
    expect(path?.length).toBeCloseTo(len('BE', 'AB'), 6);
  });

  it('finds none to a part of the network that nothing joins', () => {
    expect(shortestPath(graph, graph.nearest(A) ?? -1, [graph.nearest(G) ?? -1])).toBeNull();
  });
});

describe('the course of a route', () => {
  it('joins consecutive junctions by the shortest path', () => {
    expect(courseOf(graph, [pA, pC, pE])).toEqual({
      geometry: { type: 'LineString', coordinates: [A, at(5, 0), B, at(10, 5), C, at(10, 5), B, E] },
      length_m: round(len('AB', 'BC', 'BC', 'BE')),
      gaps: [],
    });
  });

  it('breaks where no path joins two members: a MultiLineString and the gap with its two objects', () => {
    const course = courseOf(graph, [pA, pB, pG, pH]);
    expect(course.gaps).toEqual([{ from: 2, to: 7 }]);
    expect(course.geometry).toEqual({ type: 'MultiLineString', coordinates: [[A, at(5, 0), B], [G, H]] });
    expect(course.length_m).toBe(round(len('AB', 'GH')));
  });

  it('reports a member off the network as a gap on both sides', () => {
    const off = point(9, at(5, 5));
    const course = courseOf(graph, [pA, pB, off, pC, pD]);
    expect(course.gaps).toEqual([{ from: 2, to: 9 }, { from: 9, to: 3 }]);
    expect(course.geometry).toEqual({ type: 'MultiLineString', coordinates: [[A, at(5, 0), B], [C, at(10, 5), B, at(5, 0), A, D]] });
  });

  it('closes a loop route where it began', () => {
    const course = courseOf(graph, [pA, pB, pC, pD, pA]);
    expect(course.gaps).toEqual([]);
    const coordinates = course.geometry?.coordinates ?? [];
    expect(coordinates[0]).toEqual(A);
    expect(coordinates[coordinates.length - 1]).toEqual(A);
    // C to D: back by B and A (2,900 m) is shorter than the line DC (5,100 m).
    expect(course.length_m).toBe(round(len('AB', 'BC', 'BC', 'AB', 'AD', 'AD')));
  });

  it('takes a line member as it is, turned to the end the course reaches first', () => {
    // From C the course reaches AB at B first: AB runs backwards, then on to D.
    const course = courseOf(graph, [pC, line('AB'), pD]);
    expect(course).toEqual({
      geometry: { type: 'LineString', coordinates: [C, at(10, 5), B, at(5, 0), A, D] },
      length_m: round(len('BC', 'AB', 'AD')),
      gaps: [],
    });
    // A line member first is turned towards the next stop.
    expect(courseOf(graph, [line('AB'), pA]).geometry?.coordinates[0]).toEqual(B);
    expect(courseOf(graph, [line('AB'), pE]).geometry?.coordinates[0]).toEqual(A);
  });

  it('has no line for a single junction, and none for no members', () => {
    expect(courseOf(graph, [pA])).toEqual({ geometry: null, length_m: 0, gaps: [] });
    expect(courseOf(graph, [])).toEqual({ geometry: null, length_m: 0, gaps: [] });
  });

  it('passes over an area member: no stop, no gap', () => {
    const area: CourseMember = { id: 50, geometry: { type: 'Polygon', coordinates: [[at(30, 30), at(31, 30), at(31, 31), at(30, 30)]] } };
    expect(courseOf(graph, [pA, area, pB])).toEqual(courseOf(graph, [pA, pB]));
  });

  it('a junction a few metres from the lines lies on them', () => {
    const beside = point(11, [E[0], E[1] + 0.00003]);
    expect(courseOf(graph, [pB, beside]).gaps).toEqual([]);
    expect(distance(E, [E[0], E[1] + 0.00003])).toBeLessThan(5);
  });
});

describe('the heap', () => {
  it('gives its keys back smallest first', () => {
    const heap = new MinHeap();
    const keys = Array.from({ length: 500 }, (_, i) => (i * 7919) % 503);
    keys.forEach((k, i) => heap.push(k, i));
    const out: number[] = [];
    for (let top = heap.pop(); top; top = heap.pop()) out.push(top.key);
    expect(out).toEqual([...keys].sort((a, b) => a - b));
  });
});

const round = (m: number) => Math.round(m * 100) / 100;

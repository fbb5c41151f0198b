/**
 * The geometry checker's work stays bounded for the largest geometry a client may send: the
 * pairs of segments it compares grow about linearly with the positions, also when they are
 * packed in a few metres (spikes, teeth, zig-zags) and when a line crosses itself. And the sweep
 * that chooses those pairs answers as comparing every pair would, on many small shapes full of
 * touching, shared and collinear positions.
 */
import { describe, expect, it } from 'vitest';
import { checkGeometry, MAX_GEOMETRY_POSITIONS } from '../src/lib/geometry/check';
import { insideArea, positionInside } from '../src/lib/geometry/inside';
import { chainSegments, chainsConflict, ringsCross, segmentsMeet, segmentsOf, type Position } from '../src/lib/geometry/segments';
import type { SweepWork } from '../src/lib/geometry/sweep';

const closed = (ring: number[][]) => [...ring, ring[0]];
/** A star of n positions in a thousandth of a degree: every spike's box covers the centre. */
const star = (n: number) => closed(Array.from({ length: n - 1 }, (_, i) => {
  const r = i % 2 ? 0.0001 : 0.001;
  const a = (2 * Math.PI * i) / (n - 1);
  return [5.3 + r * Math.cos(a), 52.1 + r * Math.sin(a)];
}));
/** A comb of n positions: long thin teeth side by side, a ten-millionth of a degree apart. */
const comb = (n: number) => {
  const teeth = Math.floor((n - 3) / 2);
  const tops = Array.from({ length: teeth }, (_, i) => [[5.31 + i * 2e-7, 52.1001], [5.31 + i * 2e-7 + 1e-7, 52.101]]).flat();
  return closed([[5.31, 52.1], ...tops.slice(0, -1), [5.31 + teeth * 2e-7, 52.1]]);
};
/** A line running back and forth across a thousandth of a degree. */
const zigzag = (n: number) => Array.from({ length: n }, (_, i) => [5.32 + (i % 2) * 0.001, 52.12 + i * 1e-8]);
/** A line that crosses itself at every other segment. */
const braid = (n: number) => Array.from({ length: n }, (_, i) => [5.32 + (i % 2) * 0.001, 52.12 + (i % 4 < 2 ? 0 : 0.001) + i * 1e-9]);

/** A network's area with two holes that lie in the shapes' boxes (the star's middle, beside the lines' way east), so their edges are compared too. */
const area = [
  [[5, 52], [5.6, 52], [5.6, 52.4], [5, 52.4], [5, 52]],
  [[5.29998, 52.09998], [5.30002, 52.09998], [5.30002, 52.10002], [5.29998, 52.10002], [5.29998, 52.09998]],
  [[5.45, 52.2], [5.46, 52.2], [5.46, 52.21], [5.45, 52.21], [5.45, 52.2]],
];
const eastwards = (line: number[][]) => [...line.slice(0, -1), [5.5, 52.3]];
const shapes: [string, (n: number) => unknown, 'polygon' | 'linestring'][] = [
  ['star', (n) => ({ type: 'Polygon', coordinates: [star(n)] }), 'polygon'],
  ['comb', (n) => ({ type: 'Polygon', coordinates: [comb(n)] }), 'polygon'],
  ['zig-zag line', (n) => ({ type: 'LineString', coordinates: eastwards(zigzag(n)) }), 'linestring'],
  ['line crossing itself', (n) => ({ type: 'LineString', coordinates: eastwards(braid(n)) }), 'linestring'],
];

describe('the work of checking the largest geometry', () => {
  it.each(shapes)('a %s of the most positions is kept, comparing about linearly many pairs', (_name, shape, geoType) => {
    const pairs = (n: number) => {
      const work: SweepWork = { pairTests: 0 };
      expect(checkGeometry(shape(n), geoType, area, work)).toMatchObject({ geometry: {} });
      return work.pairTests;
    };
    const quarter = pairs(MAX_GEOMETRY_POSITIONS / 4);
    const full = pairs(MAX_GEOMETRY_POSITIONS);
    // Every pair would be 50 million; a sweep compares a few per segment.
    expect(full).toBeLessThan(10 * MAX_GEOMETRY_POSITIONS);
    expect(full).toBeLessThan(5 * Math.max(quarter, 1));
  });

  it('still refuses the largest geometry that crosses itself once, or leaves the area once', () => {
    const ring = star(MAX_GEOMETRY_POSITIONS);
    // One spike's tip moved across its neighbour.
    const crossing = ring.map((p, i) => (i === 4000 ? ring[4004] : p));
    expect(checkGeometry({ type: 'Polygon', coordinates: [crossing] }, 'polygon', area)).toEqual({ error: 'geometry.self_intersecting' });
    const line = braid(MAX_GEOMETRY_POSITIONS).map((p, i) => (i === 7777 ? [5.7, 52.2] : p));
    expect(checkGeometry({ type: 'LineString', coordinates: line }, 'linestring', area)).toEqual({ error: 'geometry.outside_area' });
    // Through a hole of the area, its ends inside.
    const throughHole = [...zigzag(MAX_GEOMETRY_POSITIONS - 2), [5.455, 52.205], [5.5, 52.3]];
    expect(checkGeometry({ type: 'LineString', coordinates: throughHole }, 'linestring', area)).toEqual({ error: 'geometry.outside_area' });
  });
});

/** What comparing every pair answers, as the checker did before the sweep. */
const everyPairCrosses = (rings: Position[][]) => {
  const all = chainSegments(rings, () => true);
  return all.some((s, i) => all.slice(i + 1).some((t) => chainsConflict(s, t)));
};
const everyPairInside = (lines: Position[][], rings: Position[][]) => lines.every((l) => l.every((p) => positionInside(p, rings)))
  && !lines.flatMap((l) => segmentsOf(l)).some((s) => rings.flatMap((r) => segmentsOf(r)).some((e) => segmentsMeet(s.a, s.b, e.a, e.b)));

// A fixed-seed generator on a small grid of whole numbers: shapes full of shared positions,
// touching corners and collinear edges, where a sweep is easiest to get wrong.
let seed = 20261128;
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
};
const randomRing = (grid: number, n: number): Position[] => {
  const ring = Array.from({ length: n }, () => [random(grid), random(grid)]);
  const [cx, cy] = [ring.reduce((a, p) => a + p[0], 0) / n + 0.01, ring.reduce((a, p) => a + p[1], 0) / n + 0.013];
  ring.sort((p, q) => Math.atan2(p[1] - cy, p[0] - cx) - Math.atan2(q[1] - cy, q[0] - cx));
  // A third of them get one position moved anywhere, which mostly makes them cross.
  if (random(3) === 0) ring[random(n)] = [random(grid), random(grid)];
  if (random(4) === 0) ring.reverse();
  return [...ring, ring[0]];
};

describe('the sweep answers as comparing every pair', () => {
  it('on rings and holes that cross, touch or run along each other', () => {
    let crossing = 0;
    for (let trial = 0; trial < 20_000; trial++) {
      const grid = 6 + random(12);
      const rings = Array.from({ length: 1 + random(2) }, () => randomRing(grid, 3 + random(12)));
      const expected = everyPairCrosses(rings);
      if (expected) crossing++;
      expect(ringsCross(rings), JSON.stringify(rings)).toBe(expected);
    }
    // Both answers are well represented.
    expect(crossing).toBeGreaterThan(5_000);
    expect(crossing).toBeLessThan(15_000);
  });

  it("on lines, loops and areas inside or across an area's edges", () => {
    let inside = 0;
    for (let trial = 0; trial < 20_000; trial++) {
      const g = 4 + random(10);
      const rings = [random(2) ? [[0, 0], [g, 0], [g, g], [0, g], [0, 0]] : randomRing(g, 3 + random(10))];
      if (random(3) === 0) rings.push(randomRing(g, 3 + random(4)));
      const middle = () => g / 4 + random(g / 2 + 1);
      let line: Position[];
      if (random(2)) {
        line = Array.from({ length: 2 + random(6) }, () => [middle(), middle()]);
        if (random(4) === 0) line.push(line[0]);
      } else {
        line = randomRing(g / 2 + 1, 3 + random(6)).map(([x, y]) => [x + g / 4, y + g / 4]);
      }
      // One position over and over is no line (the checker refuses it before this).
      if (line.every((p) => p[0] === line[0][0] && p[1] === line[0][1])) continue;
      const expected = everyPairInside([line], rings);
      if (expected) inside++;
      expect(insideArea([line], rings), JSON.stringify({ line, rings })).toBe(expected);
    }
    expect(inside).toBeGreaterThan(300);
  });
});

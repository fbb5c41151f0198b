import { describe, expect, it } from 'vitest';
import { anchorOf, courseFeatures, gapLines, type CourseMember } from './course-layer';

const point = (id: number, order: number | null, x: number, y: number): CourseMember => ({ id, order, geometry: { type: 'Point', coordinates: [x, y] } });

describe('a selection over the map', () => {
  it('draws a route: its course, each gap dashed between its two members, the junctions numbered in order', () => {
    const members = [point(7, 1, 5.0, 52.0), point(8, 2, 5.1, 52.0), point(9, 3, 5.3, 52.1)];
    const course = { geometry: { type: 'MultiLineString' as const, coordinates: [[[5.0, 52.0], [5.1, 52.0]]] }, length_m: 6900, gaps: [{ from: 8, to: 9 }] };
    const { features } = courseFeatures(course, members);
    expect(features.map((f) => f.properties.kind)).toEqual(['course', 'gap', 'stop', 'stop', 'stop']);
    expect(features[1].geometry).toEqual({ type: 'MultiLineString', coordinates: [[[5.1, 52.0], [5.3, 52.1]]] });
    expect(features.slice(2).map((f) => f.properties.order)).toEqual(['1', '2', '3']);
  });

  it('finds a gap at its place in the order when a junction is passed twice', () => {
    const members = [point(1, 1, 0, 0), point(2, 2, 1, 0), point(1, 3, 0, 0), point(3, 4, 5, 5)];
    expect(gapLines([{ from: 1, to: 3 }], members)).toEqual([[[0, 0], [5, 5]]]);
    expect(gapLines([{ from: 3, to: 1 }], members)).toEqual([]);
  });

  it('meets a line member at its end nearest the other member', () => {
    const line = { type: 'LineString' as const, coordinates: [[0, 0], [1, 0], [2, 0]] as [number, number][] };
    expect(anchorOf(line, [2.2, 0.1])).toEqual([2, 0]);
    expect(anchorOf(line, [-1, 0])).toEqual([0, 0]);
    expect(anchorOf(line)).toEqual([0, 0]);
  });

  it('draws a set without numbers and its line members as wide lines, with no course', () => {
    const line: CourseMember = { id: 4, order: null, geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] } };
    const { features } = courseFeatures(null, [point(3, null, 0, 0), line]);
    expect(features.map((f) => [f.properties.kind, f.properties.order ?? null])).toEqual([['member-line', null], ['stop', '']]);
  });
});

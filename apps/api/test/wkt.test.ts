/** The WKT writer and reader (lib/wkt.ts): every geometry type written as GIS programs read it, and read back exactly. */
import { describe, expect, it } from 'vitest';
import { fromWkt, toWkt } from '../src/lib/wkt';

const ring = [[5.1, 52.1], [5.2, 52.1], [5.2, 52.2], [5.1, 52.1]];
const hole = [[5.12, 52.11], [5.13, 52.11], [5.13, 52.12], [5.12, 52.11]];
const cases: [unknown, string][] = [
  [{ type: 'Point', coordinates: [5.387204, 52.156111] }, 'POINT (5.387204 52.156111)'],
  [{ type: 'Point', coordinates: [-0.1, -1e-7] }, 'POINT (-0.1 -1e-7)'],
  [{ type: 'LineString', coordinates: [[5, 52], [5.5, 52.25]] }, 'LINESTRING (5 52, 5.5 52.25)'],
  [{ type: 'Polygon', coordinates: [ring, hole] }, 'POLYGON ((5.1 52.1, 5.2 52.1, 5.2 52.2, 5.1 52.1), (5.12 52.11, 5.13 52.11, 5.13 52.12, 5.12 52.11))'],
  [{ type: 'MultiPoint', coordinates: [[1, 2], [3, 4]] }, 'MULTIPOINT (1 2, 3 4)'],
  [{ type: 'MultiLineString', coordinates: [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] }, 'MULTILINESTRING ((1 2, 3 4), (5 6, 7 8))'],
  [{ type: 'MultiPolygon', coordinates: [[ring], [hole]] }, 'MULTIPOLYGON (((5.1 52.1, 5.2 52.1, 5.2 52.2, 5.1 52.1)), ((5.12 52.11, 5.13 52.11, 5.13 52.12, 5.12 52.11)))'],
  [{ type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [1, 2] }, { type: 'LineString', coordinates: [[1, 2], [3, 4]] }] }, 'GEOMETRYCOLLECTION (POINT (1 2), LINESTRING (1 2, 3 4))'],
];

describe('toWkt', () => {
  it.each(cases)('writes %j', (geometry, wkt) => expect(toWkt(geometry)).toBe(wkt));

  it('writes nothing for what is no geometry', () => {
    for (const none of [null, undefined, 'POINT', {}, { type: 'Feature' }, { type: 'GeometryCollection', geometries: [{ type: 'Curve' }] }]) expect(toWkt(none)).toBeNull();
  });
});

describe('fromWkt', () => {
  it.each(cases)('reads back %j', (geometry, wkt) => expect(fromWkt(wkt)).toEqual(geometry));

  it('reads any case and spacing, MULTIPOINT with parentheses per point, and leaves Z and M out', () => {
    expect(fromWkt('  point(5 52)  ')).toEqual({ type: 'Point', coordinates: [5, 52] });
    expect(fromWkt('MULTIPOINT ((1 2), (3 4))')).toEqual({ type: 'MultiPoint', coordinates: [[1, 2], [3, 4]] });
    expect(fromWkt('POINT Z (5 52 10)')).toEqual({ type: 'Point', coordinates: [5, 52] });
    expect(fromWkt('LINESTRING ZM (1 2 3 4, 5 6 7 8)')).toEqual({ type: 'LineString', coordinates: [[1, 2], [5, 6]] });
  });

  it('reads nothing from what is no WKT', () => {
    for (const text of ['', 'POINT', 'POINT EMPTY', 'POINT (1)', 'POINT (1 2, 3 4)', 'POINT (1 2) x', 'LINESTRING ((1 2, 3 4))', 'POLYGON (1 2, 3 4)', 'CIRCLE (1 2)', 'POINT (1 2', 'POINT Q (1 2)', 'POINT (a b)']) {
      expect(fromWkt(text), text).toBeNull();
    }
  });
});

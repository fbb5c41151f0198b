import { describe, expect, it } from 'vitest';
import type { GeoJSONStoreFeatures } from 'terra-draw';
import { DEFAULT_AREA, type AreaFeature } from '@console/contract/networks';
import { areaBounds, areaFromSnapshot, areaProperties, cornerCount, parseArea, replacedIds, toDrawFeature, vertexCount } from './area-geometry';

const square = (lng: number, lat: number, size = 1): number[][][] => [[
  [lng, lat], [lng + size, lat], [lng + size, lat + size], [lng, lat + size], [lng, lat],
]];

function polygon(id: string, coordinates: number[][][], extra: Record<string, boolean> = {}): GeoJSONStoreFeatures {
  return { id, type: 'Feature', properties: { mode: 'polygon', ...extra }, geometry: { type: 'Polygon', coordinates } };
}

const stored: AreaFeature = {
  type: 'Feature',
  properties: { country_code: 528, name: 'Noord' },
  geometry: { type: 'Polygon', coordinates: [[[5, 52], [6, 52], [6, 53], [5, 52]]] },
};

describe('parseArea', () => {
  it('reads a stored polygon feature', () => {
    expect(parseArea(DEFAULT_AREA)?.properties).toEqual({ country_code: 528 });
    expect(parseArea(stored)).toEqual(stored);
  });

  it('gives null for anything that is not a polygon feature', () => {
    expect(parseArea(null)).toBeNull();
    expect(parseArea({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [5, 52] } })).toBeNull();
    // An open ring is no polygon.
    expect(parseArea({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[[5, 52], [6, 52], [6, 53], [5, 53]]] } })).toBeNull();
  });
});

describe('areaProperties', () => {
  it("keeps the previous area's properties and its country_code", () => {
    expect(areaProperties(stored)).toEqual({ country_code: 528, name: 'Noord' });
    expect(areaProperties({ ...stored, properties: { country_code: 56 } })).toEqual({ country_code: 56 });
  });

  it('sets country_code 528 when there was no area or no code', () => {
    expect(areaProperties(null)).toEqual({ country_code: 528 });
    expect(areaProperties({ ...stored, properties: null })).toEqual({ country_code: 528 });
  });
});

describe('areaFromSnapshot', () => {
  const props = { country_code: 528 };

  it('makes the feature to save from the only polygon, with the given properties', () => {
    const area = areaFromSnapshot([polygon('a', square(5, 52))], props);
    expect(area).toEqual({ type: 'Feature', properties: { country_code: 528 }, geometry: { type: 'Polygon', coordinates: square(5, 52) } });
  });

  it('takes the last polygon when there are several', () => {
    const area = areaFromSnapshot([polygon('old', square(5, 52)), polygon('new', square(4, 51))], props);
    expect(area?.geometry.coordinates).toEqual(square(4, 51));
  });

  it('takes the polygon just finished when its id is given', () => {
    const area = areaFromSnapshot([polygon('old', square(5, 52)), polygon('new', square(4, 51))], props, 'old');
    expect(area?.geometry.coordinates).toEqual(square(5, 52));
  });

  it('ignores a polygon still being drawn and other geometries', () => {
    const point: GeoJSONStoreFeatures = { id: 'p', type: 'Feature', properties: { mode: 'polygon', closingPoint: true }, geometry: { type: 'Point', coordinates: [5, 52] } };
    const area = areaFromSnapshot([polygon('done', square(5, 52)), polygon('busy', square(4, 51), { currentlyDrawing: true }), point], props);
    expect(area?.geometry.coordinates).toEqual(square(5, 52));
  });

  it('gives null without a finished polygon', () => {
    expect(areaFromSnapshot([], props)).toBeNull();
    expect(areaFromSnapshot([polygon('busy', square(4, 51), { currentlyDrawing: true })], props)).toBeNull();
  });

  it('drops altitudes, so the server gets plain positions', () => {
    const area = areaFromSnapshot([polygon('a', [[[5, 52, 3], [6, 52, 3], [6, 53, 3], [5, 52, 3]]])], props);
    expect(area?.geometry.coordinates).toEqual([[[5, 52], [6, 52], [6, 53], [5, 52]]]);
  });
});

describe('replacedIds', () => {
  it('lists every other polygon, so the new area replaces the previous one', () => {
    expect(replacedIds([polygon('old', square(5, 52)), polygon('older', square(3, 50)), polygon('new', square(4, 51))], 'new')).toEqual(['old', 'older']);
    expect(replacedIds([polygon('new', square(4, 51))], 'new')).toEqual([]);
  });
});

describe('map helpers', () => {
  it('turns the area into a terra-draw polygon with the precision terra-draw accepts', () => {
    const feature = toDrawFeature({ ...stored, geometry: { type: 'Polygon', coordinates: [[[5.1234567891234, 52], [6, 52], [6, 53], [5.1234567891234, 52]]] } }, 'x');
    expect(feature).toMatchObject({ id: 'x', properties: { mode: 'polygon' } });
    expect(feature.geometry.coordinates).toEqual([[[5.123456789, 52], [6, 52], [6, 53], [5.123456789, 52]]]);
  });

  it('computes the bounds to fit the map to', () => {
    expect(areaBounds(stored)).toEqual([[5, 52], [6, 53]]);
    expect(areaBounds(parseArea(DEFAULT_AREA) ?? stored)).toEqual([[3.36, 50.75], [7.21, 53.56]]);
  });

  it('counts the vertices over all rings', () => {
    expect(vertexCount(stored)).toBe(4);
    expect(vertexCount(parseArea(DEFAULT_AREA) ?? stored)).toBe(18);
  });

  it('counts the corners a user sees, without the closing repeats', () => {
    expect(cornerCount(stored)).toBe(3);
    expect(cornerCount(parseArea(DEFAULT_AREA) ?? stored)).toBe(17);
  });
});

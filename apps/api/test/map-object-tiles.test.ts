/**
 * The map's vector tiles (GET /v1/object/tile/{z}/{x}/{y}) and the counts per type beside them: decoded as MapLibre reads them, the
 * objects of the tile's box with their type, status, code, label and geo type; points and what
 * fits in a cell counted per cell at low zoom where a tile holds very many; an address out of range a 400 on its part;
 * another organisation 404, a member without module-map 403. The counts leave out deleted objects
 * and follow a status filter.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { rows } from '../src/db/sql';
import { CLUSTER_BELOW_ZOOM, CLUSTER_MERGE_PX, CLUSTER_MIN_OBJECTS, mergeCloseClusters } from '../src/modules/map-objects/tile-query';
import { build, type Reply } from './helpers/app';
import { grantRole, made, makeRole, makeUser, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const as = w.asAdminA;
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;

const naam = await made(t, as, '/v1/attribute', { name: 'Naam', type: 'string' });
const kind = await made(t, as, '/v1/attribute', { name: 'Soort', type: 'lookup' });
const rustpunt = await made(t, as, `/v1/attribute/${kind.id}/lookup`, { name: 'Rustpunt' });
const post = await made(t, as, '/v1/type', { name: 'Knooppunt', geo_type: 'point', prefix: 'KP' });
const bench = await made(t, as, '/v1/type', { name: 'Bank', geo_type: 'point', prefix: 'BK' });
const segment = await made(t, as, '/v1/type', { name: 'Routedeel', geo_type: 'linestring', prefix: 'RD' });
await t.call({ method: 'POST', url: `/v1/type/${post.id}/attribute`, ...as, body: { relation: [naam.id] } });
await t.call({ method: 'POST', url: `/v1/type/${bench.id}/attribute`, ...as, body: { relation: [kind.id] } });
await t.call({ method: 'PUT', url: `/v1/type/${post.id}`, ...as, body: { label_attribute_id: naam.id } });
await t.call({ method: 'PUT', url: `/v1/type/${bench.id}`, ...as, body: { label_attribute_id: kind.id } });

const create = async (body: Record<string, unknown>) => {
  const res = await t.call({ method: 'POST', url: '/v1/object', ...as, body });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return dataOf<{ id: number; code: string; map_object_status_id: number | null }>(res);
};
const AMERSFOORT = [5.3872, 52.1561] as const;
const labelled = await create({ map_object_type_id: post.id, geometry: { type: 'Point', coordinates: AMERSFOORT }, attributes: [{ id: naam.id, value: 'Bij de kerk' }] });
const named = await create({ map_object_type_id: post.id, name: 'Zonder label', geometry: { type: 'Point', coordinates: [5.388, 52.1565] } });
const bare = await create({ map_object_type_id: post.id, geometry: { type: 'Point', coordinates: [5.3865, 52.1558] } });
const lookedUp = await create({ map_object_type_id: bench.id, geometry: { type: 'Point', coordinates: [5.3875, 52.1555] }, attributes: [{ id: kind.id, value: rustpunt.id }] });
const line = await create({ map_object_type_id: segment.id, geometry: { type: 'LineString', coordinates: [[5.3860, 52.1550], [5.3890, 52.1570]] } });
const deleted = await create({ map_object_type_id: post.id, geometry: { type: 'Point', coordinates: [5.3870, 52.1562] } });
await t.call({ method: 'DELETE', url: `/v1/object/${deleted.id}`, ...as });
const far = await create({ map_object_type_id: post.id, geometry: { type: 'Point', coordinates: [6.5665, 53.2194] } });

/** The tile that holds a position at a zoom. */
function tileOf([lon, lat]: readonly [number, number], z: number) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return { z, x: Math.floor(((lon + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n) };
}
const tileUrl = ({ z, x, y }: { z: number; x: number; y: number }) => `/v1/object/tile/${z}/${x}/${y}`;
const getTile = (url: string, who = as) => t.call({ method: 'GET', url, ...who });
const decode = (res: Reply) => new VectorTile(new PbfReader(new Uint8Array(res.rawPayload)));
const featuresOf = (tile: VectorTile, layer: string) => {
  const l = tile.layers[layer];
  return l ? Array.from({ length: l.length }, (_, i) => l.feature(i)) : [];
};

describe('GET /v1/object/tile/{z}/{x}/{y}', () => {
  it('answers the objects of the tile as a vector tile, with type, status, code, label and geo type', async () => {
    const res = await getTile(tileUrl(tileOf(AMERSFOORT, 16)));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    const features = featuresOf(decode(res), 'objects');
    const byId = new Map(features.map((f) => [f.properties.id, f]));
    expect([...byId.keys()].sort()).toEqual([labelled.id, named.id, bare.id, lookedUp.id, line.id].sort());
    expect(byId.get(labelled.id)?.properties).toEqual({
      id: labelled.id, map_object_type_id: post.id, map_object_status_id: labelled.map_object_status_id ?? undefined,
      code: labelled.code, label: 'Bij de kerk', geo_type: 'point',
    });
    expect(byId.get(labelled.id)?.id).toBe(labelled.id);
    expect(byId.get(labelled.id)?.type).toBe(1);
    // Without a label value: the name, else the code; a lookup's value by its name.
    expect(byId.get(named.id)?.properties.label).toBe('Zonder label');
    expect(byId.get(bare.id)?.properties.label).toBe(bare.code);
    expect(byId.get(lookedUp.id)?.properties.label).toBe('Rustpunt');
    expect(byId.get(line.id)?.properties.geo_type).toBe('linestring');
    expect(byId.get(line.id)?.type).toBe(2);
  });

  it('places a point where it is', async () => {
    const at = tileOf(AMERSFOORT, 16);
    const [feature] = featuresOf(decode(await getTile(tileUrl(at))), 'objects').filter((f) => f.properties.id === labelled.id);
    const geometry = feature.toGeoJSON(at.x, at.y, at.z).geometry;
    expect(geometry.type).toBe('Point');
    const [lon, lat] = (geometry as { coordinates: number[] }).coordinates;
    expect(lon).toBeCloseTo(AMERSFOORT[0], 4);
    expect(lat).toBeCloseTo(AMERSFOORT[1], 4);
  });

  it('leaves out deleted objects and what lies outside the tile; an empty tile is empty', async () => {
    const ids = featuresOf(decode(await getTile(tileUrl(tileOf(AMERSFOORT, 16)))), 'objects').map((f) => f.properties.id);
    expect(ids).not.toContain(deleted.id);
    expect(ids).not.toContain(far.id);
    const empty = await getTile('/v1/object/tile/16/0/0');
    expect(empty.statusCode).toBe(200);
    expect(Object.keys(decode(empty).layers)).toEqual([]);
  });

  it('counts points and what fits in a cell per cell at low zoom where a tile holds very many, draws the rest, and each one by one when zoomed in', async () => {
    const shortLines = 30;
    const network = await makeNetworkWithPoints(CLUSTER_MIN_OBJECTS + 100, shortLines);
    const low = await getTile(tileUrl(tileOf([4.9, 52.37], 8)), network);
    const lowTile = decode(low);
    const clusters = featuresOf(lowTile, 'clusters');
    expect(clusters.length).toBeGreaterThan(0);
    const counted = clusters.reduce((sum, c) => sum + Number(c.properties.point_count), 0);
    const objects = featuresOf(lowTile, 'objects');
    // The long line is wider than a cell at zoom 8: drawn, never counted; the short ones share cells with points.
    expect(objects.filter((f) => f.properties.geo_type === 'linestring').map((f) => f.properties.code)).toEqual(['L0']);
    expect(counted + objects.length - 1).toBe(CLUSTER_MIN_OBJECTS + 100 + shortLines);
    expect(clusters.every((c) => Number(c.properties.point_count) > 1)).toBe(true);
    // The points straddle a cell's border at zoom 8: its two counts are one bubble, none drawn over another.
    const at = clusters.map((c) => { const [[p]] = c.loadGeometry(); return { x: ((p?.x ?? 0) * 512) / c.extent, y: ((p?.y ?? 0) * 512) / c.extent }; });
    for (const [i, a] of at.entries()) for (const b of at.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(CLUSTER_MERGE_PX);
    const close = await getTile(tileUrl(tileOf([4.86, 52.355], CLUSTER_BELOW_ZOOM)), network);
    expect(featuresOf(decode(close), 'clusters')).toEqual([]);
    const drawn = featuresOf(decode(close), 'objects');
    expect(drawn.some((f) => f.properties.geo_type === 'point')).toBe(true);
    expect(drawn.some((f) => f.properties.geo_type === 'linestring')).toBe(true);
  });

  it('merges the counts of cells that would be drawn over each other, at their weighted centre; counts further apart stay', () => {
    // At zoom 8 a degree of longitude is some 364 pixels: 0.01 degree 3.6, 0.5 degree 182.
    const merged = mergeCloseClusters([{ lon: 5, lat: 52, point_count: 10 }, { lon: 5.01, lat: 52, point_count: 30 }, { lon: 5.5, lat: 52, point_count: 2 }], 8);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ point_count: 40, lat: 52 });
    expect(merged[0]?.lon).toBeCloseTo(5.0075, 6);
    expect(merged[1]).toEqual({ lon: 5.5, lat: 52, point_count: 2 });
    // Zoomed in, the same two are apart.
    expect(mergeCloseClusters([{ lon: 5, lat: 52, point_count: 10 }, { lon: 5.01, lat: 52, point_count: 30 }], 13)).toHaveLength(2);
  });

  it('refuses a zoom, x or y out of range or not a whole number with a 400 on that part', async () => {
    for (const [url, field] of [
      ['/v1/object/tile/23/0/0', 'z'], ['/v1/object/tile/-1/0/0', 'z'], ['/v1/object/tile/a/0/0', 'z'],
      ['/v1/object/tile/2/4/0', 'x'], ['/v1/object/tile/2/1.5/0', 'x'], ['/v1/object/tile/2/0/4', 'y'], ['/v1/object/tile/0/0/1', 'y'],
    ] as const) {
      const res = await getTile(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys((res.data as { messages: Record<string, string[]> }).messages)).toEqual([field]);
    }
  });

  it("answers 404 to another organisation's admin and 403 to a member without module-map", async () => {
    const url = tileUrl(tileOf(AMERSFOORT, 16));
    const other = await getTile(url, { token: w.tokens.adminB, tenant: w.tenantA.id, network: w.a1.id });
    expect(other.statusCode).toBe(404);
    const nobody = await makeUser(t.db, { tenantId: w.tenantA.id });
    await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: nobody.id, roleId: (await makeRole(t.db, w.tenantA.id, ['module-reports'])).id });
    const refused = await getTile(url, { token: await t.signIn(nobody.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id });
    expect(refused.statusCode).toBe(403);
    // A viewer (module-map only) reads tiles.
    const viewer = await getTile(url, { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id });
    expect(viewer.statusCode).toBe(200);
  });
});

describe('GET /v1/object/count', () => {
  it('counts the objects of each type, not deleted ones, optionally of one status', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/object/count', ...as });
    expect(res.statusCode).toBe(200);
    const counts = dataOf<{ map_object_type_id: number; count: number }[]>(res);
    expect(counts).toEqual([
      { map_object_type_id: post.id, count: 4 }, { map_object_type_id: bench.id, count: 1 }, { map_object_type_id: segment.id, count: 1 },
    ].sort((a, b) => a.map_object_type_id - b.map_object_type_id));
    const status = await made(t, as, '/v1/map_object_status', { name: 'Weg', weight: 1 });
    await t.call({ method: 'POST', url: `/v1/type/${post.id}/status`, ...as, body: { relation: [status.id] } });
    await t.call({ method: 'PUT', url: `/v1/object/${far.id}`, ...as, body: { map_object_status_id: status.id } });
    const ofStatus = await t.call({ method: 'GET', url: `/v1/object/count?map_object_status_id=${status.id}`, ...as });
    expect(dataOf(ofStatus)).toEqual([{ map_object_type_id: post.id, count: 1 }]);
  });

  it("answers 404 to another organisation's admin and 403 to a member without module-map", async () => {
    expect((await t.call({ method: 'GET', url: '/v1/object/count', token: w.tokens.adminB, tenant: w.tenantA.id, network: w.a1.id })).statusCode).toBe(404);
    const nobody = await makeUser(t.db, { tenantId: w.tenantA.id });
    await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: nobody.id, roleId: (await makeRole(t.db, w.tenantA.id, ['module-reports'])).id });
    const refused = await t.call({ method: 'GET', url: '/v1/object/count', token: await t.signIn(nobody.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id });
    expect(refused.statusCode).toBe(403);
  });
});

/** Network a2 with `count` points around Amsterdam, written in one statement (the API makes one at a time). */
/** Network a2 with `count` points in a grid of 250 m, `shortLines` lines of 200 m among them and one line of 0.5° (L0). */
async function makeNetworkWithPoints(count: number, shortLines = 0) {
  const type = await made(t, as, '/v1/type', { name: 'Veel', geo_type: 'point', prefix: 'V' });
  const lineType = await made(t, as, '/v1/type', { name: 'Lijnen', geo_type: 'linestring', prefix: 'L' });
  await rows(t.db, sql`update map_object_types set network_id = ${w.a2.id} where id in (${type.id}, ${lineType.id})`);
  await rows(t.db, sql`insert into map_objects (tenant_id, network_id, map_object_type_id, number, code, geometry, min_lon, min_lat, max_lon, max_lat)
    select ${w.tenantA.id}, ${w.a2.id}, ${type.id}, i, 'V' || i,
      jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(lon, lat)), lon, lat, lon, lat
    from (select i, 4.85 + (i % 40) * 0.0025 as lon, 52.35 + (i / 40) * 0.0025 as lat from generate_series(1, ${count}) i) p`);
  await rows(t.db, sql`insert into map_objects (tenant_id, network_id, map_object_type_id, number, code, geometry, min_lon, min_lat, max_lon, max_lat, length_m)
    select ${w.tenantA.id}, ${w.a2.id}, ${lineType.id}, i, 'L' || i,
      jsonb_build_object('type', 'LineString', 'coordinates', jsonb_build_array(jsonb_build_array(lon, lat), jsonb_build_array(lon + width, lat + 0.001))),
      lon, lat, lon + width, lat + 0.001, width * 68000
    from (select i, 4.85 + (i % 10) * 0.01 as lon, 52.36 + (i / 10) * 0.005 as lat, case when i = 0 then 0.5 else 0.003 end as width
      from generate_series(0, ${shortLines}) i) l`);
  await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a2.id, userId: w.adminA.id, roleId: w.adminRoleA.id });
  return { token: w.tokens.adminA, tenant: w.tenantA.id, network: w.a2.id };
}

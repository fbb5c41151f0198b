/**
 * Areas of a network (/v1/geo) through the API: made, changed and deleted with a Polygon or a
 * MultiPolygon checked by the geometry checker (each refusal a 400 on `geometry`), the values of
 * the attributes the network gives its areas (/v1/geo_attribute), versions, an administrator's
 * writes, another organisation's area 404; the list as GeoJSON (the original client's) or JSON,
 * by box; the GeoJSON import with its dry run; the actions grouped by area (city_district) and
 * the action list filtered by one, exactly at the edges and holes.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { build, type Reply } from './helpers/app';
import { made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const as = w.asAdminA;
const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
const asMember = { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id };
const JSON_ACCEPT = { accept: 'application/json' };
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const messagesOf = (res: Reply) => (res.data as { messages: Record<string, string[]> }).messages;

type Area = { id: number; name: string; geometry: { type: string; coordinates: unknown }; bbox: number[]; attributes: { id: number; name: string; value: unknown }[]; updated_at: string };

/** A square ring from (x, y), `d` degrees a side, closed. */
const square = (x: number, y: number, d: number) => [[x, y], [x + d, y], [x + d, y + d], [x, y + d], [x, y]];
const polygon = (...rings: number[][][]) => ({ type: 'Polygon', coordinates: rings });

const district = await made(t, as, '/v1/attribute', { name: 'Wijkcode', type: 'string' });
const zone = await made(t, as, '/v1/attribute', { name: 'Zone', type: 'lookup' });
const north = await made(t, as, `/v1/attribute/${zone.id}/lookup`, { name: 'Noord' });
const notLinked = await made(t, as, '/v1/attribute', { name: 'Niet van gebieden', type: 'string' });
await t.call({ method: 'POST', url: `/v1/network/${w.a1.id}/geo_attribute`, ...as, body: { relation: [district.id, zone.id] } });

const create = (body: Record<string, unknown>, who = as) => t.call({ method: 'POST', url: '/v1/geo', ...who, body });
const newArea = async (name: string, geometry: unknown, attributes: unknown[] = []) => {
  const res = await create({ name, geometry, attributes });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return dataOf<Area>(res);
};

describe('/v1/geo_attribute', () => {
  it('lists the attributes linked to the network\'s areas, one by id, and 404 for one not linked', async () => {
    const list = await t.call({ url: '/v1/geo_attribute', ...as });
    expect(dataOf<{ id: number }[]>(list).map((a) => a.id)).toEqual([district.id, zone.id]);
    expect(dataOf(await t.call({ url: `/v1/geo_attribute/${zone.id}`, ...as }))).toEqual({ id: zone.id, name: 'Zone', type: 'lookup' });
    expect((await t.call({ url: `/v1/geo_attribute/${notLinked.id}`, ...as })).statusCode).toBe(404);
    expect(dataOf<unknown[]>(await t.call({ url: '/v1/geo_attribute', ...asB }))).toEqual([]);
    // Linking is an administrator's; another network's link is refused.
    expect((await t.call({ method: 'POST', url: `/v1/network/${w.a1.id}/geo_attribute`, ...asMember, body: { relation: [notLinked.id] } })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: `/v1/network/${w.a2.id}/geo_attribute`, ...as, body: { relation: [notLinked.id] } })).statusCode).toBe(404);
  });
});

describe('POST, PATCH, DELETE /v1/geo', () => {
  it('makes an area with its box and values, every attribute of the areas shown', async () => {
    const area = await newArea('Centrum', polygon(square(5.0, 52.0, 0.1)), [{ id: district.id, value: 'C1' }, { id: zone.id, value: north.id }]);
    expect(area).toMatchObject({ name: 'Centrum', geometry: polygon(square(5.0, 52.0, 0.1)), bbox: [5.0, 52.0, 5.1, 52.1] });
    expect(area.attributes).toEqual([{ id: district.id, name: 'Wijkcode', type: 'string', value: 'C1' }, { id: zone.id, name: 'Zone', type: 'lookup', value: north.id }]);
    expect(dataOf(await t.call({ url: `/v1/geo/${area.id}/attribute`, ...as }))).toEqual(area.attributes);
  });

  it('takes a MultiPolygon, its box around every part', async () => {
    const area = await newArea('Eilanden', { type: 'MultiPolygon', coordinates: [[square(4.0, 53.0, 0.1)], [square(4.5, 53.2, 0.2)]] });
    expect(area.bbox).toEqual([4.0, 53.0, 4.5 + 0.2, 53.2 + 0.2]);
  });

  it.each([
    ['a point', { type: 'Point', coordinates: [5, 52] }, 'De geometrie past niet bij het geo type van het objecttype'],
    ['an open ring', polygon([[5, 52], [5.1, 52], [5.1, 52.1], [5, 52.1]]), 'Een ring van het vlak is niet gesloten'],
    ['a ring crossing itself', polygon([[5, 52], [5.1, 52.1], [5.1, 52], [5, 52.1], [5, 52]]), 'De geometrie snijdt zichzelf'],
    ['a hole outside', polygon(square(5, 52, 0.1), square(6, 52, 0.01)), 'Een gat van het vlak ligt niet binnen de buitenrand (of ligt in een ander gat)'],
    ['a MultiPolygon with a broken part', { type: 'MultiPolygon', coordinates: [[square(5, 52, 0.1)], [[[5, 52], [5.1, 52]]]] }, 'De geometrie heeft te weinig (verschillende) punten'],
  ])('refuses %s on geometry', async (_, geometry, message) => {
    const res = await create({ name: 'Fout', geometry });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res).geometry).toEqual([message]);
  });

  it('refuses an empty name, and a value of an attribute areas do not have and a lookup id of another attribute in one 400', async () => {
    expect(messagesOf(await create({ name: ' ', geometry: polygon(square(5, 52, 0.1)) }))).toEqual({ name: ['Dit veld is verplicht'] });
    const res = await create({ name: 'Fout', geometry: polygon(square(5, 52, 0.1)), attributes: [{ id: notLinked.id, value: 'x' }, { id: zone.id, value: 999999 }] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(messagesOf(res)).sort()).toEqual([`attributes.${notLinked.id}`, `attributes.${zone.id}`].sort());
  });

  it('changes what is sent on the version read, records it, and deletes', async () => {
    const area = await newArea('Oost', polygon(square(5.2, 52.0, 0.1)));
    const moved = polygon(square(5.25, 52.0, 0.25));
    const res = await t.call({ method: 'PATCH', url: `/v1/geo/${area.id}`, ...as, body: { geometry: moved, updated_at: area.updated_at, attributes: [{ id: district.id, value: 'O1' }] } });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Area>(res)).toMatchObject({ name: 'Oost', geometry: moved, bbox: [5.25, 52.0, 5.5, 52.25] });
    // A change on the old version is refused, naming what changed meanwhile.
    const stale = await t.call({ method: 'PATCH', url: `/v1/geo/${area.id}`, ...as, body: { name: 'Oud', updated_at: area.updated_at } });
    expect(stale.statusCode).toBe(409);
    const entries = await rows<{ action: string; changes: Record<string, unknown> }>(t.db, sql`select action, changes from audit_log where subject_type = 'geo' and subject_id = ${area.id} order by id`);
    expect(entries.map((r) => r.action)).toEqual(['create', 'update']);
    expect(Object.keys(entries[1].changes).sort()).toEqual([`attributes.${district.id}`, 'geometry']);
    expect((await t.call({ method: 'DELETE', url: `/v1/geo/${area.id}`, ...as })).statusCode).toBe(200);
    expect((await t.call({ url: `/v1/geo/${area.id}`, ...as })).statusCode).toBe(404);
  });

  it('is an administrator\'s to write, and 404 for another organisation', async () => {
    const area = await newArea('Zuid', polygon(square(5.0, 51.9, 0.1)));
    expect((await create({ name: 'X', geometry: polygon(square(5, 52, 0.1)) }, asMember)).statusCode).toBe(403);
    expect((await t.call({ url: `/v1/geo/${area.id}`, ...asMember })).statusCode).toBe(200);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      expect((await t.call({ method, url: `/v1/geo/${area.id}`, ...asB, ...(method === 'PATCH' ? { body: { name: 'B' } } : {}) })).statusCode).toBe(404);
    }
    expect((await t.call({ url: `/v1/geo/${area.id}/attribute`, ...asB })).statusCode).toBe(404);
  });
});

describe('GET /v1/geo', () => {
  it('answers GeoJSON unless JSON is asked for, and narrows by box', async () => {
    const geo = await t.call({ url: '/v1/geo?perPage=100', ...as });
    expect(geo.headers['content-type']).toMatch(/^application\/geo\+json/);
    const collection = JSON.parse(geo.body) as { type: string; features: { properties: { name: string; Wijkcode?: string } }[] };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.find((f) => f.properties.name === 'Centrum')?.properties.Wijkcode).toBe('C1');
    const page = await t.call({ url: '/v1/geo?sort=name', ...as, headers: JSON_ACCEPT });
    expect(dataOf<Area[]>(page).map((a) => a.name)).toEqual(['Centrum', 'Eilanden', 'Zuid']);
    const inBox = await t.call({ url: '/v1/geo?format=json&bbox=3.9,52.9,4.2,53.1', ...as });
    expect(dataOf<Area[]>(inBox).map((a) => a.name)).toEqual(['Eilanden']);
    expect(dataOf<Area[]>(await t.call({ url: '/v1/geo?format=json', ...asB }))).toEqual([]);
  });
});

describe('POST /v1/geo/import', () => {
  const file = (features: unknown[]) => ({ type: 'FeatureCollection', features });
  const feature = (name: unknown, geometry: unknown, properties: Record<string, unknown> = {}) => ({ type: 'Feature', geometry, properties: { name, ...properties } });

  it('reports in a dry run, refuses all on one refused feature, and updates an area by its name', async () => {
    const body = file([
      feature('Centrum', polygon(square(5.0, 52.0, 0.2)), { Wijkcode: 'C2', Zone: 'Noord' }),
      feature('Nieuw', polygon(square(6.0, 52.0, 0.1))),
      feature('Kapot', { type: 'Point', coordinates: [5, 52] }),
    ]);
    const dry = await t.call({ method: 'POST', url: '/v1/geo/import?dry_run=true', ...as, body });
    expect(dataOf<{ rows: { action: string; key: string; messages: string[] }[] }>(dry).rows.map((r) => [r.action, r.key])).toEqual([['update', 'Centrum'], ['create', 'Nieuw'], ['refuse', 'Kapot']]);
    const refused = await t.call({ method: 'POST', url: '/v1/geo/import', ...as, body });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused).features).toEqual([expect.stringContaining('3')]);
    const done = await t.call({ method: 'POST', url: '/v1/geo/import', ...as, body: file(body.features.slice(0, 2)) });
    expect(done.statusCode).toBe(200);
    const all = dataOf<Area[]>(await t.call({ url: '/v1/geo?format=json&filter[name]=Centrum', ...as }));
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ bbox: [5.0, 52.0, 5.2, 52.2], attributes: [{ name: 'Wijkcode', value: 'C2' }, { name: 'Zone', value: north.id }] });
  });
});

// Two areas side by side; the second with a hole. Actions inside, in the hole, outside, on an object.
const cityAs = { token: w.tokens.super, tenant: w.tenantA.id, network: w.a2.id };
const west = dataOf<Area>(await create({ name: 'West', geometry: polygon(square(10, 50, 1)) }, cityAs));
const east = dataOf<Area>(await create({ name: 'Oost', geometry: polygon(square(11, 50, 1), square(11.4, 50.4, 0.2)) }, cityAs));
const report = await made(t, cityAs, '/v1/dynamic_action_type', { name: 'Melding', on_network: true, own_geo: true });
const post = await made(t, cityAs, '/v1/type', { name: 'Paal', geo_type: 'point' });
await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${report.id}/map_object_type`, ...cityAs, body: { relation: [post.id] } });
const repair = await made(t, cityAs, '/v1/dynamic_action_type', { name: 'Reparatie' });
await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${repair.id}/map_object_type`, ...cityAs, body: { relation: [post.id] } });
const at = (lon: number, lat: number) => made(t, cityAs, '/v1/action', { dynamic_action_type_id: report.id, geometry: { type: 'Point', coordinates: [lon, lat] } });
const inWest = await at(10.5, 50.5);
const inEast = await at(11.1, 50.1);
const inHole = await at(11.5, 50.5);
const outside = await at(12.5, 50.5);
// A line across the border counts where the centre of its box is (west of 11).
const line = await made(t, cityAs, '/v1/action', { dynamic_action_type_id: report.id, geometry: { type: 'LineString', coordinates: [[10.2, 50.2], [11.2, 50.2]] } });
const pole = await made(t, cityAs, '/v1/object', { map_object_type_id: post.id, geometry: { type: 'Point', coordinates: [11.9, 50.9] } });
const onPole = await made(t, cityAs, '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: pole.id });

describe('actions by area', () => {
  it('groups the network\'s actions by the area they fall in, a hole and the outside in none', async () => {
    const res = await t.call({ url: `/v1/network/${w.a2.id}/action/city_district`, ...cityAs });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toEqual([
      { geo_area_id: east.id, name: 'Oost', count: 2, action_ids: [inEast.id, onPole.id] },
      { geo_area_id: west.id, name: 'West', count: 2, action_ids: [inWest.id, line.id] },
      { geo_area_id: null, name: null, count: 2, action_ids: [inHole.id, outside.id] },
    ]);
    expect((await t.call({ url: `/v1/network/${w.a2.id}/action/city_district`, ...asB })).statusCode).toBe(404);
  });

  it('filters the action list by an area, none for another network\'s area', async () => {
    const ids = async (url: string) => dataOf<{ id: number }[]>(await t.call({ url, ...cityAs })).map((a) => a.id).sort((a, b) => a - b);
    expect(await ids(`/v1/action?area_id=${east.id}`)).toEqual([inEast.id, onPole.id]);
    expect(await ids(`/v1/action?area_id=${west.id}&perPage=1&page=2`)).toHaveLength(1);
    const westArea = dataOf<Area[]>(await t.call({ url: '/v1/geo?format=json&filter[name]=Centrum', ...as }))[0];
    expect(await ids(`/v1/action?area_id=${westArea.id}`)).toEqual([]);
  });

  it('finds the areas of 10,000 actions', async () => {
    // 10,000 actions spread over both areas and beyond, written in SQL (the API's rules are tested above).
    await t.db.execute(sql`insert into actions (tenant_id, network_id, dynamic_action_type_id, geometry, min_lon, min_lat, max_lon, max_lat)
      select ${w.tenantA.id}, ${w.a2.id}, ${report.id}, jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(x, y)), x, y, x, y
      from (select 10.0125 + (i % 100) * 0.025 as x, 50.005 + (i / 100) * 0.0099 as y from generate_series(0, 9999) i) p`);
    const started = performance.now();
    const res = await t.call({ url: `/v1/network/${w.a2.id}/action/city_district`, ...cityAs });
    const took = performance.now() - started;
    const groups = dataOf<{ geo_area_id: number | null; count: number }[]>(res);
    // 100 columns of 100: 40 in West, 40 in Oost of which the hole holds 8 columns of 21 rows, 20 beyond.
    expect(groups.map((g) => g.count)).toEqual([40 * 100 - 8 * 21 + 2, 40 * 100 + 2, 20 * 100 + 8 * 21 + 2]);
    console.log(`city_district over 10,006 actions and 2 areas: ${Math.round(took)} ms`);
  });
});

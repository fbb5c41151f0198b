/**
 * A field app's calls beside the children list and web2: the deleted objects since a moment,
 * web2 of one type, every object at once, and the objects holding a value (each refusal, the
 * network of the path only, the index a find by value reads, the field app sent only the types
 * "Zichtbaar in app").
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TYPE_SETTING } from '@console/contract/catalogues';
import { build, type Reply } from './helpers/app';
import { grantRole, made, makeRole, makeUser, makeWorld } from './helpers/factories';
import { rows } from '../src/db/sql';
import { valueHeld } from '../src/modules/map-objects/find-routes';

const FIELD_APP = { client_id: 'field-app', client_secret: 'field-app-secret' };
const t = await build({ config: { fieldAppClient: { id: FIELD_APP.client_id, secret: FIELD_APP.client_secret } } });
const w = await makeWorld(t);
const as = w.asAdminA;
type Row = { id: number; map_object_type_id: number; deleted_at: string | null; type?: { data: { id: number } } };
const dataOf = (res: Reply) => (res.data as { data: Row[] }).data;
const idsOf = (res: Reply) => dataOf(res).map((o) => o.id);
const messagesOf = (res: Reply) => (res.data as { messages: Record<string, string[]> }).messages;
const get = (url: string, who = as) => t.call({ method: 'GET', url, ...who });
const find = (body: unknown, query = '', who = as) => t.call({ method: 'POST', url: `/v1/network/${w.a1.id}/children/find${query}`, ...who, body });

const height = await made(t, as, '/v1/attribute', { name: 'Hoogte', type: 'integer' });
const material = await made(t, as, '/v1/attribute', { name: 'Materiaal', type: 'lookup' });
const remark = await made(t, as, '/v1/attribute', { name: 'Opmerking', type: 'textarea' });
const steel = await made(t, as, `/v1/attribute/${material.id}/lookup`, { name: 'Staal' });
const wood = await made(t, as, `/v1/attribute/${material.id}/lookup`, { name: 'Hout' });
const post = await made(t, as, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P' });
const bench = await made(t, as, '/v1/type', { name: 'Bank', geo_type: 'point', prefix: 'B' });
for (const type of [post, bench]) {
  await t.call({ method: 'POST', url: `/v1/type/${type.id}/attribute`, ...as, body: { relation: [height.id, material.id, remark.id] } });
}
const point = (lon: number) => ({ type: 'Point', coordinates: [lon, 52.1] });
const object = (type: { id: number }, lon: number, values: Record<number, unknown> = {}) => made(t, as, '/v1/object', {
  map_object_type_id: type.id, geometry: point(lon), attributes: Object.entries(values).map(([id, value]) => ({ id: Number(id), value })),
});
const long = 'lang '.repeat(1000);
const p1 = await object(post, 5.1, { [height.id]: 220, [material.id]: steel.id, [remark.id]: long });
const p2 = await object(post, 5.2, { [height.id]: 180, [material.id]: steel.id });
const p3 = await object(post, 5.3, { [height.id]: 220, [material.id]: wood.id });
const b1 = await object(bench, 5.4, { [height.id]: 220 });
const gone = await object(post, 5.5, { [height.id]: 220 });
await t.call({ method: 'DELETE', url: `/v1/object/${gone.id}`, ...as });

// Another network of the same organisation, with its own type and an object of it.
const asA2 = { ...as, network: w.a2.id };
await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a2.id, userId: w.adminA.id, roleId: w.adminRoleA.id });
const otherType = await made(t, asA2, '/v1/type', { name: 'Elders', geo_type: 'point' });
const otherHeight = await made(t, asA2, '/v1/attribute', { name: 'Hoogte', type: 'integer' });
await t.call({ method: 'POST', url: `/v1/type/${otherType.id}/attribute`, ...asA2, body: { relation: [otherHeight.id] } });
const elsewhere = await made(t, asA2, '/v1/object', { map_object_type_id: otherType.id, geometry: point(5.6), attributes: [{ id: otherHeight.id, value: 220 }] });
await t.call({ method: 'DELETE', url: `/v1/object/${elsewhere.id}`, ...asA2 });

describe('GET /v1/network/{id}/children/deleted', () => {
  it("lists the network's deleted objects with their deleted_at, oldest delete first, and those since a moment", async () => {
    const later = await object(bench, 5.45);
    const before = new Date().toISOString();
    await t.call({ method: 'DELETE', url: `/v1/object/${later.id}`, ...as });
    const all = await get(`/v1/network/${w.a1.id}/children/deleted`);
    expect(all.statusCode).toBe(200);
    expect(idsOf(all)).toEqual([gone.id, later.id]);
    expect(dataOf(all).every((o) => typeof o.deleted_at === 'string')).toBe(true);
    expect(idsOf(await get(`/v1/network/${w.a1.id}/children/deleted?updated_at=${encodeURIComponent(before)}`))).toEqual([later.id]);
    expect(idsOf(await get(`/v1/network/${w.a1.id}/children/deleted?updated_at=0`))).toEqual([gone.id, later.id]);
    // Restored, it is no longer deleted.
    await t.call({ method: 'POST', url: `/v1/object/${later.id}/restore`, ...as });
    expect(idsOf(await get(`/v1/network/${w.a1.id}/children/deleted`))).toEqual([gone.id]);
    expect(idsOf(await get(`/v1/network/${w.a2.id}/children/deleted`, asA2))).toEqual([elsewhere.id]);
  });

  it('refuses a moment that is none and a parameter it does not take', async () => {
    expect(messagesOf(await get(`/v1/network/${w.a1.id}/children/deleted?updated_at=gisteren`))).toEqual({ updated_at: ['Geef een tijd in ISO 8601 of in Unix-seconden'] });
    expect(Object.keys(messagesOf(await get(`/v1/network/${w.a1.id}/children/deleted?since=0`)))).toEqual(['since']);
  });
});

describe('GET /v1/network/{id}/children/type/{typeId}', () => {
  it("syncs one type: its objects, deleted ones unless deleted_at=0, since a moment", async () => {
    const res = await get(`/v1/network/${w.a1.id}/children/type/${post.id}?updated_at=0&deleted_at=1`);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res).sort()).toEqual([p1.id, p2.id, p3.id, gone.id].sort());
    expect(idsOf(await get(`/v1/network/${w.a1.id}/children/type/${post.id}?updated_at=0&deleted_at=0`)).sort()).toEqual([p1.id, p2.id, p3.id].sort());
    expect(idsOf(await get(`/v1/network/${w.a1.id}/children/type/${bench.id}?deleted_at=0`))).toEqual(expect.arrayContaining([b1.id]));
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect(idsOf(await get(`/v1/network/${w.a1.id}/children/type/${post.id}?updated_at=${future}`))).toEqual([]);
  });

  it("is 404 for a type the network does not have, and refuses a type filter beside the path's", async () => {
    expect((await get(`/v1/network/${w.a1.id}/children/type/${otherType.id}`)).statusCode).toBe(404);
    expect((await get(`/v1/network/${w.a1.id}/children/type/999999`)).statusCode).toBe(404);
    expect((await get(`/v1/network/${w.a1.id}/children/type/${post.id}?map_object_type_id=${bench.id}`)).statusCode).toBe(400);
    expect((await get(`/v1/network/${w.b1.id}/children/type/${post.id}`)).statusCode).toBe(404);
  });
});

describe('GET /v1/network/{id}/children/all', () => {
  it('answers every live object in one page when asked for PHP_INT_MAX, at most 10,000 a page, by id', async () => {
    const res = await get(`/v1/network/${w.a1.id}/children/all?perPage=9223372036854775807&page=1`);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([p1.id, p2.id, p3.id, b1.id, ...idsOf(res).slice(4)]);
    expect(idsOf(res)).not.toContain(gone.id);
    expect((res.data as { meta: { pagination: { per_page: number } } }).meta.pagination.per_page).toBe(10000);
    expect((await get(`/v1/network/${w.a1.id}/children/all`)).data).toMatchObject({ meta: { pagination: { per_page: 10000 } } });
    expect(idsOf(await get(`/v1/network/${w.a1.id}/children/all?perPage=1&page=2`))).toEqual([p2.id]);
    expect(idsOf(await get(`/v1/network/${w.a1.id}/children/all?map_object_type_id=${bench.id}`))).toEqual(expect.arrayContaining([b1.id]));
  });

  it('refuses a page size that is no number and a parameter it does not take', async () => {
    expect(Object.keys(messagesOf(await get(`/v1/network/${w.a1.id}/children/all?perPage=alles`)))).toEqual(['perPage']);
    expect(Object.keys(messagesOf(await get(`/v1/network/${w.a1.id}/children/all?parent=1`)))).toEqual(['parent']);
  });
});

describe('POST /v1/network/{id}/children/find', () => {
  it("finds the live objects of the path's network holding a value, read as the attribute's type keeps it", async () => {
    const res = await find({ attribute_id: height.id, value: '220' });
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([p1.id, p3.id, b1.id]);
    expect(idsOf(await find({ attribute_id: height.id, value: 180 }))).toEqual([p2.id]);
    expect(idsOf(await find({ attribute_id: material.id, value: steel.id }))).toEqual([p1.id, p2.id]);
    // A text of 5,000 characters is found whole (the index keeps its hash, not the text).
    expect(idsOf(await find({ attribute_id: remark.id, value: long }))).toEqual([p1.id]);
    expect(idsOf(await find({ attribute_id: remark.id, value: 'lang' }))).toEqual([]);
  });

  it('finds by several values at once, of one type, a page at a time, with the includes', async () => {
    expect(idsOf(await find({ attributes: [{ id: height.id, value: 220 }, { id: material.id, value: String(steel.id) }] }))).toEqual([p1.id]);
    expect(idsOf(await find({ attribute_id: material.id, value: wood.id, attributes: [{ id: height.id, value: 220 }] }))).toEqual([p3.id]);
    expect(idsOf(await find({ attribute_id: height.id, value: 220, map_object_type_id: bench.id }))).toEqual([b1.id]);
    const page = await find({ attribute_id: height.id, value: 220 }, '?perPage=1&page=2&include=type');
    expect(idsOf(page)).toEqual([p3.id]);
    expect(dataOf(page)[0].type?.data.id).toBe(post.id);
    expect(page.data).toMatchObject({ meta: { pagination: { total: 3 } } });
  });

  it('refuses what names no attribute of the network, a value its attribute cannot hold, and a body naming none', async () => {
    expect(messagesOf(await find({ attribute_id: otherHeight.id, value: 220 }))).toEqual({ attribute_id: ['Dit attribuut bestaat niet in dit netwerk'] });
    expect(messagesOf(await find({ attributes: [{ id: height.id, value: 1 }, { id: 999999, value: 1 }] }))).toEqual({ 'attributes.1.id': ['Dit attribuut bestaat niet in dit netwerk'] });
    expect(messagesOf(await find({ attribute_id: height.id, value: 'hoog' }))).toEqual({ value: ['Deze waarde past niet bij het type van het attribuut'] });
    expect(messagesOf(await find({ attributes: [{ id: material.id, value: 999999 }] }))).toEqual({ 'attributes.0.value': ['Kies uit de waarden van dit attribuut'] });
    expect(Object.keys(messagesOf(await find({})))).toEqual(['attribute_id']);
    expect(Object.keys(messagesOf(await find({ attribute_id: height.id })))).toEqual(['value']);
    expect((await find({ attribute_id: height.id, value: 220 }, '?bbox=1')).statusCode).toBe(400);
    expect((await find({ attribute_id: height.id, value: 220 }, '?owner=1')).statusCode).toBe(400);
  });

  it("is another organisation's 404 and a role without the map's 403", async () => {
    const other = await t.call({ method: 'POST', url: `/v1/network/${w.a1.id}/children/find`, token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id, body: { attribute_id: height.id, value: 220 } });
    expect(other.statusCode).toBe(404);
    const role = await makeRole(t.db, w.tenantA.id, ['module-actions']);
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: role.id });
    const token = await t.signIn(user.email, 'password-123');
    expect((await find({ attribute_id: height.id, value: 220 }, '', { token, tenant: w.tenantA.id, network: w.a1.id })).statusCode).toBe(403);
    // The viewer's module-map is enough.
    expect((await find({ attribute_id: height.id, value: 220 }, '', { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id })).statusCode).toBe(200);
  });

  it('reads the index of the attribute and the value\'s hash', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rows<{ 'QUERY PLAN': string }>(tx, sql`explain select 1 from map_objects o where ${valueHeld(height.id, 220)}`);
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('map_object_values_attribute_value');
  });
});

describe('Zichtbaar in app', () => {
  it("sends the field app only the objects of types with it, by each of the calls; the console every one", async () => {
    const settings = (await get('/v1/type_setting')).data as { data: { id: number; name: string }[] };
    const visible = settings.data.find((x) => x.name === TYPE_SETTING.visibleInApp)?.id;
    await t.call({ method: 'POST', url: `/v1/type/${post.id}/setting`, ...as, body: { relation: [visible] } });
    const signIn = await t.call({ method: 'POST', url: '/v1/oauth/access_token', body: { grant_type: 'password', username: w.adminA.email, password: 'password-123', ...FIELD_APP } });
    const app = { ...as, token: (signIn.data as { access_token: string }).access_token };
    const goneBench = await object(bench, 5.46);
    await t.call({ method: 'DELETE', url: `/v1/object/${goneBench.id}`, ...as });
    const children = `/v1/network/${w.a1.id}/children`;
    expect(idsOf(await get(`${children}/all`, app))).toEqual([p1.id, p2.id, p3.id]);
    expect(idsOf(await get(`${children}/type/${bench.id}`, app))).toEqual([]);
    expect(idsOf(await get(`${children}/type/${post.id}?deleted_at=0`, app)).sort()).toEqual([p1.id, p2.id, p3.id].sort());
    expect(idsOf(await get(`${children}/deleted`, app))).toEqual([gone.id]);
    expect(idsOf(await find({ attribute_id: height.id, value: 220 }, '', app))).toEqual([p1.id, p3.id]);
    // The console's own client is sent the bench too.
    expect(idsOf(await get(`${children}/deleted`))).toEqual([gone.id, goneBench.id]);
    expect(idsOf(await find({ attribute_id: height.id, value: 220 }))).toEqual([p1.id, p3.id, b1.id]);
  });
});

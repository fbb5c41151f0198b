/**
 * Changes made on what was read: a map object, an action and a configuration row refuse a change
 * made on an older version than they are now (409 for a stale updated_at in the body, 412 for a
 * failed If-Match), naming what changed meanwhile and holding the row as it is; a change that
 * names no version (the original client's) applies as before; a malformed version is a 400.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_AREA } from '@console/contract/networks';
import { etagOf, versionMicros } from '@console/contract/versions';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/sql';
import { BUMP } from '../src/lib/versions';
import { build, type Reply } from './helpers/app';
import { made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const as = w.asAdminA;
const dataOf = <T>(res: Reply) => (res.data as { data: T }).data;
type Conflict = { detail: string; changes: { field: string; user_name: string | null; at: string }[]; current: Record<string, unknown> };
type Row = { id: number; updated_at: string; attributes: { id: number; value: unknown }[] };

await t.call({ method: 'PUT', url: `/v2/network/${w.a1.id}`, ...as, body: { name: w.a1.name, geoObject: { data: DEFAULT_AREA } } });
const number = await made(t, as, '/v1/attribute', { name: 'Nummer', type: 'integer' });
const remark = await made(t, as, '/v1/attribute', { name: 'Opmerking', type: 'string' });
const post = await made(t, as, '/v1/type', { name: 'Knooppunt', geo_type: 'point', prefix: 'KP' });
await t.call({ method: 'POST', url: `/v1/type/${post.id}/attribute`, ...as, body: { relation: [{ id: number.id, order: 0 }, { id: remark.id, order: 1 }] } });
const point = { type: 'Point', coordinates: [5.3872, 52.1561] };

async function newObject(): Promise<Row> {
  const res = await t.call({ method: 'POST', url: '/v1/object', ...as, body: { map_object_type_id: post.id, geometry: point, attributes: [{ id: number.id, value: 12 }] } });
  expect(res.statusCode).toBe(201);
  return dataOf<Row>(res);
}
const putObject = (id: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call({ method: 'PUT', url: `/v1/object/${id}`, ...as, body, headers });
const valueOf = (row: { attributes: { id: number; value: unknown }[] }, id: number) => row.attributes.find((a) => a.id === id)?.value;

describe('versions of map objects', () => {
  it('refuses a change made on an older version (two tabs), naming what changed meanwhile, and keeps the other change', async () => {
    const read = await newObject();
    // Tab A changes Nummer, on the version both tabs read.
    const a = await putObject(read.id, { updated_at: read.updated_at, attributes: [{ id: number.id, value: 13 }, { id: remark.id, value: null }] });
    expect(a.statusCode).toBe(200);
    // Tab B changes only Opmerking, but sends its whole form, read before A saved.
    const b = await putObject(read.id, { updated_at: read.updated_at, attributes: [{ id: number.id, value: 12 }, { id: remark.id, value: 'scheef' }] });
    expect(b.statusCode).toBe(409);
    const conflict = b.data as Conflict;
    expect(conflict.detail).toBe('Dit is intussen door iemand anders gewijzigd; uw wijziging is niet opgeslagen');
    expect(conflict.changes).toEqual([{ field: `attributes.${number.id}`, user_name: w.adminA.name, at: expect.any(String) }]);
    expect(valueOf(conflict.current as Row, number.id)).toBe(13);
    expect(conflict.current.updated_at).toBe(dataOf<Row>(a).updated_at);
    const now = dataOf<Row>(await t.call({ url: `/v1/object/${read.id}`, ...as }));
    expect(valueOf(now, number.id)).toBe(13);
    expect(valueOf(now, remark.id)).toBeNull();
    // Tab B chooses its own after seeing both: sent on the version it now knows, it applies.
    const again = await putObject(read.id, { updated_at: conflict.current.updated_at, attributes: [{ id: remark.id, value: 'scheef' }] });
    expect(again.statusCode).toBe(200);
    expect(valueOf(dataOf<Row>(again), number.id)).toBe(13);
  });

  it('sends its version as the ETag; a failed If-Match is a 412, a current one applies, * always', async () => {
    const read = await newObject();
    const got = await t.call({ url: `/v1/object/${read.id}`, ...as });
    expect(got.headers.etag).toBe(etagOf(read.updated_at));
    const etag = String(got.headers.etag);
    const first = await putObject(read.id, { name: 'Bij de kerk' }, { 'if-match': etag });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(etag);
    const stale = await putObject(read.id, { name: 'Bij de brug' }, { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    expect((stale.data as Conflict).changes.map((c) => c.field)).toEqual(['name']);
    expect((stale.data as Conflict).current.name).toBe('Bij de kerk');
    // The original client's attribute call and a delete take If-Match too.
    const value = await t.call({ method: 'PATCH', url: `/v1/object/${read.id}/attribute/${remark.id}`, ...as, body: { value: 'x' }, headers: { 'if-match': etag } });
    expect(value.statusCode).toBe(412);
    const gone = await t.call({ method: 'DELETE', url: `/v1/object/${read.id}`, ...as, headers: { 'if-match': etag } });
    expect(gone.statusCode).toBe(412);
    expect((await putObject(read.id, { name: 'Overal' }, { 'if-match': '*' })).statusCode).toBe(200);
  });

  it('applies a change that names no version, as the original client sends it', async () => {
    const read = await newObject();
    await putObject(read.id, { name: 'Eerst' });
    const res = await t.call({ method: 'PATCH', url: `/v1/object/${read.id}`, ...as, body: { name: 'Daarna' } });
    expect(res.statusCode).toBe(200);
    expect(dataOf<{ name: string }>(res).name).toBe('Daarna');
  });

  it('moves the version on at every change, also two at the same clock time (one transaction: now() stands still)', async () => {
    const read = await newObject();
    const versions = [read.updated_at];
    for (let i = 0; i < 3; i += 1) versions.push(dataOf<Row>(await putObject(read.id, { name: `n${i}` })).updated_at);
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 2; i += 1) {
        const [row] = await rows<{ updated_at: string }>(tx, sql`update map_objects set ${BUMP} where id = ${read.id} returning updated_at`);
        versions.push(row.updated_at);
      }
    });
    const micros = versions.map((v) => BigInt(versionMicros(v) ?? '0'));
    for (let i = 1; i < micros.length; i += 1) expect(micros[i] > micros[i - 1]).toBe(true);
    expect((await putObject(read.id, { updated_at: versions[3], name: 'oud' })).statusCode).toBe(409);
  });

  it('answers a malformed version with a 400 on updated_at', async () => {
    const read = await newObject();
    for (const bad of ['gisteren', '2026-02-30 10:00:00+00', '2026-11-28 10:00:00']) {
      const res = await putObject(read.id, { updated_at: bad, name: 'x' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys((res.data as { messages: object }).messages)).toEqual(['updated_at']);
    }
  });
});

describe('versions of actions', () => {
  it('refuses a change of an action made on an older version', async () => {
    const object = await newObject();
    const type = await made(t, as, '/v1/dynamic_action_type', { name: 'Herstel' });
    await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${type.id}/map_object_type`, ...as, body: { relation: [post.id] } });
    const made1 = await t.call({ method: 'POST', url: '/v1/action', ...as, body: { dynamic_action_type_id: type.id, map_object_id: object.id } });
    expect(made1.statusCode).toBe(201);
    const read = dataOf<Row & { description: string | null }>(made1);
    const got = await t.call({ url: `/v1/action/${read.id}`, ...as });
    expect(got.headers.etag).toBe(etagOf(read.updated_at));
    const a = await t.call({ method: 'PATCH', url: `/v1/action/${read.id}`, ...as, body: { updated_at: read.updated_at, description: 'Bordje recht' } });
    expect(a.statusCode).toBe(200);
    const b = await t.call({ method: 'PATCH', url: `/v1/action/${read.id}`, ...as, body: { updated_at: read.updated_at, description: 'Paal vervangen' } });
    expect(b.statusCode).toBe(409);
    expect((b.data as Conflict).changes.map((c) => c.field)).toEqual(['description']);
    expect((b.data as Conflict).current.description).toBe('Bordje recht');
  });
});

describe('versions of configuration rows', () => {
  it('refuses a change of a category made on an older version, with the ETag as for objects', async () => {
    const read = await made<{ id: number; name: string; updated_at: string }>(t, as, '/v1/category', { name: 'Bewegwijzering' });
    const got = await t.call({ url: `/v1/category/${read.id}`, ...as });
    expect(got.headers.etag).toBe(etagOf(read.updated_at));
    const a = await t.call({ method: 'PUT', url: `/v1/category/${read.id}`, ...as, body: { updated_at: read.updated_at, name: 'Borden' } });
    expect(a.statusCode).toBe(200);
    const b = await t.call({ method: 'PUT', url: `/v1/category/${read.id}`, ...as, body: { updated_at: read.updated_at, name: 'Palen' } });
    expect(b.statusCode).toBe(409);
    expect((b.data as Conflict).current.name).toBe('Borden');
    expect((await t.call({ method: 'PUT', url: `/v1/category/${read.id}`, ...as, body: { name: 'Palen' }, headers: { 'if-match': String(got.headers.etag) } })).statusCode).toBe(412);
    expect((await t.call({ method: 'PUT', url: `/v1/category/${read.id}`, ...as, body: { name: 'Palen' } })).statusCode).toBe(200);
  });

  it('answers in English when asked', async () => {
    const read = await made<{ id: number; updated_at: string }>(t, as, '/v1/category', { name: 'Meubilair' });
    await t.call({ method: 'PUT', url: `/v1/category/${read.id}`, ...as, body: { name: 'Banken' } });
    const res = await t.call({ method: 'PUT', url: `/v1/category/${read.id}`, ...as, body: { updated_at: read.updated_at, name: 'x' }, headers: { 'accept-language': 'en' } });
    expect((res.data as Conflict).detail).toBe('Someone else changed this in the meantime; your change was not saved');
  });

  it('refuses a rename of a lookup value made on an older version', async () => {
    const material = await made(t, as, '/v1/attribute', { name: 'Materiaal', type: 'lookup' });
    const read = await made<{ id: number; updated_at: string }>(t, as, `/v1/attribute/${material.id}/lookup`, { name: 'Staal' });
    const url = `/v1/attribute/${material.id}/lookup/${read.id}`;
    expect((await t.call({ url, ...as })).headers.etag).toBe(etagOf(read.updated_at));
    expect((await t.call({ method: 'PUT', url, ...as, body: { updated_at: read.updated_at, name: 'RVS' } })).statusCode).toBe(200);
    const stale = await t.call({ method: 'PUT', url, ...as, body: { updated_at: read.updated_at, name: 'Hout' } });
    expect(stale.statusCode).toBe(409);
    expect((stale.data as Conflict).changes.map((c) => c.field)).toEqual(['name']);
    expect((stale.data as Conflict).current.name).toBe('RVS');
  });

  it('refuses a replace of a key-value entry (a setting) made on an older version; a new entry needs none', async () => {
    const url = '/v1/kv/helpdesk_settings_test';
    const made1 = await t.call({ method: 'PUT', url, ...as, body: { value: { distance: 50 } } });
    expect(made1.statusCode).toBe(200);
    const read = dataOf<{ updated_at: string }>(made1);
    expect((await t.call({ url, ...as })).headers.etag).toBe(etagOf(read.updated_at));
    expect((await t.call({ method: 'PUT', url, ...as, body: { value: { distance: 80 }, updated_at: read.updated_at } })).statusCode).toBe(200);
    const stale = await t.call({ method: 'PUT', url, ...as, body: { value: { distance: 20 }, updated_at: read.updated_at } });
    expect(stale.statusCode).toBe(409);
    expect((stale.data as Conflict).current.value).toEqual({ distance: 80 });
    expect((await t.call({ method: 'PUT', url, ...as, body: { value: { distance: 20 } } })).statusCode).toBe(200);
  });
});

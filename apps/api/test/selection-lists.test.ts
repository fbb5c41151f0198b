/**
 * Selections seen from elsewhere and what hangs under them: an object's selections (read, put in,
 * taken out, ?sync=1, each selection's own checks), a selection type's selections, the network's
 * (its path's network), the required check (`/missing`: live objects of a type linked with
 * required that no live selection of the type holds, paged with its total), the list's
 * parameters and CSV, and a selection's photos (added, read as bytes, their caption and image type
 * changed, deleted by whoever may change the selection; an image type of the network's own).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { made } from './helpers/factories';
import { dataOf, makeSelectionWorld, messagesOf, type Selection } from './helpers/selection-world';

const { t, w, as, junction, bench, route, round, shared, editor, other, reader, newObject, newSelection, members } = await makeSelectionWorld();
const dataAndTotal = <T>(res: { data: unknown }) => res.data as { data: T; meta: { pagination: { total: number } } };

describe('an object\'s selections', () => {
  it('lists, puts in and takes out, each selection checked as any change of it', async () => {
    const [k1, k2] = [await newObject(), await newObject()];
    const a = await newSelection({ name: 'A', objects: [k1.id] });
    const b = await newSelection({ name: 'B', selection_type_id: round.id });
    const c = await newSelection({ name: 'C', selection_type_id: shared.id, objects: [k2.id] });
    const url = `/v1/object/${k2.id}/selection`;
    expect(dataOf<Selection[]>(await t.call({ url, ...reader.as })).map((s) => s.name)).toEqual(['C']);
    const put = await t.call({ method: 'POST', url, ...editor.as, body: { relation: [a.id, b.id, c.id] } });
    expect(put.statusCode).toBe(200);
    expect(dataOf<Selection[]>(put).map((s) => s.name)).toEqual(['A', 'B', 'C']);
    expect(await members(a.id)).toEqual([k1.id, k2.id]);
    expect(await members(c.id)).toEqual([k2.id]);
    const synced = await t.call({ method: 'POST', url: `${url}?sync=1`, ...editor.as, body: { relation: [b.id] } });
    expect(dataOf<Selection[]>(synced).map((s) => s.name)).toEqual(['B']);
    expect(await members(a.id)).toEqual([k1.id]);
    const out = await t.call({ method: 'DELETE', url, ...editor.as, body: { relation: [b.id] } });
    expect(dataOf<Selection[]>(out)).toEqual([]);
  });

  it('refuses an unknown selection on relation, a type not linked on relation.<i>, another\'s selection with a 403', async () => {
    const k = await newObject();
    const seat = await newObject(bench.id);
    const a = await newSelection({});
    expect(messagesOf(await t.call({ method: 'POST', url: `/v1/object/${k.id}/selection`, ...editor.as, body: { relation: [a.id, 999999] } })))
      .toEqual({ relation: ['Onbekend id: 999999'] });
    expect(messagesOf(await t.call({ method: 'POST', url: `/v1/object/${seat.id}/selection`, ...editor.as, body: { relation: [a.id] } })))
      .toEqual({ 'relation.0': ['Objecten van dit type horen niet in dit soort selectie: Bank'] });
    expect((await t.call({ method: 'POST', url: `/v1/object/${k.id}/selection`, ...other.as, body: { relation: [a.id] } })).statusCode).toBe(403);
    expect(await members(a.id)).toEqual([]);
  });
});

describe('lists of selections', () => {
  it('of a selection type, of the path\'s network, by the list kit\'s parameters and as CSV', async () => {
    const k = await newObject();
    await newSelection({ name: 'Zuidlus', objects: [k.id] });
    await newSelection({ name: 'Noordlus' });
    await newSelection({ name: 'Ronde', selection_type_id: round.id });
    const ofType = await t.call({ url: `/v1/selection_type/${round.id}/selection`, ...reader.as });
    expect(dataOf<Selection[]>(ofType).every((s) => s.selection_type_id === round.id)).toBe(true);
    const byName = await t.call({ url: `/v1/network/${w.a1.id}/map_object_selection?selection_type_id=${route.id}&filter[name]=lus&sort=-name`, ...as });
    expect(dataOf<Selection[]>(byName).map((s) => s.name)).toEqual(['Zuidlus', 'Noordlus']);
    expect((await t.call({ url: '/v1/selection?colour=red', ...as })).statusCode).toBe(400);
    const csv = await t.call({ url: `/v1/selection?format=csv&q=Zuidlus`, ...as });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Zuidlus');
    expect((await t.call({ url: `/v1/selection_type/${route.id}/selection`, token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id })).statusCode).toBe(404);
  });
});

describe('GET /v1/selection_type/{id}/missing', () => {
  it('lists the live objects of required types that no live selection of the type holds, with their total', async () => {
    const before = dataAndTotal<unknown[]>(await t.call({ url: `/v1/selection_type/${route.id}/missing?perPage=1`, ...reader.as })).meta.pagination.total;
    const [k1, k2, k3] = [await newObject(), await newObject(), await newObject()];
    await newObject(bench.id);
    const missing = async () => dataAndTotal<{ id: number; code: string; map_object_type_name: string }[]>(await t.call({ url: `/v1/selection_type/${route.id}/missing?perPage=1000`, ...reader.as }));
    expect((await missing()).meta.pagination.total).toBe(before + 3);
    const s = await newSelection({ objects: [k1.id, k2.id] });
    // A set of another type holds k3: it is still in no route.
    await newSelection({ selection_type_id: round.id, objects: [k3.id] });
    const now = await missing();
    expect(now.meta.pagination.total).toBe(before + 1);
    expect(now.data.map((o) => o.id)).toContain(k3.id);
    expect(now.data.find((o) => o.id === k3.id)).toMatchObject({ code: k3.code, map_object_type_name: 'Knooppunt' });
    await t.call({ method: 'DELETE', url: `/v1/selection/${s.id}`, ...editor.as });
    expect((await missing()).meta.pagination.total).toBe(before + 3);
    // A type linked without required: no check.
    expect(dataAndTotal<unknown[]>(await t.call({ url: `/v1/selection_type/${round.id}/missing`, ...reader.as })).meta.pagination.total).toBe(0);
  });
});

describe('GET /v1/selection_type/{id}/missing beyond one page', () => {
  it('counts every missing object in its total, per object type by filter, past the largest page of 9,999', async () => {
    const walk = await made(t, as, '/v1/selection_type', { name: 'Wandelroute', is_ordered: true });
    const post = await made(t, as, '/v1/type', { name: 'Wandelpaal', geo_type: 'point', prefix: 'WP' });
    await t.call({ method: 'POST', url: `/v1/type/${post.id}/map_object_selection`, ...as, body: { relation: [{ id: walk.id, required: true }] } });
    await t.call({ method: 'POST', url: `/v1/type/${junction.id}/map_object_selection`, ...as, body: { relation: [{ id: walk.id, required: true }] } });
    await t.call({ method: 'POST', url: `/v1/type/${bench.id}/map_object_selection`, ...as, body: { relation: [walk.id] } });
    // The types linked to the selection type, each with its link's required: the types the console asks the check of.
    const linked = dataOf<{ id: number; name: string; geo_type: string; required: boolean }[]>(await t.call({ url: `/v1/selection_type/${walk.id}/type`, ...reader.as }));
    expect(linked.map((l) => [l.name, l.geo_type, l.required])).toEqual([['Bank', 'point', false], ['Knooppunt', 'point', true], ['Wandelpaal', 'point', true]]);
    // Written in one statement: the API makes one object at a time.
    await t.db.execute(sql`insert into map_objects (tenant_id, network_id, map_object_type_id, number, code, geometry, min_lon, min_lat, max_lon, max_lat)
      select ${w.tenantA.id}, ${w.a1.id}, ${post.id}, i, 'WP' || i, jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(5.5, 52.1)), 5.5, 52.1, 5.5, 52.1
      from generate_series(1, 10050) i`);
    const junctions = dataAndTotal<unknown[]>(await t.call({ url: `/v1/object?filter[map_object_type_id]=${junction.id}&perPage=1`, ...as })).meta.pagination.total;
    const page = (query: string) => t.call({ url: `/v1/selection_type/${walk.id}/missing?${query}`, ...reader.as });

    const all = dataAndTotal<unknown[]>(await page('perPage=9999'));
    expect(all.data).toHaveLength(9999);
    expect(all.meta.pagination.total).toBe(10050 + junctions);
    const ofPosts = dataAndTotal<{ map_object_type_id: number }[]>(await page(`perPage=100&filter[map_object_type_id]=${post.id}`));
    expect(ofPosts.meta.pagination.total).toBe(10050);
    expect(ofPosts.data).toHaveLength(100);
    expect(ofPosts.data.every((o) => o.map_object_type_id === post.id)).toBe(true);
    expect(dataAndTotal<unknown[]>(await page(`perPage=1&filter[map_object_type_id]=${junction.id}`)).meta.pagination.total).toBe(junctions);
  });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR rest of a png')]);
const upload = async (selectionId: number, who: typeof as, imageType?: number, caption?: string) => {
  const field = (name: string, value: string) => `\r\n--grens\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
  const parts = [Buffer.from('--grens\r\nContent-Disposition: form-data; name="image"; filename="route.png"\r\nContent-Type: image/png\r\n\r\n'), PNG,
    Buffer.from(`${imageType === undefined ? '' : field('action_image_type_id', String(imageType))}${caption === undefined ? '' : field('caption', caption)}\r\n--grens--\r\n`)];
  const res = await t.app.inject({ method: 'POST', url: `/v1/selection/${selectionId}/image`, payload: Buffer.concat(parts),
    headers: { authorization: `Bearer ${who.token}`, 'x-tenant': String(who.tenant), 'x-network': String(who.network), 'content-type': 'multipart/form-data; boundary=grens' } });
  return { statusCode: res.statusCode, data: res.json<unknown>() };
};

describe('photos of a selection', () => {
  it('are added with or without an image type, listed, served as bytes, changed and deleted by whoever may change the selection', async () => {
    const s = await newSelection({});
    expect((await upload(s.id, other.as)).statusCode).toBe(403);
    const added = await upload(s.id, editor.as);
    expect(added.statusCode).toBe(201);
    const image = dataOf<{ id: number; selection_id: number; action_image_type_id: number | null; content_type: string }>(added);
    expect(image).toMatchObject({ selection_id: s.id, action_image_type_id: null, content_type: 'image/png' });
    expect((await upload(s.id, editor.as, 999999)).data).toEqual({ messages: { action_image_type_id: ['Dit fototype bestaat niet in dit netwerk'] } });
    const listed = await t.call({ url: `/v1/selection/${s.id}/image`, ...reader.as });
    expect(dataOf<{ id: number }[]>(listed).map((i) => i.id)).toEqual([image.id]);
    const bytes = await t.call({ url: `/v1/selection/${s.id}/image/${image.id}`, ...reader.as });
    expect(bytes.headers['content-type']).toBe('image/png');
    const types = dataOf<{ id: number }[]>(await t.call({ url: '/v1/action_image_type', ...as }));
    const changed = await t.call({ method: 'PATCH', url: `/v1/selection/${s.id}/image/${image.id}`, ...editor.as, body: { action_image_type_id: types[0].id } });
    expect(dataOf<{ action_image_type_id: number }>(changed).action_image_type_id).toBe(types[0].id);
    expect((await t.call({ method: 'DELETE', url: `/v1/selection/${s.id}/image/${image.id}`, ...other.as })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/v1/selection/${s.id}/image/${image.id}`, ...editor.as })).statusCode).toBe(200);
    expect(dataOf<unknown[]>(await t.call({ url: `/v1/selection/${s.id}/image`, ...reader.as }))).toEqual([]);
  });

  it("carry a caption as an object's photo does, and only an image type of the selection's own network", async () => {
    const s = await newSelection({});
    const added = await upload(s.id, editor.as, undefined, '  Startbord bij de kerk ');
    expect(dataOf<{ caption: string | null }>(added).caption).toBe('Startbord bij de kerk');
    const image = dataOf<{ id: number }>(added);
    const url = `/v1/selection/${s.id}/image/${image.id}`;
    expect(dataOf<{ caption: string | null }>(await t.call({ method: 'PATCH', url, ...editor.as, body: { caption: 'Na de bocht' } })).caption).toBe('Na de bocht');
    expect(dataOf<{ caption: string | null }[]>(await t.call({ url: `/v1/selection/${s.id}/image`, ...reader.as })).map((i) => i.caption)).toEqual(['Na de bocht']);
    expect(dataOf<{ caption: string | null }>(await t.call({ method: 'PATCH', url, ...editor.as, body: { caption: ' ' } })).caption).toBeNull();
    expect(messagesOf(await t.call({ method: 'PATCH', url, ...editor.as, body: { caption: 'x'.repeat(300) } }))).toHaveProperty('caption');
    // Another network's image type is unknown here, on the upload and on a change.
    const [elsewhere] = await rows<{ id: number }>(t.db, sql`select id from action_image_types where network_id <> ${editor.as.network} order by id limit 1`);
    expect(elsewhere).toBeDefined();
    const foreign = elsewhere?.id ?? 0;
    expect((await upload(s.id, editor.as, foreign)).data).toEqual({ messages: { action_image_type_id: ['Dit fototype bestaat niet in dit netwerk'] } });
    expect(messagesOf(await t.call({ method: 'PATCH', url, ...editor.as, body: { action_image_type_id: foreign } }))).toEqual({ action_image_type_id: ['Dit fototype bestaat niet in dit netwerk'] });
  });
});

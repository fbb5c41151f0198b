/**
 * Selections and routes through the API: a selection of a selection type of the network, its
 * values checked as an object's, its members (only objects of a type linked to the selection
 * type, live and of the network; a route in order 1..n that may loop but not repeat an object in
 * a row, a set once each), the whole order saved at once, the stored course read (and dropped by
 * a change of members), the audit entries with before and after.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { adminAOnA2 } from './helpers/factories';
import { dataOf, makeSelectionWorld, messagesOf, type Member, type Selection } from './helpers/selection-world';

const { t, w, as, bench, theme, km, route, round, newObject, create, newSelection, members } = await makeSelectionWorld();
const inA2 = await adminAOnA2(t, w);
const [k1, k2, k3, k4] = [await newObject(), await newObject(), await newObject(), await newObject()];
const entries = (id: number) => rows<{ action: string; changes: Record<string, [unknown, unknown]> | null }>(t.db,
  sql`select action, changes from audit_log where subject_type = 'selection' and subject_id = ${id} order by id`);

describe('POST /v1/selection', () => {
  it('makes a route with its objects in order, its values, its creator and team, and its course worked out (no segments here: each pair a gap)', async () => {
    const res = await create({ selection_type_id: route.id, name: 'Rondje Eem', description: 'Langs de rivier', objects: [k1.id, k2.id, k3.id],
      attributes: [{ id: theme.id, value: 'Water' }] });
    expect(res.statusCode).toBe(201);
    const s = dataOf<Selection>(res);
    expect(s).toMatchObject({ selection_type_id: route.id, selection_type_name: 'Fietsroute', is_ordered: true, is_network: false,
      name: 'Rondje Eem', description: 'Langs de rivier', object_count: 3, length_m: 0, gaps: [{ from: k1.id, to: k2.id }, { from: k2.id, to: k3.id }], deleted_at: null });
    expect(s.attributes).toEqual([{ id: km.id, name: 'Kilometers', type: 'integer', value: null }, { id: theme.id, name: 'Thema', type: 'string', value: 'Water' }]);
    const listed = dataOf<Member[]>(await t.call({ url: `/v1/selection/${s.id}/object`, ...as }));
    expect(listed.map((m) => [m.position, m.id, m.code])).toEqual([[1, k1.id, k1.code], [2, k2.id, k2.code], [3, k3.id, k3.code]]);
    const [entry] = await entries(s.id);
    expect(entry).toMatchObject({ action: 'create', changes: { name: [null, 'Rondje Eem'], objects: [null, [k1.id, k2.id, k3.id]], [`attributes.${theme.id}`]: [null, 'Water'] } });
  });

  it('refuses a selection type of another network or none, on selection_type_id, and another organisation reads none', async () => {
    const elsewhere = await t.call({ method: 'POST', url: '/v1/selection_type', ...inA2, body: { name: 'Elders' } });
    expect(elsewhere.statusCode).toBe(201);
    for (const id of [dataOf<{ id: number }>(elsewhere).id, 999999]) {
      const res = await create({ selection_type_id: id, name: 'x' });
      expect(res.statusCode).toBe(400);
      expect(messagesOf(res)).toEqual({ selection_type_id: ['Onbekend id'] });
    }
    const s = await newSelection({});
    const other = await t.call({ url: `/v1/selection/${s.id}`, token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id });
    expect(other.statusCode).toBe(404);
    expect(other.data).toEqual({ detail: expect.any(String) });
    expect((await t.call({ method: 'PATCH', url: `/v1/selection/${s.id}`, token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id, body: { name: 'x' } })).statusCode).toBe(404);
  });

  it('checks its values exactly as an object\'s', async () => {
    const res = await create({ selection_type_id: route.id, name: 'x', attributes: [{ id: km.id, value: 'veel' }, { id: 999999, value: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(messagesOf(res)).sort()).toEqual([`attributes.${km.id}`, 'attributes.999999']);
  });
});

describe('members', () => {
  it('takes only objects whose type is linked to the selection type, naming the type', async () => {
    const b = await newObject(bench.id);
    const res = await create({ selection_type_id: route.id, name: 'x', objects: [k1.id, b.id] });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({ 'objects.1': ['Objecten van dit type horen niet in dit soort selectie: Bank'] });
  });

  it('takes only live objects of the network', async () => {
    const gone = await newObject();
    await t.call({ method: 'DELETE', url: `/v1/object/${gone.id}`, ...as });
    const paal = dataOf<{ id: number }>(await t.call({ method: 'POST', url: '/v1/type', ...inA2, body: { name: 'Paal', geo_type: 'point' } }));
    const far = dataOf<{ id: number }>(await t.call({ method: 'POST', url: '/v1/object', ...inA2, body: { map_object_type_id: paal.id, geometry: { type: 'Point', coordinates: [5.4, 52.1] } } }));
    const res = await create({ selection_type_id: route.id, name: 'x', objects: [gone.id, k1.id, 999999, far.id] });
    expect(messagesOf(res)).toEqual({ 'objects.0': ['Onbekend id'], 'objects.2': ['Onbekend id'], 'objects.3': ['Onbekend id'] });
  });

  it('a route may come back to an object later (a loop) but not pass it twice in a row', async () => {
    expect((await create({ selection_type_id: route.id, name: 'Lus', objects: [k1.id, k2.id, k3.id, k1.id] })).statusCode).toBe(201);
    const res = await create({ selection_type_id: route.id, name: 'x', objects: [k1.id, k2.id, k2.id] });
    expect(messagesOf(res)).toEqual({ 'objects.2': ['Een route gaat niet twee keer achter elkaar langs hetzelfde object'] });
  });

  it('a set holds each object once', async () => {
    const res = await create({ selection_type_id: round.id, name: 'x', objects: [k1.id, k2.id, k1.id] });
    expect(messagesOf(res)).toEqual({ 'objects.2': ['Dit object staat al in de selectie'] });
    const s = dataOf<Selection>(await create({ selection_type_id: round.id, name: 'Ronde', objects: [k2.id, k1.id] }));
    expect(s).toMatchObject({ is_ordered: false, object_count: 2, length_m: null, gaps: [] });
  });

  it('saves a route\'s whole order at once (PUT objects), recorded with before and after', async () => {
    const s = await newSelection({ objects: [k1.id, k2.id, k3.id] });
    const res = await t.call({ method: 'PUT', url: `/v1/selection/${s.id}`, ...as, body: { objects: [k3.id, k1.id, k4.id, k2.id] } });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Selection>(res).object_count).toBe(4);
    expect(await members(s.id)).toEqual([k3.id, k1.id, k4.id, k2.id]);
    const last = (await entries(s.id)).at(-1);
    expect(last).toEqual({ action: 'update', changes: { objects: [[k1.id, k2.id, k3.id], [k3.id, k1.id, k4.id, k2.id]] } });
    const refused = await t.call({ method: 'PATCH', url: `/v1/selection/${s.id}`, ...as, body: { objects: [k1.id, k1.id] } });
    expect(messagesOf(refused)).toEqual({ 'objects.1': ['Een route gaat niet twee keer achter elkaar langs hetzelfde object'] });
    expect(await members(s.id)).toEqual([k3.id, k1.id, k4.id, k2.id]);
  });

  it('names what the ids of its history stand for: its members by code and its selection type by name', async () => {
    const s = await newSelection({ objects: [k1.id, k2.id] });
    await t.call({ method: 'PATCH', url: `/v1/selection/${s.id}`, ...as, body: { objects: [k2.id, k3.id] } });
    const log = dataOf<{ action: string; names?: Record<string, unknown> }[]>(await t.call({ url: `/v1/audit?subject_type=selection&subject_id=${s.id}`, ...as }));
    expect(log.find((e) => e.action === 'update')?.names).toEqual({
      objects: { values: { [k1.id]: k1.code, [k2.id]: k2.code, [k3.id]: k3.code } },
    });
    expect(log.find((e) => e.action === 'create')?.names).toMatchObject({
      selection_type_id: { values: { [route.id]: 'Fietsroute' } },
      objects: { values: { [k1.id]: k1.code, [k2.id]: k2.code } },
    });
  });

  it('POST adds (a route at its end), ?sync=1 makes the list, DELETE takes out every place, answering the members', async () => {
    const s = await newSelection({ objects: [k1.id] });
    const url = `/v1/selection/${s.id}/object`;
    const post = await t.call({ method: 'POST', url, ...as, body: { relation: [k2.id, { id: k3.id }] } });
    expect(post.statusCode).toBe(200);
    expect(dataOf<Member[]>(post).map((m) => [m.position, m.id])).toEqual([[1, k1.id], [2, k2.id], [3, k3.id]]);
    const repeat = await t.call({ method: 'POST', url, ...as, body: { relation: [k3.id] } });
    expect(messagesOf(repeat)).toEqual({ 'relation.0': ['Een route gaat niet twee keer achter elkaar langs hetzelfde object'] });
    await t.call({ method: 'POST', url, ...as, body: { relation: [k2.id, k4.id] } });
    expect(await members(s.id)).toEqual([k1.id, k2.id, k3.id, k2.id, k4.id]);
    // k3 out: k2 and k2 would meet in a row, and are one stop.
    const del = await t.call({ method: 'DELETE', url, ...as, body: { relation: [k3.id] } });
    expect(dataOf<Member[]>(del).map((m) => m.id)).toEqual([k1.id, k2.id, k4.id]);
    await t.call({ method: 'POST', url: `${url}?sync=1`, ...as, body: { relation: [k4.id, k1.id] } });
    expect(await members(s.id)).toEqual([k4.id, k1.id]);
    const set = dataOf<Selection>(await create({ selection_type_id: round.id, name: 'Ronde', objects: [k1.id] }));
    await t.call({ method: 'POST', url: `/v1/selection/${set.id}/object`, ...as, body: { relation: [k1.id, k2.id, k2.id] } });
    expect(await members(set.id)).toEqual([k1.id, k2.id]);
  });

  it('leaves a deleted object out of the members and the count, in its place again when restored', async () => {
    const k5 = await newObject();
    const s = await newSelection({ objects: [k1.id, k5.id, k2.id] });
    await t.call({ method: 'DELETE', url: `/v1/object/${k5.id}`, ...as });
    expect(await members(s.id)).toEqual([k1.id, k2.id]);
    expect(dataOf<Selection>(await t.call({ url: `/v1/selection/${s.id}`, ...as })).object_count).toBe(2);
    await t.call({ method: 'POST', url: `/v1/object/${k5.id}/restore`, ...as });
    expect(await members(s.id)).toEqual([k1.id, k5.id, k2.id]);
  });

  it('reads a route\'s length and gaps from its stored course, and works it out again when its members change', async () => {
    const s = await newSelection({ objects: [k1.id, k2.id] });
    await t.db.execute(sql`update selections set length_m = 1234.5, gaps = ${JSON.stringify([{ from: k1.id, to: k2.id }])}::jsonb, course_at = now() where id = ${s.id}`);
    expect(dataOf<Selection>(await t.call({ url: `/v1/selection/${s.id}`, ...as }))).toMatchObject({ length_m: 1234.5, gaps: [{ from: k1.id, to: k2.id }] });
    await t.call({ method: 'POST', url: `/v1/selection/${s.id}/object`, ...as, body: { relation: [k3.id] } });
    expect(dataOf<Selection>(await t.call({ url: `/v1/selection/${s.id}`, ...as }))).toMatchObject({ length_m: 0, gaps: [{ from: k1.id, to: k2.id }, { from: k2.id, to: k3.id }] });
    const [stored] = await rows<{ course_at: string | null }>(t.db, sql`select course_at from selections where id = ${s.id}`);
    expect(stored.course_at).not.toBeNull();
  });
});

describe('PUT, PATCH /v1/selection/{id} and its values', () => {
  it('changes what is sent, keeps its type, and reads and writes its values as the original client does', async () => {
    const s = await newSelection({ attributes: [{ id: theme.id, value: 'Bos' }] });
    const fixed = await t.call({ method: 'PATCH', url: `/v1/selection/${s.id}`, ...as, body: { selection_type_id: round.id } });
    expect(messagesOf(fixed)).toEqual({ selection_type_id: [expect.any(String)] });
    const res = await t.call({ method: 'PATCH', url: `/v1/selection/${s.id}`, ...as, body: { name: 'Bossenroute', description: null } });
    expect(dataOf<Selection>(res)).toMatchObject({ name: 'Bossenroute', description: null, selection_type_id: route.id });
    const values = await t.call({ url: `/v1/selection/${s.id}/attribute`, ...as });
    expect(dataOf<unknown[]>(values)).toEqual([{ id: km.id, name: 'Kilometers', type: 'integer', value: null }, { id: theme.id, name: 'Thema', type: 'string', value: 'Bos' }]);
    const one = await t.call({ method: 'PATCH', url: `/v1/selection/${s.id}/attribute/${km.id}`, ...as, body: { value: 42 } });
    expect(dataOf<unknown>(one)).toEqual({ id: km.id, name: 'Kilometers', type: 'integer', value: 42 });
    const wrong = await t.call({ method: 'PATCH', url: `/v1/selection/${s.id}/attribute/${km.id}`, ...as, body: { value: 'veel' } });
    expect(Object.keys(messagesOf(wrong))).toEqual([`attributes.${km.id}`]);
    expect((await entries(s.id)).at(-1)).toEqual({ action: 'update', changes: { [`attributes.${km.id}`]: [null, 42] } });
    const type = await t.call({ url: `/v1/selection/${s.id}/type`, ...as });
    expect(dataOf<unknown>(type)).toMatchObject({ id: route.id, name: 'Fietsroute', is_ordered: true, is_network: false });
  });
});

/**
 * POST /v2/object/{id}/split: a line split at a point, the point snapped exactly onto the line;
 * the object keeps its id and code with the first part, a new object of the type (next code,
 * name, status and values copied) the second; the lengths measured again; the actions and
 * children on the part they lie on; one audit entry; every refusal (too far, an end, not a line,
 * a stale version, the lock's permission, another organisation).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { lineLength } from '../src/lib/geometry/length';
import { build, type Reply } from './helpers/app';
import { made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const as = w.asAdminA;
const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
const asMember = { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id };
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const messagesOf = (res: Reply) => (res.data as { messages: Record<string, string[]> }).messages;
const link = (url: string, relation: unknown[]) => t.call({ method: 'POST', url, ...as, body: { relation } });

type Obj = { id: number; code: string; name: string | null; geometry: { type: string; coordinates: number[][] }; length_m: number; attributes: { id: number; value: unknown }[]; updated_at: string };

const surface = await made(t, as, '/v1/attribute', { name: 'Verharding', type: 'string' });
const segment = await made(t, as, '/v1/type', { name: 'Routedeel', geo_type: 'linestring', prefix: 'RD' });
const post = await made(t, as, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P' });
await link(`/v1/type/${segment.id}/attribute`, [{ id: surface.id }]);
await link(`/v1/type/${post.id}/constraint`, [segment.id]);
const status = await made(t, as, '/v1/action_status', { name: 'Nieuw', weight: 0 });
await link(`/v1/type/${segment.id}/action_status`, [status.id]);
const inspect = await made(t, as, '/v1/dynamic_action_type', { name: 'Schouw', own_geo: true });
const repair = await made(t, as, '/v1/dynamic_action_type', { name: 'Herstel' });
for (const type of [inspect, repair]) await link(`/v1/dynamic_action_type/${type.id}/map_object_type`, [segment.id]);

// An L: east along latitude 52, then north along longitude 4.5 (numbers halved exactly).
const L = [[4, 52], [4.5, 52], [4.5, 52.5]];
const newLine = async () => made<Obj>(t, as, '/v1/object', { map_object_type_id: segment.id, name: 'Langs de dijk', geometry: { type: 'LineString', coordinates: L }, attributes: [{ id: surface.id, value: 'asfalt' }] });
const split = (id: number, coordinates: number[], who = as, extra: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url: `/v2/object/${id}/split`, ...who, body: { geometry: { type: 'Point', coordinates }, ...extra } });

describe('POST /v2/object/{id}/split', () => {
  it('snaps the point onto the line, keeps the object with the first part and makes the second with the next code and the values', async () => {
    const line = await newLine();
    const res = await split(line.id, [4.25, 52.0001]);
    expect(res.statusCode).toBe(200);
    const [first, second] = dataOf<Obj[]>(res);
    expect(first).toMatchObject({ id: line.id, code: line.code, geometry: { type: 'LineString', coordinates: [[4, 52], [4.25, 52]] } });
    expect(second.geometry).toEqual({ type: 'LineString', coordinates: [[4.25, 52], [4.5, 52], [4.5, 52.5]] });
    expect(second.code).toBe(`RD${Number(line.code.slice(2)) + 1}`);
    expect(second).toMatchObject({ name: 'Langs de dijk', attributes: [{ id: surface.id, value: 'asfalt' }] });
    expect(first.length_m).toBeCloseTo(lineLength([[4, 52], [4.25, 52]]), 6);
    expect(second.length_m).toBeCloseTo(lineLength([[4.25, 52], [4.5, 52], [4.5, 52.5]]), 6);
    // The parts' geodesics hug the parallel a little closer than the whole one: within 10 cm over 90 km.
    expect(Math.abs(first.length_m + second.length_m - line.length_m)).toBeLessThan(0.1);
  });

  it('splits at a corner without repeating it', async () => {
    const line = await newLine();
    const [first, second] = dataOf<Obj[]>(await split(line.id, [4.5, 52]));
    expect(first.geometry.coordinates).toEqual([[4, 52], [4.5, 52]]);
    expect(second.geometry.coordinates).toEqual([[4.5, 52], [4.5, 52.5]]);
  });

  it('keeps actions and children on the part they lie on, actions without a place on the first, in one audit entry', async () => {
    const line = await newLine();
    const onFirst = await made(t, as, '/v1/action', { dynamic_action_type_id: inspect.id, map_object_id: line.id, geometry: { type: 'Point', coordinates: [4.1, 52.0] } });
    const onSecond = await made(t, as, '/v1/action', { dynamic_action_type_id: inspect.id, map_object_id: line.id, geometry: { type: 'Point', coordinates: [4.5, 52.4] } });
    const placeless = await made(t, as, '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: line.id });
    const childNear = await made(t, as, '/v1/object', { map_object_type_id: post.id, parent_id: line.id, geometry: { type: 'Point', coordinates: [4.49, 52.3] } });
    const childFar = await made(t, as, '/v1/object', { map_object_type_id: post.id, parent_id: line.id, geometry: { type: 'Point', coordinates: [4.05, 52.01] } });
    const [, second] = dataOf<Obj[]>(await split(line.id, [4.25, 52]));
    const objectOf = async (id: number) => dataOf<{ map_object_id: number }>(await t.call({ url: `/v1/action/${id}`, ...as })).map_object_id;
    expect([await objectOf(onFirst.id), await objectOf(onSecond.id), await objectOf(placeless.id)]).toEqual([line.id, second.id, line.id]);
    const parentOf = async (id: number) => (await rows<{ parent_id: number }>(t.db, sql`select parent_id from map_objects where id = ${id}`))[0].parent_id;
    expect([await parentOf(childNear.id), await parentOf(childFar.id)]).toEqual([second.id, line.id]);
    const entries = await rows<{ action: string; subject_id: number; changes: { split_off: [null, { id: number; actions: number[]; children: number[] }] } }>(t.db,
      sql`select action, subject_id, changes from audit_log where subject_type = 'object' and subject_id in (${line.id}, ${second.id}) and action <> 'create' order by id`);
    expect(entries.map((e) => [e.action, e.subject_id])).toEqual([['split', line.id]]);
    expect(entries[0].changes.split_off[1]).toEqual({ id: second.id, code: second.code, actions: [onSecond.id], children: [childNear.id] });
  });

  it('refuses a point far from the line, one on an end, and an object that is no line', async () => {
    const line = await newLine();
    const far = await split(line.id, [4.25, 52.01]);
    expect(far.statusCode).toBe(400);
    expect(messagesOf(far).geometry).toEqual([expect.stringMatching(/^Het punt ligt 111\d m van de lijn: klik op de lijn \(binnen 25 m\)$/)]);
    expect(messagesOf(await split(line.id, [4, 52.00001])).geometry).toEqual(['Het punt ligt op een uiteinde van de lijn: daar valt niets te splitsen']);
    const pole = await made(t, as, '/v1/object', { map_object_type_id: post.id, geometry: { type: 'Point', coordinates: [4.2, 52.2] } });
    expect(messagesOf(await split(pole.id, [4.2, 52.2])).id).toEqual(['Alleen een lijn kan worden gesplitst']);
    // Nothing was split: the line is as it was.
    expect(dataOf<Obj>(await t.call({ url: `/v1/object/${line.id}`, ...as })).geometry.coordinates).toEqual(L);
  });

  it('refuses a split made on an older version, a reader, and another organisation', async () => {
    const line = await newLine();
    await t.call({ method: 'PATCH', url: `/v1/object/${line.id}`, ...as, body: { name: 'Nieuwe naam' } });
    expect((await split(line.id, [4.25, 52], as, { updated_at: line.updated_at })).statusCode).toBe(409);
    expect((await split(line.id, [4.25, 52], asMember)).statusCode).toBe(403);
    expect((await split(line.id, [4.25, 52], asB)).statusCode).toBe(404);
  });
});

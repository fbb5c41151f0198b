/**
 * Map objects through the API: create with the type's code, defaults and status; every refusal
 * of a geometry, a value, a status and a team, each a 400 on its field; the lock setting per
 * value; module-map to read and module-map-edit to write; soft delete and restore; the list with
 * its viewport, type and GeoJSON; the field app's sync since a time; files; the audit per value.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AREA } from '@console/contract/networks';
import { build, type Reply } from './helpers/app';
import { grantRole, made, makeRole, makeUser, makeWorld, type As } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const as = w.asAdminA;
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const messagesOf = (res: Reply) => (res.data as { messages: Record<string, string[]> }).messages;

type Value = { id: number; name: string; type: string; value: unknown };
type MapObject = {
  id: number; code: string; name: string | null; map_object_type_id: number; map_object_status_id: number | null; map_object_status_name: string | null;
  geometry: { type: string; coordinates: unknown }; length_m: number | null; created_by: number | null; team_id: number | null;
  deleted_at: string | null; updated_at: string; attributes: Value[];
};

// The network a1 gets the Netherlands as its area; a configuration of types, statuses and attributes.
await t.call({ method: 'PUT', url: `/v2/network/${w.a1.id}`, ...as, body: { name: w.a1.name, geoObject: { data: DEFAULT_AREA } } });
const attr = (name: string, type: string) => made(t, as, '/v1/attribute', { name, type });
const height = await attr('Hoogte', 'integer');
const material = await attr('Materiaal', 'lookup');
const steel = await made(t, as, `/v1/attribute/${material.id}/lookup`, { name: 'Staal' });
const wood = await made(t, as, `/v1/attribute/${material.id}/lookup`, { name: 'Hout' });
const remark = await attr('Opmerking', 'string');
const placed = await attr('Geplaatst', 'date');
const photo = await attr('Foto', 'file');
const elsewhere = await attr('Niet gekoppeld', 'string');
const planned = await made(t, as, '/v1/map_object_status', { name: 'Gepland', weight: 2 });
const present = await made(t, as, '/v1/map_object_status', { name: 'Aanwezig', weight: 1 });
const unlinkedStatus = await made(t, as, '/v1/map_object_status', { name: 'Niet van dit type', weight: 0 });
const post = await made(t, as, '/v1/type', { name: 'Knooppunt', geo_type: 'point', prefix: 'KP' });
const segment = await made(t, as, '/v1/type', { name: 'Routedeel', geo_type: 'linestring', prefix: 'RD' });
const area = await made(t, as, '/v1/type', { name: 'Gebied', geo_type: 'polygon' });
await t.call({ method: 'POST', url: `/v1/type/${post.id}/attribute`, ...as, body: { relation: [
  { id: height.id, required: true, order: 0 }, { id: material.id, order: 1 }, { id: remark.id, order: 2 }, { id: placed.id, order: 3 }, { id: photo.id, order: 4 },
] } });
await t.call({ method: 'POST', url: `/v1/type/${post.id}/attribute/${material.id}/default`, ...as, body: { value: steel.id } });
await t.call({ method: 'POST', url: `/v1/type/${post.id}/status`, ...as, body: { relation: [planned.id, present.id] } });

const AMERSFOORT = [5.3872, 52.1561];
const point = (lon = AMERSFOORT[0], lat = AMERSFOORT[1]) => ({ type: 'Point', coordinates: [lon, lat] });
const create = (body: Record<string, unknown>, who: As = as) => t.call({ method: 'POST', url: '/v1/object', ...who, body });
const newPost = async (body: Record<string, unknown> = {}, who: As = as) => {
  const res = await create({ map_object_type_id: post.id, geometry: point(), attributes: [{ id: height.id, value: 220 }], ...body }, who);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return dataOf<MapObject>(res);
};
const valueOf = (o: MapObject, id: number) => o.attributes.find((a) => a.id === id)?.value;

describe('POST /v1/object', () => {
  it("gives the type's prefix and the next number, the status of lowest weight, the defaults, and the creator", async () => {
    const first = await newPost({ name: 'Bij de kerk' });
    const second = await newPost();
    expect(Number(second.code.slice(2))).toBe(Number(first.code.slice(2)) + 1);
    expect(first).toMatchObject({
      code: expect.stringMatching(/^KP\d+$/), name: 'Bij de kerk', label: 'Bij de kerk', map_object_type_id: post.id,
      map_object_status_id: present.id, map_object_status_name: 'Aanwezig', geometry: point(), length_m: null, created_by: w.adminA.id, deleted_at: null,
    });
    expect(first.attributes).toEqual([
      { id: height.id, name: 'Hoogte', type: 'integer', value: 220 },
      { id: material.id, name: 'Materiaal', type: 'lookup', value: steel.id },
      { id: remark.id, name: 'Opmerking', type: 'string', value: null },
      { id: placed.id, name: 'Geplaatst', type: 'date', value: null },
      { id: photo.id, name: 'Foto', type: 'file', value: null },
    ]);
  });

  it('never gives a number twice, also after a delete', async () => {
    const a = await newPost();
    await t.call({ method: 'DELETE', url: `/v1/object/${a.id}`, ...as });
    const b = await newPost();
    expect(Number(b.code.slice(2))).toBe(Number(a.code.slice(2)) + 1);
  });

  it('gives many creates at once each their own number', async () => {
    const made = await Promise.all(Array.from({ length: 8 }, () => newPost()));
    expect(new Set(made.map((o) => o.code)).size).toBe(8);
  });

  it("keeps a line's length on the ellipsoid and has no prefix without one", async () => {
    const line = dataOf<MapObject>(await create({ map_object_type_id: segment.id, geometry: { type: 'LineString', coordinates: [[5.38, 52.15], [5.39, 52.15]] } }));
    expect(line.code).toMatch(/^RD\d+$/);
    expect(line.length_m).toBeGreaterThan(680);
    expect(line.length_m).toBeLessThan(690);
    const polygon = await create({ map_object_type_id: area.id, geometry: { type: 'Polygon', coordinates: [[[5.38, 52.15], [5.39, 52.15], [5.39, 52.16], [5.38, 52.15]]] } });
    expect(polygon.statusCode).toBe(201);
    expect(dataOf<MapObject>(polygon).code).toMatch(/^\d+$/);
  });

  it.each([
    ['another geo type', { type: 'LineString', coordinates: [[5.38, 52.15], [5.39, 52.15]] }, 'De geometrie past niet bij het geo type van het objecttype'],
    ['a position out of range', { type: 'Point', coordinates: [200, 52] }, 'Een positie is ongeldig: lengtegraad (-180 tot 180) en breedtegraad (-90 tot 90), in die volgorde'],
    ['a position not finite', { type: 'Point', coordinates: ['5', 52] }, 'Een positie is ongeldig: lengtegraad (-180 tot 180) en breedtegraad (-90 tot 90), in die volgorde'],
    ['outside the network area', { type: 'Point', coordinates: [2.35, 48.85] }, 'De geometrie ligt buiten het gebied van het netwerk'],
    ['no geometry at all', 'Amersfoort', 'De geometrie past niet bij het geo type van het objecttype'],
  ])('refuses %s with a 400 on geometry', async (_what, geometry, message) => {
    const res = await create({ map_object_type_id: post.id, geometry, attributes: [{ id: height.id, value: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({ geometry: [message] });
  });

  it.each([
    ['a line of one distinct position', { type: 'LineString', coordinates: [[5.38, 52.15], [5.38, 52.15]] }, 'De geometrie heeft te weinig (verschillende) punten'],
    ['more than 10,000 positions', { type: 'LineString', coordinates: Array.from({ length: 10_001 }, (_, i) => [5 + i / 100_000, 52]) }, 'De geometrie heeft meer dan 10.000 punten'],
  ])('refuses %s', async (_what, geometry, message) => {
    const res = await create({ map_object_type_id: segment.id, geometry });
    expect(messagesOf(res)).toEqual({ geometry: [message] });
  });

  it.each([
    ['an unclosed ring', [[[5.38, 52.15], [5.39, 52.15], [5.39, 52.16], [5.38, 52.16]]], 'Een ring van het vlak is niet gesloten'],
    ['a self-intersecting ring', [[[5.38, 52.15], [5.39, 52.16], [5.39, 52.15], [5.38, 52.16], [5.38, 52.15]]], 'De geometrie snijdt zichzelf'],
    ['a hole outside its outer ring', [[[5.38, 52.15], [5.39, 52.15], [5.39, 52.16], [5.38, 52.15]], [[5.40, 52.15], [5.41, 52.15], [5.41, 52.16], [5.40, 52.15]]], 'Een gat van het vlak ligt niet binnen de buitenrand (of ligt in een ander gat)'],
    ['a position with an altitude', [[[5.38, 52.15, 3], [5.39, 52.15, 3], [5.39, 52.16, 3], [5.38, 52.15, 3]]], 'Een positie is precies twee getallen: lengte- en breedtegraad (geen hoogte)'],
  ])('refuses an area with %s', async (_what, coordinates, message) => {
    const res = await create({ map_object_type_id: area.id, geometry: { type: 'Polygon', coordinates } });
    expect(messagesOf(res)).toEqual({ geometry: [message] });
  });

  it('keeps the largest area and line, packed in a few hundred metres, on create and on change', async () => {
    // A star of 5,000 spikes: every spike's box covers the middle (a grid of cells once compared them all, and failed).
    const star = Array.from({ length: 9_999 }, (_, i) => {
      const r = i % 2 ? 0.0001 : 0.001;
      return [AMERSFOORT[0] + r * Math.cos((2 * Math.PI * i) / 9_999), AMERSFOORT[1] + r * Math.sin((2 * Math.PI * i) / 9_999)];
    });
    const made = await create({ map_object_type_id: area.id, geometry: { type: 'Polygon', coordinates: [[...star, star[0]]] } });
    expect(made.statusCode).toBe(201);
    const line = dataOf<MapObject>(await create({ map_object_type_id: segment.id, geometry: { type: 'LineString', coordinates: [[5.38, 52.15], [5.39, 52.15]] } }));
    const zigzag = Array.from({ length: 10_000 }, (_, i) => [AMERSFOORT[0] + (i % 2) * 0.001, AMERSFOORT[1] + i * 1e-8]);
    const changed = await t.call({ method: 'PATCH', url: `/v1/object/${line.id}`, ...as, body: { geometry: { type: 'LineString', coordinates: zigzag } } });
    expect(changed.statusCode).toBe(200);
  });

  it('names every wrong value, the status and the team at once, on their fields', async () => {
    const otherTeam = dataOf<{ id: number }>(await t.call({ method: 'POST', url: '/v2/team', token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id, body: { name: 'B-team' } }));
    const res = await create({
      map_object_type_id: post.id, geometry: point(), map_object_status_id: unlinkedStatus.id, team_id: otherTeam.id,
      attributes: [{ id: material.id, value: 999999 }, { id: placed.id, value: '2026-02-30' }, { id: elsewhere.id, value: 'x' }, { id: photo.id, value: 999999 }],
    });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({
      map_object_status_id: ['Deze status hoort niet bij dit objecttype'],
      team_id: ['Kies een team waar de maker lid van is'],
      [`attributes.${elsewhere.id}`]: ['Dit attribuut hoort niet bij dit objecttype'],
      [`attributes.${height.id}`]: ['Dit veld is verplicht'],
      [`attributes.${material.id}`]: ["Kies uit de waarden van dit attribuut"],
      [`attributes.${placed.id}`]: ['Geef een datum als JJJJ-MM-DD'],
      [`attributes.${photo.id}`]: ['Dit bestand bestaat niet in dit netwerk'],
    });
  });

  it('answers in English when asked', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/object', ...as, headers: { 'accept-language': 'en' }, body: { map_object_type_id: post.id, geometry: point(200, 0) } });
    expect(messagesOf(res).geometry).toEqual(['A position is invalid: longitude (-180 to 180) and latitude (-90 to 90), in that order']);
  });

  it('refuses a type of another network as unknown, and a missing geometry as required', async () => {
    const typeOfB = await made(t, { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id }, '/v1/type', { name: 'B', geo_type: 'point' });
    expect(messagesOf(await create({ map_object_type_id: typeOfB.id, geometry: point() }))).toEqual({ map_object_type_id: ['Onbekend id'] });
    expect(messagesOf(await create({ map_object_type_id: post.id }))).toEqual({ geometry: ['Dit veld is verplicht'] });
  });
});

describe('reading and writing by permission', () => {
  it('lets a viewer (module-map) read but not write: 403', async () => {
    const o = await newPost();
    const member = { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id };
    expect((await t.call({ url: `/v1/object/${o.id}`, ...member })).statusCode).toBe(200);
    expect((await t.call({ url: '/v1/object', ...member })).statusCode).toBe(200);
    const refused = await create({ map_object_type_id: post.id, geometry: point() }, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({ detail: 'Je rol op dit netwerk geeft hiervoor geen recht' });
    expect((await t.call({ method: 'PATCH', url: `/v1/object/${o.id}`, ...member, body: { name: 'x' } })).statusCode).toBe(403);
  });

  it('lets an editor (module-map-edit without module-admin) write, and nobody without module-map read', async () => {
    const editor = await makeUser(t.db, { tenantId: w.tenantA.id });
    await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: editor.id, roleId: (await makeRole(t.db, w.tenantA.id, ['module-map', 'module-map-edit'])).id });
    const asEditor = { token: await t.signIn(editor.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id };
    expect((await newPost({}, asEditor)).created_by).toBe(editor.id);
    const outsider = await makeUser(t.db, { tenantId: w.tenantA.id });
    await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: outsider.id, roleId: (await makeRole(t.db, w.tenantA.id, ['module-reports'])).id });
    const res = await t.call({ url: '/v1/object', token: await t.signIn(outsider.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id });
    expect(res.statusCode).toBe(403);
  });

  it("answers 404 for another organisation's object, also naming its network", async () => {
    const o = await newPost();
    const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
    expect((await t.call({ url: `/v1/object/${o.id}`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ method: 'PATCH', url: `/v1/object/${o.id}`, ...asB, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/object/${o.id}`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/object/${o.id}`, ...asB, tenant: w.tenantA.id, network: w.a1.id })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/network/${w.a1.id}/children`, ...asB })).statusCode).toBe(404);
  });
});

describe('changing an object', () => {
  it('changes what is sent and keeps the rest; the type stays', async () => {
    const o = await newPost({ name: 'Oud' });
    const res = await t.call({ method: 'PATCH', url: `/v1/object/${o.id}`, ...as, body: { name: 'Nieuw', geometry: point(5.4, 52.2), attributes: [{ id: remark.id, value: 'Scheef' }] } });
    expect(res.statusCode).toBe(200);
    const changed = dataOf<MapObject>(res);
    expect(changed).toMatchObject({ name: 'Nieuw', code: o.code, geometry: point(5.4, 52.2), map_object_status_id: present.id });
    expect(valueOf(changed, height.id)).toBe(220);
    expect(valueOf(changed, remark.id)).toBe('Scheef');
    const fixed = await t.call({ method: 'PUT', url: `/v1/object/${o.id}`, ...as, body: { map_object_type_id: segment.id } });
    expect(messagesOf(fixed)).toEqual({ map_object_type_id: ['Dit veld kan na het aanmaken niet meer worden gewijzigd'] });
    expect((await t.call({ method: 'PUT', url: `/v1/object/${o.id}`, ...as, body: { map_object_type_id: post.id, map_object_status_id: planned.id } })).statusCode).toBe(200);
  });

  it('empties a value with null, but never a required one', async () => {
    const o = await newPost({ attributes: [{ id: height.id, value: 1 }, { id: remark.id, value: 'weg' }] });
    const emptied = dataOf<MapObject>(await t.call({ method: 'PATCH', url: `/v1/object/${o.id}/attribute`, ...as, body: { attributes: [{ id: remark.id, value: null }] } }));
    expect(emptied).toBeDefined();
    expect(valueOf(dataOf<MapObject>(await t.call({ url: `/v1/object/${o.id}`, ...as })), remark.id)).toBeNull();
    const res = await t.call({ method: 'PATCH', url: `/v1/object/${o.id}/attribute/${height.id}`, ...as, body: { value: '' } });
    expect(messagesOf(res)).toEqual({ [`attributes.${height.id}`]: ['Dit veld is verplicht'] });
    const one = await t.call({ method: 'PATCH', url: `/v1/object/${o.id}/attribute/${height.id}`, ...as, body: { value: '315' } });
    expect(one.data).toEqual({ data: { id: height.id, name: 'Hoogte', type: 'integer', value: 315 } });
    expect((await t.call({ url: `/v1/object/${o.id}/attribute/${elsewhere.id}`, ...as })).statusCode).toBe(404);
  });

  it('records each change in the audit log with the before and after of each value', async () => {
    const o = await newPost();
    await t.call({ method: 'PATCH', url: `/v1/object/${o.id}`, ...as, body: { name: 'Hier', attributes: [{ id: material.id, value: wood.id }] } });
    const log = dataOf<{ action: string; changes: Record<string, [unknown, unknown]> }[]>(await t.call({ url: `/v1/audit?subject_type=object&subject_id=${o.id}`, ...as }));
    expect(log.map((e) => e.action).sort()).toEqual(['create', 'update']);
    const update = log.find((e) => e.action === 'update');
    expect(update?.changes).toEqual({ name: [null, 'Hier'], [`attributes.${material.id}`]: [steel.id, wood.id] });
    expect(log.find((e) => e.action === 'create')?.changes).toMatchObject({ code: [null, o.code], [`attributes.${height.id}`]: [null, 220] });
  });

  it('names what the ids of its history stand for: attributes, lookup values, the status and the creator, within the organisation', async () => {
    const o = await newPost();
    await t.call({ method: 'PATCH', url: `/v1/object/${o.id}`, ...as, body: { map_object_status_id: planned.id, attributes: [{ id: material.id, value: wood.id }] } });
    const log = dataOf<{ action: string; names?: Record<string, unknown> }[]>(await t.call({ url: `/v1/audit?subject_type=object&subject_id=${o.id}`, ...as }));
    expect(log.find((e) => e.action === 'update')?.names).toEqual({
      map_object_status_id: { values: { [present.id]: 'Aanwezig', [planned.id]: 'Gepland' } },
      [`attributes.${material.id}`]: { name: 'Materiaal', type: 'lookup', values: { [steel.id]: 'Staal', [wood.id]: 'Hout' } },
    });
    expect(log.find((e) => e.action === 'create')?.names).toMatchObject({
      created_by: { values: { [w.adminA.id]: 'Admin A' } },
      map_object_type_id: { values: { [post.id]: 'Knooppunt' } },
      [`attributes.${height.id}`]: { name: 'Hoogte', type: 'integer' },
    });
    // Another organisation's ids are never named, even in an entry that mentions them.
    const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
    const inB = await made(t, asB, '/v1/map_object_status', { name: 'Van B' });
    await t.db.execute(sql`update audit_log set changes = jsonb_build_object('map_object_status_id', jsonb_build_array(${inB.id}::int, ${present.id}::int))
      where subject_type = 'object' and subject_id = ${o.id} and action = 'update'`);
    const again = dataOf<{ action: string; names?: Record<string, unknown> }[]>(await t.call({ url: `/v1/audit?subject_type=object&subject_id=${o.id}`, ...as }));
    expect(again.find((e) => e.action === 'update')?.names).toEqual({ map_object_status_id: { values: { [present.id]: 'Aanwezig' } } });
  });
});

const editorRole = await makeRole(t.db, w.tenantA.id, ['module-map', 'module-map-edit']);
describe('an attribute that becomes required with a default', () => {
  it('fills the default into the live objects of the type that lack a value, in the same call, audited, so their saves pass', async () => {
    const bench = await made(t, as, '/v1/type', { name: 'Bank', geo_type: 'point', prefix: 'BK' });
    const seats = await attr('Zitplaatsen', 'integer');
    const colour = await attr('Kleur', 'string');
    const newBench = async () => dataOf<MapObject>(await create({ map_object_type_id: bench.id, geometry: point() }));
    const [empty, filled, gone] = [await newBench(), await newBench(), await newBench()];
    await t.call({ method: 'DELETE', url: `/v1/object/${gone.id}`, ...as });
    const linkSeats = (required: boolean) => t.call({ method: 'POST', url: `/v1/type/${bench.id}/attribute${required ? '?update=true' : ''}`, ...as, body: { relation: [{ id: seats.id, required }] } });
    await linkSeats(false);
    await t.call({ method: 'PATCH', url: `/v1/object/${filled.id}`, ...as, body: { attributes: [{ id: seats.id, value: 2 }] } });
    await t.call({ method: 'POST', url: `/v1/type/${bench.id}/attribute/${seats.id}/default`, ...as, body: { value: 4 } });
    const read = async (id: number) => dataOf<MapObject>(await t.call({ url: `/v1/object/${id}`, ...as }));
    // Not required yet: nothing filled.
    expect(valueOf(await read(empty.id), seats.id) ?? null).toBeNull();

    expect((await linkSeats(true)).statusCode).toBe(200);
    expect(valueOf(await read(empty.id), seats.id)).toBe(4);
    expect(valueOf(await read(filled.id), seats.id)).toBe(2);
    expect(valueOf(dataOf<MapObject>(await t.call({ url: `/v1/object/${gone.id}/deleted`, ...as })), seats.id) ?? null).toBeNull();
    const history = dataOf<{ action: string; user_id: number; changes: Record<string, unknown> }[]>(await t.call({ url: `/v1/audit?subject_type=object&subject_id=${empty.id}`, ...as }));
    expect(history[0]).toMatchObject({ action: 'update', user_id: w.adminA.id, changes: { [`attributes.${seats.id}`]: [null, 4] } });
    expect((await read(empty.id)).updated_at > empty.updated_at).toBe(true);
    expect((await t.call({ method: 'PATCH', url: `/v1/object/${empty.id}`, ...as, body: { name: 'Bij de vijver' } })).statusCode).toBe(200);

    // Required first, the default after: the default fills in then. Required without a default: nothing to fill, saves that empty it refused.
    await t.call({ method: 'POST', url: `/v1/type/${bench.id}/attribute`, ...as, body: { relation: [{ id: colour.id, required: true }] } });
    expect(valueOf(await read(empty.id), colour.id) ?? null).toBeNull();
    await t.call({ method: 'POST', url: `/v1/type/${bench.id}/attribute/${colour.id}/default`, ...as, body: { value: 'groen' } });
    expect(valueOf(await read(empty.id), colour.id)).toBe('groen');
    expect(valueOf(await read(filled.id), colour.id)).toBe('groen');
  });
});

describe('the lock setting', () => {
  const editor = async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: editorRole.id });
    return { user, as: { token: await t.signIn(user.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id } };
  };
  const setLock = (value: string) => t.call({ method: 'PUT', url: `/v1/kv/lock_mapobject_${w.a1.id}`, ...as, body: { value, network_id: w.a1.id } });
  const rename = (id: number, who: As) => t.call({ method: 'PATCH', url: `/v1/object/${id}`, ...who, body: { name: 'anders' } });

  it('none: anyone who may write changes it; user: only its creator and administrators', async () => {
    const [maker, other] = [await editor(), await editor()];
    const o = await newPost({}, maker.as);
    await setLock('none');
    expect((await rename(o.id, other.as)).statusCode).toBe(200);
    await setLock('user');
    const refused = await rename(o.id, other.as);
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({ detail: 'Alleen wie dit heeft aangemaakt mag het wijzigen' });
    expect((await t.call({ method: 'DELETE', url: `/v1/object/${o.id}`, ...other.as })).statusCode).toBe(403);
    expect((await rename(o.id, maker.as)).statusCode).toBe(200);
    expect((await rename(o.id, as)).statusCode).toBe(200);
    await setLock('none');
  });

  it("team: only members of the object's team, who get their team on create", async () => {
    const [maker, mate, stranger] = [await editor(), await editor(), await editor()];
    const team = dataOf<{ id: number }>(await t.call({ method: 'POST', url: '/v2/team', ...as, body: { name: `Ploeg ${maker.user.id}` } }));
    for (const m of [maker, mate]) await t.call({ method: 'POST', url: `/v1/user/${m.user.id}/team`, ...as, body: { relation: [team.id] } });
    const o = await newPost({}, maker.as);
    expect(o.team_id).toBe(team.id);
    await setLock('team');
    expect((await rename(o.id, mate.as)).statusCode).toBe(200);
    const refused = await rename(o.id, stranger.as);
    expect(refused.data).toEqual({ detail: 'Alleen leden van het team hiervan mogen het wijzigen' });
    expect((await rename(o.id, as)).statusCode).toBe(200);
    await setLock('none');
  });
});

describe('deleting and restoring', () => {
  it('deletes softly: gone from the list and its GET, shown at /deleted, back after a restore', async () => {
    const o = await newPost();
    const gone = await t.call({ method: 'DELETE', url: `/v1/object/${o.id}`, ...as });
    expect(dataOf<MapObject>(gone).deleted_at).toEqual(expect.any(String));
    expect((await t.call({ url: `/v1/object/${o.id}`, ...as })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/object/${o.id}`, ...as })).statusCode).toBe(404);
    expect(dataOf<MapObject>(await t.call({ url: `/v1/object/${o.id}/deleted`, ...as })).deleted_at).toEqual(expect.any(String));
    const codes = dataOf<MapObject[]>(await t.call({ url: `/v1/object?perPage=1000&filter[code]=${o.code}`, ...as })).map((x) => x.code);
    expect(codes).not.toContain(o.code);
    const back = await t.call({ method: 'POST', url: `/v1/object/${o.id}/restore`, ...as });
    expect(dataOf<MapObject>(back)).toMatchObject({ id: o.id, code: o.code, deleted_at: null });
    expect(valueOf(dataOf<MapObject>(back), height.id)).toBe(220);
    expect((await t.call({ url: `/v1/object/${o.id}/deleted`, ...as })).statusCode).toBe(404);
  });

  it('lists the deleted objects with deleted=true, the last deleted first, saying when and by whom', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id, name: 'Erik Wisser' });
    await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: (await makeRole(t.db, w.tenantA.id, ['module-map', 'module-map-edit'])).id });
    const editor = { id: user.id, as: { token: await t.signIn(user.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id } };
    const first = await newPost();
    const second = await newPost();
    const live = await newPost();
    await t.call({ method: 'DELETE', url: `/v1/object/${first.id}`, ...as });
    await t.call({ method: 'DELETE', url: `/v1/object/${second.id}`, ...editor.as });
    const deleted = dataOf<(MapObject & { deleted_by: number | null; deleted_by_name: string | null })[]>(await t.call({ url: '/v1/object?deleted=true&perPage=1000', ...as }));
    const ids = deleted.map((o) => o.id);
    expect(ids).not.toContain(live.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(deleted.find((o) => o.id === second.id)).toMatchObject({ deleted_by: editor.id, deleted_by_name: 'Erik Wisser', deleted_at: expect.any(String) });
    expect(deleted.every((o) => o.deleted_at !== null)).toBe(true);
    expect(dataOf<MapObject>(await t.call({ url: `/v1/object/${first.id}/deleted`, ...as }))).toMatchObject({ deleted_by: w.adminA.id, deleted_by_name: w.adminA.name });
    // A live object has nobody who deleted it; restored, it leaves the deleted list.
    expect(dataOf<MapObject>(await t.call({ url: `/v1/object/${live.id}`, ...as }))).toMatchObject({ deleted_by: null, deleted_by_name: null });
    await t.call({ method: 'POST', url: `/v1/object/${first.id}/restore`, ...as });
    const after = dataOf<MapObject[]>(await t.call({ url: '/v1/object?deleted=true&perPage=1000', ...as })).map((o) => o.id);
    expect(after).not.toContain(first.id);
    expect(dataOf<MapObject>(await t.call({ url: `/v1/object/${first.id}`, ...as }))).toMatchObject({ deleted_at: null, deleted_by: null });
  });
});

describe('GET /v1/object', () => {
  it('filters by type, by status and by viewport', async () => {
    const lines = dataOf<MapObject[]>(await t.call({ url: `/v1/object?map_object_type_id=${segment.id}&perPage=1000`, ...as }));
    expect(lines.length).toBeGreaterThan(0);
    const far = await newPost({ geometry: point(6.5, 53.2) });
    expect(lines.every((o) => o.map_object_type_id === segment.id)).toBe(true);
    const inGroningen = dataOf<MapObject[]>(await t.call({ url: '/v1/object?bbox=6.4,53.1,6.6,53.3&perPage=1000', ...as }));
    expect(inGroningen.map((o) => o.id)).toEqual([far.id]);
    const planned1 = await newPost({ map_object_status_id: planned.id });
    const byStatus = dataOf<MapObject[]>(await t.call({ url: `/v1/object?map_object_status_id=${planned.id}&perPage=1000`, ...as }));
    expect(byStatus.map((o) => o.id)).toContain(planned1.id);
    expect(byStatus.every((o) => o.map_object_status_id === planned.id)).toBe(true);
  });

  it('refuses a malformed viewport with a 400 on bbox', async () => {
    for (const bbox of ['1,2,3', '5,52,4,53', 'a,b,c,d', '0,0,181,1']) {
      const res = await t.call({ url: `/v1/object?bbox=${bbox}`, ...as });
      expect(res.statusCode, bbox).toBe(400);
      expect(messagesOf(res)).toEqual({ bbox: ['Geef bbox als minLon,minLat,maxLon,maxLat in graden'] });
    }
  });

  it('sorts codes with numbers by value and searches them', async () => {
    const page = dataOf<MapObject[]>(await t.call({ url: `/v1/object?map_object_type_id=${post.id}&perPage=1000&sort=code`, ...as }));
    const numbers = page.map((o) => Number(o.code.slice(2)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const found = dataOf<MapObject[]>(await t.call({ url: `/v1/object?q=${page[0].code.toLowerCase()}`, ...as }));
    expect(found.map((o) => o.code)).toContain(page[0].code);
  });

  it('answers a GeoJSON FeatureCollection with format=geojson or the Accept header', async () => {
    const o = await newPost({ name: 'Geo' });
    for (const ask of [{ url: `/v1/object?format=geojson&map_object_type_id=${post.id}` }, { url: `/v1/object?map_object_type_id=${post.id}`, headers: { accept: 'application/geo+json' } }]) {
      const res = await t.call({ ...ask, ...as });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/geo+json');
      const collection = JSON.parse(res.body) as { type: string; features: { id: number; geometry: unknown; properties: Record<string, unknown> }[] };
      expect(collection.type).toBe('FeatureCollection');
      const feature = collection.features.find((f) => f.id === o.id);
      expect(feature).toMatchObject({ type: 'Feature', geometry: point(), properties: { code: o.code, name: 'Geo', Hoogte: 220, Materiaal: steel.id } });
    }
  });

  it('exports CSV', async () => {
    const res = await t.call({ url: `/v1/object?format=csv&map_object_type_id=${segment.id}`, ...as });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\r\n')[0]).toContain('code');
  });
});

describe('the field app: children and the sync since a time', () => {
  it('lists the network of the path, a page at a time', async () => {
    const res = await t.call({ url: `/v1/network/${w.a1.id}/children?perPage=2`, token: w.tokens.adminA });
    expect(res.statusCode).toBe(200);
    expect(dataOf<MapObject[]>(res)).toHaveLength(2);
    expect((await t.call({ url: `/v1/network/${w.a2.id}/children`, token: w.tokens.adminA, tenant: w.tenantA.id })).statusCode).toBe(403);
  });

  it('answers what changed since a time, deleted ones with their deleted_at unless deleted_at=false, in Unix seconds or ISO', async () => {
    const before = dataOf<MapObject>(await t.call({ url: `/v1/object/${(await newPost()).id}`, ...as }));
    const since = new Date(Date.parse(before.updated_at) + 1).toISOString();
    await new Promise((r) => setTimeout(r, 5));
    const changed = await newPost();
    const deleted = await newPost();
    await t.call({ method: 'DELETE', url: `/v1/object/${deleted.id}`, ...as });
    const sync = await t.call({ url: `/v1/network/${w.a1.id}/children/web2?updated_at=${encodeURIComponent(since)}&deleted_at=true`, ...as });
    expect(sync.statusCode).toBe(200);
    const ids = dataOf<MapObject[]>(sync).map((o) => [o.id, o.deleted_at !== null]);
    expect(ids).toEqual([[changed.id, false], [deleted.id, true]]);
    // deleted_at=false (the original client's default): the live ones only.
    const live = await t.call({ url: `/v1/network/${w.a1.id}/children/web2?updated_at=${encodeURIComponent(since)}&deleted_at=false`, ...as });
    expect(dataOf<MapObject[]>(live).map((o) => o.id)).toEqual([changed.id]);
    const all = dataOf<MapObject[]>(await t.call({ url: `/v1/network/${w.a1.id}/children/web2?updated_at=0`, ...as }));
    expect(all.map((o) => o.id)).toEqual(expect.arrayContaining([before.id, changed.id, deleted.id]));
    const bad = await t.call({ url: `/v1/network/${w.a1.id}/children/web2?updated_at=gisteren`, ...as });
    expect(messagesOf(bad)).toEqual({ updated_at: ['Geef een tijd in ISO 8601 of in Unix-seconden'] });
  });
});

describe('files', () => {
  const upload = (body: string, who: As = as, name = 'foto.jpg', type = 'image/jpeg') => {
    const boundary = 'grens';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${body}\r\n--${boundary}--\r\n`;
    return t.call({ method: 'POST', url: '/v1/file', ...who, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: payload });
  };

  it('keeps a file of the network, serves it back as an attachment, and lets a value name it', async () => {
    const res = await upload('JPEGDATA');
    expect(res.statusCode).toBe(201);
    const file = dataOf<{ id: number; name: string; size: number; content_type: string }>(res);
    expect(file).toMatchObject({ name: 'foto.jpg', size: 8, content_type: 'image/jpeg' });
    const back = await t.call({ url: `/v1/file/${file.id}`, ...as });
    expect(back.body).toBe('JPEGDATA');
    expect(back.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });
    expect(back.headers['content-disposition']).toContain('attachment; filename="foto.jpg"');
    const o = await newPost({ attributes: [{ id: height.id, value: 1 }, { id: photo.id, value: file.id }] });
    expect(valueOf(o, photo.id)).toBe(file.id);
    const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
    expect((await t.call({ url: `/v1/file/${file.id}`, ...asB })).statusCode).toBe(404);
  });

  it('refuses a body without a file, and a file over 10 MB', async () => {
    const none = await t.call({ method: 'POST', url: '/v1/file', ...as, body: { file: 'x' } });
    expect(messagesOf(none)).toEqual({ file: ['Stuur een bestand mee (multipart, veld file)'] });
    const big = await upload('x'.repeat(10 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(400);
    expect(messagesOf(big)).toEqual({ file: ['Een bestand mag hoogstens 10 MB zijn'] });
  });

  it('serves a page, a script or an unknown type as bytes, never sniffed', async () => {
    for (const type of ['text/html; charset=utf-8', 'image/svg+xml', 'application/javascript', 'geen type']) {
      const file = dataOf<{ id: number; content_type: string }>(await upload('<script>alert(1)</script>', as, 'x.html', type));
      expect(file.content_type, type).toBe('application/octet-stream');
      const back = await t.call({ url: `/v1/file/${file.id}`, ...as });
      expect(back.headers['content-type']).toBe('application/octet-stream');
      expect(back.headers['content-disposition']).toContain('attachment');
    }
  });
});

describe('POST /v1/object/import (GeoJSON)', () => {
  const url = (dryRun: boolean, typeId = post.id) => `/v1/object/import?map_object_type_id=${typeId}${dryRun ? '&dry_run=true' : ''}`;
  const feature = (properties: Record<string, unknown>, geometry: unknown = point()) => ({ type: 'Feature', geometry, properties });
  type Report = { dry_run: boolean; applied: boolean; counts: { create: number; update: number; refuse: number }; rows: { row: number; action: string; key: string; messages: string[] }[] };
  const count = async () => ((await t.call({ url: `/v1/object?map_object_type_id=${post.id}&perPage=1`, ...as })).data as { meta: { pagination: { total: number } } }).meta.pagination.total;

  it('checks every feature on a dry run, naming each refusal by its field and attribute, and writes nothing', async () => {
    const before = await count();
    const res = await t.call({ method: 'POST', url: url(true), ...as, body: { type: 'FeatureCollection', features: [
      feature({ name: 'Goed', Hoogte: 120, Materiaal: 'hout', map_object_status_name: 'gepland' }),
      feature({ name: 'Buiten', Hoogte: 1 }, point(2.35, 48.85)),
      feature({ name: 'Zonder hoogte', Materiaal: 'Beton' }),
      { type: 'Punt' },
    ] } });
    expect(res.statusCode).toBe(200);
    const report = dataOf<Report>(res);
    expect(report).toMatchObject({ dry_run: true, applied: false, counts: { create: 1, refuse: 3 } });
    expect(report.rows.map((r) => [r.row, r.action, r.key, r.messages])).toEqual([
      [1, 'create', 'Goed', []],
      [2, 'refuse', 'Buiten', ['De geometrie ligt buiten het gebied van het netwerk']],
      [3, 'refuse', 'Zonder hoogte', ['Dit veld is verplicht: Hoogte', "Kies uit de waarden van dit attribuut: Materiaal"]],
      [4, 'refuse', '#4', ['Dit is geen GeoJSON Feature']],
    ]);
    expect(await count()).toBe(before);
  });

  it('creates all features, or none when one is refused', async () => {
    const before = await count();
    const refused = await t.call({ method: 'POST', url: url(false), ...as, body: { type: 'FeatureCollection', features: [feature({ Hoogte: 1 }), feature({})] } });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toEqual({ features: ['Er is niets geïmporteerd: rij 2 wordt geweigerd (de redenen staan in de proefimport, dry_run=true)'] });
    expect(await count()).toBe(before);
    const res = await t.call({ method: 'POST', url: url(false), ...as, body: { type: 'FeatureCollection', features: [
      feature({ name: 'Import een', Hoogte: '80', Materiaal: 'Hout', map_object_status_id: planned.id }),
      feature({ name: 'Import twee', Hoogte: 90 }),
    ] } });
    expect(dataOf<Report>(res)).toMatchObject({ dry_run: false, applied: true, counts: { create: 2, refuse: 0 } });
    expect(await count()).toBe(before + 2);
    const made = dataOf<MapObject[]>(await t.call({ url: '/v1/object?filter[name]=Import een', ...as }));
    expect(made[0]).toMatchObject({ map_object_status_id: planned.id });
    expect(valueOf(made[0], material.id)).toBe(wood.id);
    expect(valueOf(made[0], height.id)).toBe(80);
  });

  it('takes back what the GeoJSON export wrote', async () => {
    const exported = JSON.parse((await t.call({ url: `/v1/object?format=geojson&map_object_type_id=${post.id}&perPage=5`, ...as })).body) as { features: unknown[] };
    const res = await t.call({ method: 'POST', url: url(true), ...as, body: { type: 'FeatureCollection', features: exported.features.slice(0, 5) } });
    expect(dataOf<Report>(res).counts.refuse).toBe(0);
  });

  describe('an export brought back in', () => {
    type Collection = { type: string; features: { id: number; geometry: unknown; properties: Record<string, unknown> }[] };
    const gateType = async () => {
      const gate = await made(t, as, '/v1/type', { name: `Poort ${Math.random()}`, geo_type: 'point', prefix: 'PT' });
      await t.call({ method: 'POST', url: `/v1/type/${gate.id}/attribute`, ...as, body: { relation: [{ id: height.id, required: true, order: 0 }, { id: material.id, order: 1 }] } });
      const objects = [];
      for (const h of [100, 110, 120]) {
        const res = await create({ map_object_type_id: gate.id, geometry: point(), name: `Poort ${h}`, attributes: [{ id: height.id, value: h }, { id: material.id, value: steel.id }] });
        objects.push(dataOf<MapObject>(res));
      }
      return { gate, objects };
    };
    const exportOf = async (typeId: number) => JSON.parse((await t.call({ url: `/v1/object?format=geojson&map_object_type_id=${typeId}`, ...as })).body) as Collection;
    const total = async (typeId: number) => ((await t.call({ url: `/v1/object?map_object_type_id=${typeId}&perPage=1`, ...as })).data as { meta: { pagination: { total: number } } }).meta.pagination.total;

    it('updates the objects it came from: the dry run says which, nothing new, a changed value changed and recorded', async () => {
      const { gate, objects } = await gateType();
      const exported = await exportOf(gate.id);
      const dry = dataOf<Report>(await t.call({ method: 'POST', url: url(true, gate.id), ...as, body: exported }));
      expect(dry.counts).toEqual({ create: 0, update: 3, refuse: 0 });
      expect(dry.rows.map((r) => [r.action, r.key])).toEqual(objects.map((o) => ['update', o.code]));

      const [first] = exported.features;
      first.properties.Hoogte = 150;
      first.properties.Materiaal = 'Hout';
      first.properties.name = 'Poort hersteld';
      const applied = dataOf<Report>(await t.call({ method: 'POST', url: url(false, gate.id), ...as, body: exported }));
      expect(applied).toMatchObject({ applied: true, counts: { create: 0, update: 3, refuse: 0 } });
      expect(await total(gate.id)).toBe(3);
      const changed = dataOf<MapObject>(await t.call({ url: `/v1/object/${first.id}`, ...as }));
      expect(changed).toMatchObject({ name: 'Poort hersteld', code: objects[0].code });
      expect([valueOf(changed, height.id), valueOf(changed, material.id)]).toEqual([150, wood.id]);
      // An object the file leaves as it is keeps its time (its version) and gets no empty log entry.
      const untouched = dataOf<MapObject>(await t.call({ url: `/v1/object/${objects[1].id}`, ...as }));
      expect([valueOf(untouched, height.id), untouched.updated_at]).toEqual([110, objects[1].updated_at]);
      const untouchedLog = dataOf<{ action: string }[]>(await t.call({ url: `/v1/audit?subject_type=object&subject_id=${objects[1].id}`, ...as }));
      expect(untouchedLog.map((e) => e.action)).toEqual(['create']);
      const log = dataOf<{ action: string; changes: Record<string, unknown> }[]>(await t.call({ url: `/v1/audit?subject_type=object&subject_id=${first.id}`, ...as }));
      expect(log.find((e) => e.action === 'update')?.changes).toEqual({
        name: ['Poort 100', 'Poort hersteld'], [`attributes.${height.id}`]: [100, 150], [`attributes.${material.id}`]: [steel.id, wood.id],
      });
    });

    it('finds an object by its code without an id; an id or code of another type, or a deleted object, is a new object; one object twice is refused', async () => {
      const { gate, objects } = await gateType();
      const [a, b, c] = objects;
      await t.call({ method: 'DELETE', url: `/v1/object/${c.id}`, ...as });
      const other = await newPost();
      const res = await t.call({ method: 'POST', url: url(true, gate.id), ...as, body: { type: 'FeatureCollection', features: [
        feature({ code: a.code, Hoogte: 1 }),
        { ...feature({ Hoogte: 2 }), id: other.id },
        feature({ code: other.code, Hoogte: 3, name: 'Code van een ander type' }),
        feature({ id: c.id, code: c.code, Hoogte: 4, name: 'Was verwijderd' }),
        { ...feature({ Hoogte: 5 }), id: String(b.id) },
        feature({ id: b.id, Hoogte: 6 }),
      ] } });
      expect(dataOf<Report>(res).rows.map((r) => [r.action, r.key, r.messages])).toEqual([
        ['update', a.code, []],
        ['create', '#2', []],
        ['create', 'Code van een ander type', []],
        ['create', 'Was verwijderd', []],
        ['update', b.code, []],
        ['refuse', b.code, ['Staat al eerder in het bestand: rij 5']],
      ]);
    });

    it('refuses an object the lock keeps from the caller, naming why', async () => {
      const { gate, objects } = await gateType();
      const user = await makeUser(t.db, { tenantId: w.tenantA.id });
      await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: (await makeRole(t.db, w.tenantA.id, ['module-map', 'module-map-edit'])).id });
      const editor = { token: await t.signIn(user.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id };
      await t.call({ method: 'PUT', url: `/v1/kv/lock_mapobject_${w.a1.id}`, ...as, body: { value: 'user', network_id: w.a1.id } });
      try {
        const res = await t.call({ method: 'POST', url: url(true, gate.id), ...editor, body: { type: 'FeatureCollection', features: [feature({ code: objects[0].code, Hoogte: 9 })] } });
        expect(dataOf<Report>(res).rows.map((r) => [r.action, r.messages])).toEqual([['refuse', ['Alleen wie dit heeft aangemaakt mag het wijzigen']]]);
      } finally {
        await t.call({ method: 'PUT', url: `/v1/kv/lock_mapobject_${w.a1.id}`, ...as, body: { value: 'none', network_id: w.a1.id } });
      }
    });
  });

  it('refuses what is no FeatureCollection, and a type of another network', async () => {
    expect(messagesOf(await t.call({ method: 'POST', url: url(true), ...as, body: { type: 'Feature', features: [] } })))
      .toMatchObject({ type: ['Het bestand is geen GeoJSON FeatureCollection'] });
    expect(messagesOf(await t.call({ method: 'POST', url: url(true), ...as, body: { type: 'FeatureCollection', features: [] } })))
      .toEqual({ features: ['Het bestand bevat geen features'] });
    const typeOfB = await made(t, { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id }, '/v1/type', { name: 'B2', geo_type: 'point' });
    expect(messagesOf(await t.call({ method: 'POST', url: url(true, typeOfB.id), ...as, body: { type: 'FeatureCollection', features: [feature({})] } })))
      .toEqual({ map_object_type_id: ['Onbekend id'] });
  });
});

describe('the label', () => {
  it("is the value of the type's label attribute (a lookup value by its name), else the name, else the code", async () => {
    const type = await made(t, as, '/v1/type', { name: 'Wegwijzer', geo_type: 'point', prefix: 'W' });
    await t.call({ method: 'POST', url: `/v1/type/${type.id}/attribute`, ...as, body: { relation: [material.id, remark.id] } });
    const sign = (body: Record<string, unknown>) => create({ map_object_type_id: type.id, geometry: point(), ...body }).then((r) => dataOf<MapObject & { label: string }>(r));
    expect((await sign({})).label).toMatch(/^W\d+$/);
    expect((await sign({ name: 'Bij het bos' })).label).toBe('Bij het bos');
    await t.call({ method: 'PATCH', url: `/v1/type/${type.id}`, ...as, body: { label_attribute_id: material.id } });
    expect((await sign({ name: 'x', attributes: [{ id: material.id, value: wood.id }] })).label).toBe('Hout');
    await t.call({ method: 'PATCH', url: `/v1/type/${type.id}`, ...as, body: { label_attribute_id: remark.id } });
    expect((await sign({ name: 'x', attributes: [{ id: remark.id, value: '42' }] })).label).toBe('42');
  });
});

describe('what deleting configuration does to objects', () => {
  it("says before a delete that a type's objects go with it, a status's and an attribute's lose it", async () => {
    const type = await made(t, as, '/v1/type', { name: 'Bankje', geo_type: 'point', prefix: 'B' });
    const status = await made(t, as, '/v1/map_object_status', { name: 'Weg', weight: 0 });
    const note = await attr('Notitie', 'string');
    await t.call({ method: 'POST', url: `/v1/type/${type.id}/status`, ...as, body: { relation: [status.id] } });
    await t.call({ method: 'POST', url: `/v1/type/${type.id}/attribute`, ...as, body: { relation: [note.id] } });
    const bench = dataOf<MapObject>(await create({ map_object_type_id: type.id, geometry: point(), attributes: [{ id: note.id, value: 'x' }] }));
    const usage = async (url: string) => dataOf<{ uses: { kind: string; effect: string; count: number; names: string[] }[] }>(await t.call({ url: `${url}/usage`, ...as })).uses;
    expect(await usage(`/v1/type/${type.id}`)).toContainEqual({ kind: 'object', effect: 'deletes', count: 1, names: [bench.code] });
    expect(await usage(`/v1/map_object_status/${status.id}`)).toContainEqual({ kind: 'object', effect: 'clears', count: 1, names: [bench.code] });
    expect(await usage(`/v1/attribute/${note.id}`)).toContainEqual({ kind: 'object', effect: 'clears', count: 1, names: [bench.code] });
    await t.call({ method: 'DELETE', url: `/v1/map_object_status/${status.id}`, ...as });
    expect(dataOf<MapObject>(await t.call({ url: `/v1/object/${bench.id}`, ...as })).map_object_status_id).toBeNull();
    await t.call({ method: 'DELETE', url: `/v1/type/${type.id}`, ...as });
    expect((await t.call({ url: `/v1/object/${bench.id}`, ...as })).statusCode).toBe(404);
  });
});

describe('the map version', () => {
  // The tile's ETag: "<format>.<network>.<version>.<z>.<x>.<y>" (tile-cache.ts).
  const version = async () => Number((await t.call({ url: '/v1/object/tile/10/527/337', ...as })).headers.etag?.toString().split('.')[2]);

  it('changes with every write that changes what tiles show, so a cached tile is never served stale', async () => {
    const start = await version();
    const o = await newPost();
    const afterCreate = await version();
    expect(afterCreate).toBeGreaterThan(start);
    await t.call({ method: 'PATCH', url: `/v1/object/${o.id}`, ...as, body: { attributes: [{ id: remark.id, value: 'nieuw' }] } });
    const afterValue = await version();
    expect(afterValue).toBeGreaterThan(afterCreate);
    await t.call({ method: 'PATCH', url: `/v1/attribute/${material.id}/lookup/${wood.id}`, ...as, body: { name: 'Hardhout' } });
    expect(await version()).toBeGreaterThan(afterValue);
    await t.call({ method: 'PATCH', url: `/v1/attribute/${material.id}/lookup/${wood.id}`, ...as, body: { name: 'Hout' } });
  });

  it('answers 304 to a tile asked again with its ETag', async () => {
    const first = await t.call({ url: '/v1/object/tile/10/527/337', ...as });
    expect(first.statusCode).toBe(200);
    const again = await t.call({ url: '/v1/object/tile/10/527/337', ...as, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

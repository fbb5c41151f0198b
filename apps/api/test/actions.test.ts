/**
 * Actions through the API: on an object of a type the action type is for, or on the network;
 * an own geometry only with own_geo; the statuses of the object's type, the ones the caller's
 * role may set (403 naming the status), the lowest selectable open one by default; the role's
 * open work, map and attached lists; a final status closing the action and creating or deleting
 * its object; the lock; module-actions; another organisation; the action type's delete; the sync.
 */
import { describe, expect, it } from 'vitest';
import { build, type Reply } from './helpers/app';
import { grantRole, made, makeRole, makeUser, makeWorld, type As } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const as = w.asAdminA;
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const messagesOf = (res: Reply) => (res.data as { messages: Record<string, string[]> }).messages;
const link = (url: string, relation: unknown[]) => t.call({ method: 'POST', url, ...as, body: { relation } });

type Action = {
  id: number; map_object_id: number | null; action_status_id: number | null; action_status_name: string | null; closed_at: string | null;
  deleted_at: string | null; geometry: unknown; attributes: { id: number; value: unknown }[]; created_by: number | null;
};

// The configuration of a1: a post type with a required height, action statuses, four action types.
const height = await made(t, as, '/v1/attribute', { name: 'Hoogte', type: 'integer' });
const work = await made(t, as, '/v1/attribute', { name: 'Werk', type: 'string' });
const post = await made(t, as, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P' });
const bench = await made(t, as, '/v1/type', { name: 'Bank', geo_type: 'point', prefix: 'B' });
await link(`/v1/type/${post.id}/attribute`, [{ id: height.id, required: true }]);
const status = async (name: string, weight: number, isFinal = false) => made(t, as, '/v1/action_status', { name, weight, is_final: isFinal });
const fresh = await status('Nieuw', 0);
const busy = await status('Bezig', 1);
const done = await status('Gereed', 2, true);
const elsewhere = await status('Alleen voor banken', 3);
await link(`/v1/type/${post.id}/action_status`, [fresh.id, busy.id, done.id]);
await link(`/v1/type/${bench.id}/action_status`, [elsewhere.id]);
const actionType = async (name: string, flags: Record<string, boolean>, objectTypes: number[], attributes: unknown[] = []) => {
  const type = await made(t, as, '/v1/dynamic_action_type', { name, ...flags });
  if (objectTypes.length) await link(`/v1/dynamic_action_type/${type.id}/map_object_type`, objectTypes);
  if (attributes.length) await link(`/v1/dynamic_action_type/${type.id}/attribute`, attributes);
  return type;
};
const repair = await actionType('Reparatie', {}, [post.id], [{ id: work.id, required: true }]);
const report = await actionType('Melding', { on_network: true }, []);
// A type that creates an object is on the network: there is no object yet.
const place = await actionType('Plaatsen', { own_geo: true, creates_object: true, on_network: true }, [post.id], [{ id: height.id }]);
const remove = await actionType('Weghalen', { deletes_object: true }, [post.id]);

// A field worker: module-actions (and the map), whose role may set Nieuw and Bezig; open work: Nieuw and Bezig; the map: Bezig; attached: Gereed.
const workerRole = await makeRole(t.db, w.tenantA.id, ['module-map', 'module-map-edit', 'module-actions'], 'buitendienst');
await t.call({ method: 'POST', url: `/v1/role/${workerRole.id}/action_status`, ...as, body: { role_id: workerRole.id, relation: [
  { id: fresh.id, is_selectable: true, is_open: true }, { id: busy.id, is_selectable: true, is_open: true, show_on_map: true }, { id: done.id, is_attached: true },
] } });
const worker = async () => {
  const user = await makeUser(t.db, { tenantId: w.tenantA.id });
  await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: workerRole.id });
  return { user, as: { token: await t.signIn(user.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id } };
};
const ann = await worker();

const AMERSFOORT = [5.3872, 52.1561];
const newPost = async () => dataOf<{ id: number }>(await t.call({ method: 'POST', url: '/v1/object', ...as, body: {
  map_object_type_id: post.id, geometry: { type: 'Point', coordinates: AMERSFOORT }, attributes: [{ id: height.id, value: 100 }],
} }));
const create = (body: Record<string, unknown>, who: As = ann.as) => t.call({ method: 'POST', url: '/v1/action', ...who, body });
const newRepair = async (who: As = ann.as, body: Record<string, unknown> = {}) => {
  const object = await newPost();
  const res = await create({ dynamic_action_type_id: repair.id, map_object_id: object.id, attributes: [{ id: work.id, value: 'Bordje recht' }], ...body }, who);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return { action: dataOf<Action>(res), object };
};
const patch = (id: number, body: Record<string, unknown>, who: As = ann.as) => t.call({ method: 'PATCH', url: `/v1/action/${id}`, ...who, body });

describe('POST /v1/action', () => {
  it('takes the lowest status the role may set and has open, the creator and the values', async () => {
    const { action, object } = await newRepair();
    expect(action).toMatchObject({ map_object_id: object.id, action_status_id: fresh.id, action_status_name: 'Nieuw', created_by: ann.user.id, closed_at: null, geometry: null });
    expect(action.attributes).toEqual([{ id: work.id, name: 'Werk', type: 'string', value: 'Bordje recht' }]);
  });

  it('refuses an object of a type the action type is not for, an action type that needs an object, and a missing required value', async () => {
    const otherBench = dataOf<{ id: number }>(await t.call({ method: 'POST', url: '/v1/object', ...as, body: { map_object_type_id: bench.id, geometry: { type: 'Point', coordinates: AMERSFOORT } } }));
    expect(messagesOf(await create({ dynamic_action_type_id: repair.id, map_object_id: otherBench.id, attributes: [{ id: work.id, value: 'x' }] })))
      .toEqual({ map_object_id: ['Dit actietype hoort niet bij het type van dit object'] });
    expect(messagesOf(await create({ dynamic_action_type_id: repair.id })))
      .toEqual({ map_object_id: ['Dit actietype hoort bij een object: kies er een'], [`attributes.${work.id}`]: ['Dit veld is verplicht'] });
  });

  it('takes an action on the network for an on_network type, without an object', async () => {
    const res = await create({ dynamic_action_type_id: report.id, description: 'Paal omgereden bij de brug' });
    expect(res.statusCode).toBe(201);
    expect(dataOf<Action>(res)).toMatchObject({ map_object_id: null, action_status_id: fresh.id });
  });

  it('wants a geometry of its own only with own_geo', async () => {
    expect(messagesOf(await create({ dynamic_action_type_id: place.id }))).toEqual({ geometry: ['Dit veld is verplicht'] });
    const object = await newPost();
    expect(messagesOf(await create({ dynamic_action_type_id: repair.id, map_object_id: object.id, geometry: { type: 'Point', coordinates: AMERSFOORT }, attributes: [{ id: work.id, value: 'x' }] })))
      .toEqual({ geometry: ['Dit actietype heeft geen eigen geometrie'] });
    expect(messagesOf(await create({ dynamic_action_type_id: place.id, geometry: { type: 'Point', coordinates: [200, 0] } })).geometry).toHaveLength(1);
  });

  it("refuses a status not of the object's type with a 400, and one the role may not set with a 403 naming it", async () => {
    const object = await newPost();
    const base = { dynamic_action_type_id: repair.id, map_object_id: object.id, attributes: [{ id: work.id, value: 'x' }] };
    expect(messagesOf(await create({ ...base, action_status_id: elsewhere.id }))).toEqual({ action_status_id: ['Deze status hoort niet bij dit objecttype'] });
    const refused = await create({ ...base, action_status_id: done.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({ detail: 'Je rol mag deze status niet kiezen: Gereed' });
    // An administrator of the network may set any.
    expect(dataOf<Action>(await create({ ...base, action_status_id: busy.id }, as)).action_status_id).toBe(busy.id);
  });
});

describe("an action's values, as the original client reads and changes them", () => {
  it('answers them all, and changes one: a required one may not be emptied', async () => {
    const { action } = await newRepair();
    expect(dataOf<unknown[]>(await t.call({ url: `/v1/action/${action.id}/attribute`, ...ann.as }))).toEqual([{ id: work.id, name: 'Werk', type: 'string', value: 'Bordje recht' }]);
    const one = await t.call({ method: 'PATCH', url: `/v1/action/${action.id}/attribute/${work.id}`, ...ann.as, body: { value: 'Paal vervangen' } });
    expect(one.data).toEqual({ data: { id: work.id, name: 'Werk', type: 'string', value: 'Paal vervangen' } });
    const emptied = await t.call({ method: 'PATCH', url: `/v1/action/${action.id}/attribute/${work.id}`, ...ann.as, body: { value: null } });
    expect(messagesOf(emptied)).toEqual({ [`attributes.${work.id}`]: ['Dit veld is verplicht'] });
  });
});

describe('a final status', () => {
  it('closes the action, and opens it again when the status is no longer final', async () => {
    const { action } = await newRepair();
    const closed = dataOf<Action>(await patch(action.id, { action_status_id: done.id }, as));
    expect(closed.closed_at).toEqual(expect.any(String));
    expect(dataOf<Action>(await patch(action.id, { action_status_id: busy.id }, as)).closed_at).toBeNull();
  });

  it("creates an object of the action type's object type at its geometry, with its values, and links it", async () => {
    const res = await create({ dynamic_action_type_id: place.id, geometry: { type: 'Point', coordinates: [5.4, 52.2] }, attributes: [{ id: height.id, value: 180 }] });
    const action = dataOf<Action>(res);
    const finished = dataOf<Action>(await patch(action.id, { action_status_id: done.id }, as));
    expect(finished.map_object_id).toEqual(expect.any(Number));
    const object = dataOf<{ map_object_type_id: number; geometry: unknown; attributes: { id: number; value: unknown }[] }>(await t.call({ url: `/v1/object/${finished.map_object_id}`, ...as }));
    expect(object).toMatchObject({ map_object_type_id: post.id, geometry: { type: 'Point', coordinates: [5.4, 52.2] } });
    expect(object.attributes.find((a) => a.id === height.id)?.value).toBe(180);
  });

  it("refuses the final status, changing nothing, when the new object's required value is missing, naming the value and the object's type on the status", async () => {
    const action = dataOf<Action>(await create({ dynamic_action_type_id: place.id, geometry: { type: 'Point', coordinates: [5.4, 52.2] } }));
    const res = await patch(action.id, { action_status_id: done.id }, as);
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({
      [`attributes.${height.id}`]: ['Dit veld is verplicht'],
      action_status_id: ['Deze eindstatus maakt een object, maar een verplichte waarde ontbreekt: Hoogte (Paal)'],
    });
    const inEnglish = await t.call({ method: 'PATCH', url: `/v1/action/${action.id}`, ...as, body: { action_status_id: done.id }, headers: { 'accept-language': 'en' } });
    expect(messagesOf(inEnglish).action_status_id).toEqual(['This final status creates an object, but a required value is missing: Hoogte (Paal)']);
    expect(dataOf<Action>(await t.call({ url: `/v1/action/${action.id}`, ...as }))).toMatchObject({ action_status_id: fresh.id, closed_at: null, map_object_id: null });
  });

  it('deletes the object of a deletes_object type', async () => {
    const object = await newPost();
    const action = dataOf<Action>(await create({ dynamic_action_type_id: remove.id, map_object_id: object.id }));
    await patch(action.id, { action_status_id: done.id }, as);
    expect((await t.call({ url: `/v1/object/${object.id}`, ...as })).statusCode).toBe(404);
    expect(dataOf<{ deleted_at: string }>(await t.call({ url: `/v1/object/${object.id}/deleted`, ...as })).deleted_at).toEqual(expect.any(String));
  });

  it("deletes its object through the objects' own delete: recorded as the object's, on the action's version alone", async () => {
    const object = await newPost();
    const action = dataOf<Action>(await create({ dynamic_action_type_id: remove.id, map_object_id: object.id }));
    const etag = (await t.call({ url: `/v1/action/${action.id}`, ...as })).headers.etag;
    // The If-Match names the action's version: it is not asked of the object the status deletes.
    const res = await t.call({ method: 'PATCH', url: `/v1/action/${action.id}`, ...as, body: { action_status_id: done.id }, headers: { 'if-match': String(etag) } });
    expect(res.statusCode).toBe(200);
    const audit = dataOf<{ action: string; changes: Record<string, unknown[]> }[]>(await t.call({ url: `/v1/audit?subject_type=object&subject_id=${object.id}`, ...as }));
    expect(audit[0]).toMatchObject({ action: 'delete', changes: { deleted_at: [null, expect.any(String)] } });
  });
});

describe("the role's lists", () => {
  it('open=1 is the open work of the caller\'s role, on_map what its map shows, an object\'s list what is attached', async () => {
    const { action: open, object } = await newRepair();
    const onMap = (await newRepair(ann.as, { action_status_id: busy.id })).action;
    const closedOnObject = dataOf<Action>(await create({ dynamic_action_type_id: repair.id, map_object_id: object.id, attributes: [{ id: work.id, value: 'y' }], action_status_id: done.id }, as));
    const ids = async (url: string, who: As = ann.as) => dataOf<Action[]>(await t.call({ url, ...who })).map((a) => a.id);
    const openWork = await ids('/v1/action?open=1&perPage=1000');
    expect(openWork).toEqual(expect.arrayContaining([open.id, onMap.id]));
    expect(openWork).not.toContain(closedOnObject.id);
    const map = await ids('/v1/action?on_map=1&perPage=1000');
    expect(map).toContain(onMap.id);
    expect(map).not.toContain(open.id);
    expect(await ids(`/v1/object/${object.id}/action`)).toEqual([closedOnObject.id]);
    expect(await ids(`/v1/action?map_object_id=${object.id}`, as)).toEqual(expect.arrayContaining([open.id, closedOnObject.id]));
  });

  it('answers the statuses the caller may set', async () => {
    const mine = dataOf<{ name: string }[]>(await t.call({ url: '/v1/action/selectable_status', ...ann.as })).map((s) => s.name);
    expect(mine).toEqual(['Nieuw', 'Bezig']);
    const admins = dataOf<{ name: string }[]>(await t.call({ url: '/v1/action/selectable_status', ...as })).map((s) => s.name);
    expect(admins).toEqual(expect.arrayContaining(['Nieuw', 'Bezig', 'Gereed', 'Alleen voor banken']));
  });

  it('finds actions in a viewport by their own geometry or their object', async () => {
    const own = dataOf<Action>(await create({ dynamic_action_type_id: place.id, geometry: { type: 'Point', coordinates: [6.5, 53.2] } }));
    const inGroningen = dataOf<Action[]>(await t.call({ url: '/v1/action?bbox=6.4,53.1,6.6,53.3&perPage=1000', ...as })).map((a) => a.id);
    expect(inGroningen).toEqual([own.id]);
    const { action } = await newRepair();
    expect(dataOf<Action[]>(await t.call({ url: '/v1/action?bbox=5.3,52.1,5.5,52.2&perPage=1000', ...as })).map((a) => a.id)).toContain(action.id);
  });
});

describe('who may', () => {
  it('asks module-actions: a viewer of the map gets 403', async () => {
    const member = { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id };
    expect((await t.call({ url: '/v1/action', ...member })).statusCode).toBe(403);
    expect((await create({ dynamic_action_type_id: report.id }, member)).statusCode).toBe(403);
  });

  it("answers 404 for another organisation's action", async () => {
    const { action } = await newRepair();
    const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
    expect((await t.call({ url: `/v1/action/${action.id}`, ...asB })).statusCode).toBe(404);
    expect((await patch(action.id, { description: 'x' }, asB)).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/network/${w.a1.id}/action`, ...asB })).statusCode).toBe(404);
  });

  it('keeps to the lock setting of actions: user lets only the creator and administrators change it', async () => {
    const { action } = await newRepair();
    const bert = await worker();
    await t.call({ method: 'PUT', url: `/v1/kv/lock_action_${w.a1.id}`, ...as, body: { value: 'user', network_id: w.a1.id } });
    const refused = await patch(action.id, { description: 'anders' }, bert.as);
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({ detail: 'Alleen wie dit heeft aangemaakt mag het wijzigen' });
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${action.id}`, ...bert.as })).statusCode).toBe(403);
    expect((await patch(action.id, { description: 'anders' })).statusCode).toBe(200);
    expect((await patch(action.id, { description: 'nog anders' }, as)).statusCode).toBe(200);
    await t.call({ method: 'PUT', url: `/v1/kv/lock_action_${w.a1.id}`, ...as, body: { value: 'none', network_id: w.a1.id } });
  });

  it('keeps its type and object: another is refused as fixed', async () => {
    const { action } = await newRepair();
    const other = await newPost();
    expect(messagesOf(await patch(action.id, { map_object_id: other.id, dynamic_action_type_id: report.id })))
      .toEqual({ map_object_id: ['Dit veld kan na het aanmaken niet meer worden gewijzigd'], dynamic_action_type_id: ['Dit veld kan na het aanmaken niet meer worden gewijzigd'] });
  });
});

describe('deleting', () => {
  it('deletes an action softly and records it in the audit log', async () => {
    const { action } = await newRepair();
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${action.id}`, ...ann.as })).statusCode).toBe(200);
    expect((await t.call({ url: `/v1/action/${action.id}`, ...as })).statusCode).toBe(404);
    const log = dataOf<{ action: string }[]>(await t.call({ url: `/v1/audit?subject_type=action&subject_id=${action.id}`, ...as }));
    expect(log.map((e) => e.action).sort()).toEqual(['create', 'delete']);
  });

  it('deletes the actions of a deleted action type, and says how many before', async () => {
    const type = await actionType('Tijdelijk', { on_network: true }, []);
    for (let i = 0; i < 3; i += 1) await create({ dynamic_action_type_id: type.id }, as);
    const usage = dataOf<{ uses: { kind: string; effect: string; count: number }[] }>(await t.call({ url: `/v1/dynamic_action_type/${type.id}/usage`, ...as })).uses;
    expect(usage).toContainEqual(expect.objectContaining({ kind: 'action', effect: 'deletes', count: 3 }));
    await t.call({ method: 'DELETE', url: `/v1/dynamic_action_type/${type.id}`, ...as });
    expect(dataOf<Action[]>(await t.call({ url: `/v1/action?filter[dynamic_action_type_id]=${type.id}`, ...as }))).toEqual([]);
  });
});

describe('the field app', () => {
  it('syncs what changed since a time, deleted ones with their deleted_at', async () => {
    const { action: before } = await newRepair();
    const since = new Date(Date.parse(dataOf<{ updated_at: string }>(await t.call({ url: `/v1/action/${before.id}`, ...as })).updated_at) + 1).toISOString();
    await new Promise((r) => setTimeout(r, 5));
    const { action: changed } = await newRepair();
    const { action: gone } = await newRepair();
    await t.call({ method: 'DELETE', url: `/v1/action/${gone.id}`, ...as });
    const sync = dataOf<Action[]>(await t.call({ url: `/v1/network/${w.a1.id}/action/web?updated_at=${encodeURIComponent(since)}`, ...as }));
    expect(sync.map((a) => [a.id, a.deleted_at !== null])).toEqual([[changed.id, false], [gone.id, true]]);
  });
});

describe('GET /v1/action as GeoJSON', () => {
  it('puts each action where it is: its own geometry, else its object\'s', async () => {
    const { action, object } = await newRepair();
    const own = dataOf<Action>(await create({ dynamic_action_type_id: place.id, geometry: { type: 'Point', coordinates: [5.5, 52.3] } }));
    const res = await t.call({ url: '/v1/action?format=geojson&perPage=1000', ...as });
    expect(res.headers['content-type']).toContain('application/geo+json');
    const features = (JSON.parse(res.body) as { features: { id: number; geometry: unknown; properties: Record<string, unknown> }[] }).features;
    const objectGeometry = dataOf<{ geometry: unknown }>(await t.call({ url: `/v1/object/${object.id}`, ...as })).geometry;
    expect(features.find((f) => f.id === action.id)).toMatchObject({ geometry: objectGeometry, properties: { map_object_id: object.id, Werk: 'Bordje recht' } });
    expect(features.find((f) => f.id === own.id)?.geometry).toEqual({ type: 'Point', coordinates: [5.5, 52.3] });
  });
});

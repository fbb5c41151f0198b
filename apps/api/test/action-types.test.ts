import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { adminAOnA2, made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asA2 = await adminAOnA2(t, w);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type ActionType = {
  id: number; network_id: number; name: string; own_geo: boolean; creates_object: boolean; deletes_object: boolean; on_network: boolean;
  dynamic_action_type_category_id: number | null; dynamic_action_type_category_name: string | null;
};
type LinkedAttribute = { id: number; name: string; type: string; required: boolean; order: number };
type Named = { id: number; name: string };
const newActionType = (body: Record<string, unknown>, as = w.asAdminA) => made<ActionType>(t, as, '/v1/dynamic_action_type', body);
const newAttribute = (name: string, as = w.asAdminA) => made(t, as, '/v1/attribute', { name, type: 'string' });
const call = (id: number, path: string, method: 'POST' | 'DELETE', relation: unknown[], opts: { update?: boolean; as?: typeof w.asAdminA } = {}) =>
  t.call({ method, url: `/v1/dynamic_action_type/${id}/${path}${opts.update ? '?update=true' : ''}`, ...(opts.as ?? w.asAdminA), body: { relation } });
const linked = async <T = Named>(id: number, path: string) => dataOf<T[]>(await t.call({ url: `/v1/dynamic_action_type/${id}/${path}?perPage=9999`, ...w.asAdminA }));
const SWITCHES = ['own_geo', 'creates_object', 'deletes_object', 'on_network'] as const;

describe('POST /v1/dynamic_action_type', () => {
  it('creates an action type; its switches default to false', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/dynamic_action_type', ...w.asAdminA, body: { name: 'Inspectie' } });
    expect(res.statusCode).toBe(201);
    expect(dataOf<ActionType>(res)).toMatchObject({
      name: 'Inspectie', network_id: w.a1.id, own_geo: false, creates_object: false, deletes_object: false, on_network: false,
      dynamic_action_type_category_id: null, dynamic_action_type_category_name: null,
    });
  });

  it('takes the switches and a category of the network, shown by name', async () => {
    const category = await made(t, w.asAdminA, '/v1/dynamic_action_type_category', { name: 'Onderhoud' });
    const body = { name: 'Plaatsen', own_geo: true, creates_object: true, deletes_object: false, on_network: true, dynamic_action_type_category_id: category.id };
    expect(await newActionType(body)).toMatchObject({ ...body, dynamic_action_type_category_name: 'Onderhoud' });
  });

  it('names a blank name and a switch that is no boolean', async () => {
    expect((await t.call({ method: 'POST', url: '/v1/dynamic_action_type', ...w.asAdminA, body: { name: '' } })).data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
    for (const flag of SWITCHES) {
      const res = await t.call({ method: 'POST', url: '/v1/dynamic_action_type', ...w.asAdminA, body: { name: 'x', [flag]: 'ja' } });
      expect(res.statusCode).toBe(400);
      expect(res.data).toEqual({ messages: { [flag]: [expect.any(String)] } });
    }
  });

  it('names a category that is unknown or of another network', async () => {
    const elsewhere = await made(t, asA2, '/v1/dynamic_action_type_category', { name: 'In a2' });
    for (const id of [999999, elsewhere.id]) {
      const res = await t.call({ method: 'POST', url: '/v1/dynamic_action_type', ...w.asAdminA, body: { name: 'x', dynamic_action_type_category_id: id } });
      expect(res.statusCode).toBe(400);
      expect(res.data).toEqual({ messages: { dynamic_action_type_category_id: ['Onbekend id'] } });
    }
  });
});

describe('GET /v1/dynamic_action_type', () => {
  it('lists the network’s action types by name', async () => {
    await newActionType({ name: 'Vervangen' }, asA2);
    await newActionType({ name: 'Controle' }, asA2);
    const res = await t.call({ url: '/v1/dynamic_action_type?perPage=9999', ...asA2 });
    expect(dataOf<ActionType[]>(res).map((x) => x.name)).toEqual(['Controle', 'Vervangen']);
    expect(res.data).toMatchObject({ meta: { pagination: { total: 2, per_page: 9999 } } });
  });
});

describe('GET, PUT, PATCH /v1/dynamic_action_type/{id}', () => {
  it('shows and changes an action type', async () => {
    const a = await newActionType({ name: 'Oud' });
    expect((await t.call({ url: `/v1/dynamic_action_type/${a.id}`, ...w.asAdminA })).data).toMatchObject({ data: { id: a.id, name: 'Oud' } });
    const put = await t.call({ method: 'PUT', url: `/v1/dynamic_action_type/${a.id}`, ...w.asAdminA, body: { name: 'Nieuw', own_geo: true, deletes_object: true } });
    expect(dataOf<ActionType>(put)).toMatchObject({ name: 'Nieuw', own_geo: true, deletes_object: true, creates_object: false });
    const patch = await t.call({ method: 'PATCH', url: `/v1/dynamic_action_type/${a.id}`, ...w.asAdminA, body: { own_geo: false } });
    expect(dataOf<ActionType>(patch)).toMatchObject({ name: 'Nieuw', own_geo: false, deletes_object: true });
  });
});

describe('DELETE /v1/dynamic_action_type/{id}', () => {
  it('deletes an action type with its links', async () => {
    const a = await newActionType({ name: 'Weg' });
    const type = await made(t, w.asAdminA, '/v1/type', { name: 'Bord', geo_type: 'point' });
    const attr = await newAttribute('Foto nodig');
    await call(a.id, 'map_object_type', 'POST', [type.id]);
    await call(a.id, 'attribute', 'POST', [attr.id]);
    const res = await t.call({ method: 'DELETE', url: `/v1/dynamic_action_type/${a.id}`, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    expect(dataOf<ActionType>(res)).toMatchObject({ id: a.id, name: 'Weg' });
    expect((await t.call({ url: `/v1/dynamic_action_type/${a.id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect(dataOf<unknown[]>(await t.call({ url: `/v1/type/${type.id}/dynamic_action_type`, ...w.asAdminA }))).toEqual([]);
  });
});

describe('attributes of an action type', () => {
  it('link with required and order, list by order, and unlink', async () => {
    const a = await newActionType({ name: 'Met attributen' });
    const [x, y] = [await newAttribute('Opmerking'), await newAttribute('Datum')];
    const added = await call(a.id, 'attribute', 'POST', [{ id: x.id, order: 1 }, { id: y.id, required: true }]);
    expect(added.statusCode).toBe(200);
    // Linked without an order, Datum goes after the orders there are and were sent.
    expect(dataOf<LinkedAttribute[]>(added)).toEqual([
      { id: x.id, name: 'Opmerking', type: 'string', required: false, order: 1 },
      { id: y.id, name: 'Datum', type: 'string', required: true, order: 2 },
    ]);
    expect(dataOf<LinkedAttribute[]>(await call(a.id, 'attribute', 'DELETE', [y.id])).map((l) => l.id)).toEqual([x.id]);
  });

  it('change required and order of linked attributes with ?update=true', async () => {
    const a = await newActionType({ name: 'Bijwerken' });
    const [x, y] = [await newAttribute('X'), await newAttribute('Y')];
    await call(a.id, 'attribute', 'POST', [x.id, y.id]);
    const res = await call(a.id, 'attribute', 'POST', [{ id: x.id, order: 9, required: true }, { id: y.id, order: 3 }], { update: true });
    expect(dataOf<LinkedAttribute[]>(res).map((l) => [l.name, l.order, l.required])).toEqual([['Y', 3, false], ['X', 9, true]]);
    const wrong = await call(a.id, 'attribute', 'POST', [{ id: x.id, required: 'ja' }], { update: true });
    expect(wrong.statusCode).toBe(400);
  });

  it('never link twice, also not for two calls at once, and refuse another network’s attribute', async () => {
    const a = await newActionType({ name: 'Dubbel' });
    const x = await newAttribute('Een keer');
    const results = await Promise.all([call(a.id, 'attribute', 'POST', [x.id]), call(a.id, 'attribute', 'POST', [{ id: x.id }])]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await linked(a.id, 'attribute')).map((l) => l.id)).toEqual([x.id]);
    const elsewhere = await newAttribute('In a2', asA2);
    expect((await call(a.id, 'attribute', 'POST', [elsewhere.id])).data).toEqual({ messages: { relation: [`Onbekend id: ${elsewhere.id}`] } });
  });
});

describe('map object types and image types of an action type', () => {
  it('link map object types of the network, once, and unlink them', async () => {
    const a = await newActionType({ name: 'Voor types' });
    const type = await made(t, w.asAdminA, '/v1/type', { name: 'Paal', geo_type: 'point' });
    expect(dataOf<Named[]>(await call(a.id, 'map_object_type', 'POST', [type.id, type.id]))).toEqual([{ id: type.id, name: 'Paal' }]);
    await call(a.id, 'map_object_type', 'POST', [{ id: type.id }]);
    expect(await linked(a.id, 'map_object_type')).toHaveLength(1);
    expect(dataOf<Named[]>(await t.call({ url: `/v1/type/${type.id}/dynamic_action_type`, ...w.asAdminA })).map((x) => x.id)).toEqual([a.id]);
    const elsewhere = await made(t, asA2, '/v1/type', { name: 'In a2', geo_type: 'point' });
    expect((await call(a.id, 'map_object_type', 'POST', [elsewhere.id])).statusCode).toBe(400);
    expect(dataOf<unknown[]>(await call(a.id, 'map_object_type', 'DELETE', [type.id]))).toEqual([]);
  });

  it("link the network's action image types, and refuse an unknown one", async () => {
    const a = await newActionType({ name: 'Met beelden' });
    const images = dataOf<Named[]>(await t.call({ url: '/v1/action_image_type?perPage=9999', ...w.asAdminA })).map(({ id, name }) => ({ id, name }));
    const res = await call(a.id, 'action_image_type', 'POST', [images[1].id, images[0].id]);
    expect(dataOf<Named[]>(res)).toEqual([images[0], images[1]]);
    expect((await call(a.id, 'action_image_type', 'POST', [999999])).data).toEqual({ messages: { relation: ['Onbekend id: 999999'] } });
    expect(dataOf<Named[]>(await call(a.id, 'action_image_type', 'DELETE', [images[0].id]))).toEqual([images[1]]);
  });
});

describe('scope', () => {
  it('answers 404 for an action type of another network of the tenant, and for its links', async () => {
    const a = await newActionType({ name: 'Van a1' });
    expect((await t.call({ url: `/v1/dynamic_action_type/${a.id}`, ...asA2 })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/v1/dynamic_action_type/${a.id}`, ...asA2, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/dynamic_action_type/${a.id}`, ...asA2 })).statusCode).toBe(404);
    for (const path of ['attribute', 'map_object_type', 'action_image_type']) {
      expect((await t.call({ url: `/v1/dynamic_action_type/${a.id}/${path}`, ...asA2 })).statusCode).toBe(404);
      expect((await call(a.id, path, 'POST', [1], { as: asA2 })).statusCode).toBe(404);
      expect((await call(a.id, path, 'POST', [{ id: 1, order: 1 }], { as: asA2, update: true })).statusCode).toBe(404);
    }
    expect(dataOf<ActionType[]>(await t.call({ url: '/v1/dynamic_action_type?perPage=9999', ...asA2 })).map((x) => x.id)).not.toContain(a.id);
  });
});

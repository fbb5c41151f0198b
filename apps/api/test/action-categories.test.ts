import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { adminAOnA2, made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asA2 = await adminAOnA2(t, w);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type Category = { id: number; network_id: number; name: string; is_change_request: boolean };
const newCategory = (body: Record<string, unknown>, as = w.asAdminA) => made<Category>(t, as, '/v1/dynamic_action_type_category', body);

describe('POST /v1/dynamic_action_type_category', () => {
  it('creates a category; is_change_request defaults to false', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/dynamic_action_type_category', ...w.asAdminA, body: { name: 'Onderhoud' } });
    expect(res.statusCode).toBe(201);
    expect(dataOf<Category>(res)).toMatchObject({ name: 'Onderhoud', is_change_request: false, network_id: w.a1.id });
    expect(await newCategory({ name: 'Wijziging', is_change_request: true })).toMatchObject({ is_change_request: true });
  });

  it('names a blank name and a switch that is no boolean', async () => {
    expect((await t.call({ method: 'POST', url: '/v1/dynamic_action_type_category', ...w.asAdminA, body: { name: '' } })).data)
      .toEqual({ messages: { name: ['Dit veld is verplicht'] } });
    const flag = await t.call({ method: 'POST', url: '/v1/dynamic_action_type_category', ...w.asAdminA, body: { name: 'x', is_change_request: 'ja' } });
    expect(flag.statusCode).toBe(400);
    expect(flag.data).toEqual({ messages: { is_change_request: [expect.any(String)] } });
  });
});

describe('GET /v1/dynamic_action_type_category', () => {
  it('lists the network’s categories by name', async () => {
    await newCategory({ name: 'Schade' }, asA2);
    await newCategory({ name: 'inspectie' }, asA2);
    const res = await t.call({ url: '/v1/dynamic_action_type_category?perPage=9999', ...asA2 });
    expect(dataOf<Category[]>(res).map((c) => c.name)).toEqual(['inspectie', 'Schade']);
    expect(res.data).toMatchObject({ meta: { pagination: { total: 2 } } });
  });
});

describe('GET /v1/dynamic_action_type_category/{id}', () => {
  it('shows one category', async () => {
    const c = await newCategory({ name: 'Toon', is_change_request: true });
    expect((await t.call({ url: `/v1/dynamic_action_type_category/${c.id}`, ...w.asAdminA })).data).toEqual({ data: c });
  });
});

describe('PUT and PATCH /v1/dynamic_action_type_category/{id}', () => {
  it('change a category alike', async () => {
    const c = await newCategory({ name: 'Oud' });
    const put = await t.call({ method: 'PUT', url: `/v1/dynamic_action_type_category/${c.id}`, ...w.asAdminA, body: { name: 'Nieuw', is_change_request: true } });
    expect(dataOf<Category>(put)).toMatchObject({ name: 'Nieuw', is_change_request: true });
    const patch = await t.call({ method: 'PATCH', url: `/v1/dynamic_action_type_category/${c.id}`, ...w.asAdminA, body: { is_change_request: false } });
    expect(dataOf<Category>(patch)).toMatchObject({ name: 'Nieuw', is_change_request: false });
  });

  it('name a blank name on a change', async () => {
    const c = await newCategory({ name: 'Blijft' });
    const res = await t.call({ method: 'PUT', url: `/v1/dynamic_action_type_category/${c.id}`, ...w.asAdminA, body: { name: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
    expect(dataOf<Category>(await t.call({ url: `/v1/dynamic_action_type_category/${c.id}`, ...w.asAdminA })).name).toBe('Blijft');
  });
});

describe('DELETE /v1/dynamic_action_type_category/{id}', () => {
  it('deletes a category used by an action type; the type stays, without category', async () => {
    const c = await newCategory({ name: 'In gebruik' });
    const type = await made(t, w.asAdminA, '/v1/dynamic_action_type', { name: 'Reparatie', dynamic_action_type_category_id: c.id });
    expect(type).toMatchObject({ dynamic_action_type_category_id: c.id, dynamic_action_type_category_name: 'In gebruik' });
    const res = await t.call({ method: 'DELETE', url: `/v1/dynamic_action_type_category/${c.id}`, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    expect((await t.call({ url: `/v1/dynamic_action_type_category/${c.id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect(dataOf(await t.call({ url: `/v1/dynamic_action_type/${type.id}`, ...w.asAdminA })))
      .toMatchObject({ dynamic_action_type_category_id: null, dynamic_action_type_category_name: null });
  });
});

describe('scope', () => {
  it('answers 404 for a category of another network of the tenant', async () => {
    const c = await newCategory({ name: 'Van a1' });
    expect((await t.call({ url: `/v1/dynamic_action_type_category/${c.id}`, ...asA2 })).statusCode).toBe(404);
    expect((await t.call({ method: 'PATCH', url: `/v1/dynamic_action_type_category/${c.id}`, ...asA2, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/dynamic_action_type_category/${c.id}`, ...asA2 })).statusCode).toBe(404);
    expect(dataOf<Category[]>(await t.call({ url: '/v1/dynamic_action_type_category?perPage=9999', ...asA2 })).map((x) => x.id)).not.toContain(c.id);
  });
});

import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { adminAOnA2, made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asA2 = await adminAOnA2(t, w);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type Category = { id: number; network_id: number; name: string; description: string | null };
const newCategory = (body: Record<string, unknown>, as = w.asAdminA) => made<Category>(t, as, '/v1/category', body);

describe('POST /v1/category', () => {
  it('creates a category in the selected network, description optional', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/category', ...w.asAdminA, body: { name: '  Verlichting  ', description: 'Lantaarnpalen\nen armaturen' } });
    expect(res.statusCode).toBe(201);
    expect(res.data).toEqual({ data: expect.objectContaining({ name: 'Verlichting', description: 'Lantaarnpalen\nen armaturen', network_id: w.a1.id }) });
    expect(await newCategory({ name: 'Zonder' })).toMatchObject({ description: null });
  });

  it('names a missing, blank or too long name, and a too long description', async () => {
    const blank = await t.call({ method: 'POST', url: '/v1/category', ...w.asAdminA, body: { name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
    const missing = await t.call({ method: 'POST', url: '/v1/category', ...w.asAdminA, body: { description: 'x' } });
    expect(missing.data).toEqual({ messages: { name: [expect.any(String)] } });
    const long = await t.call({ method: 'POST', url: '/v1/category', ...w.asAdminA, body: { name: 'x'.repeat(256) } });
    expect(long.data).toEqual({ messages: { name: [expect.any(String)] } });
    const text = await t.call({ method: 'POST', url: '/v1/category', ...w.asAdminA, body: { name: 'x', description: 'x'.repeat(5001) } });
    expect(text.data).toEqual({ messages: { description: [expect.any(String)] } });
    const wrong = await t.call({ method: 'POST', url: '/v1/category', ...w.asAdminA, body: { name: 12 } });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('GET /v1/category', () => {
  it('lists the network’s categories by name with pagination', async () => {
    await newCategory({ name: 'Bruggen' });
    const res = await t.call({ url: '/v1/category?perPage=9999', ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    const body = res.data as { data: Category[]; meta: { pagination: { total: number; per_page: number } } };
    const names = body.data.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names).toContain('Bruggen');
    expect(body.meta.pagination).toMatchObject({ total: body.data.length, per_page: 9999 });
  });

  it('shows one category', async () => {
    const c = await newCategory({ name: 'Banken', description: 'Zitbanken' });
    const res = await t.call({ url: `/v1/category/${c.id}`, ...w.asAdminA });
    expect(res.data).toEqual({ data: expect.objectContaining({ id: c.id, name: 'Banken', description: 'Zitbanken' }) });
  });
});

describe('PUT and PATCH /v1/category/{id}', () => {
  it('change name and description alike', async () => {
    const c = await newCategory({ name: 'Oud', description: 'Eerst' });
    const put = await t.call({ method: 'PUT', url: `/v1/category/${c.id}`, ...w.asAdminA, body: { name: 'Nieuw', description: null } });
    expect(put.statusCode).toBe(200);
    expect(dataOf<Category>(put)).toMatchObject({ id: c.id, name: 'Nieuw', description: null });
    const patch = await t.call({ method: 'PATCH', url: `/v1/category/${c.id}`, ...w.asAdminA, body: { description: 'Later' } });
    expect(dataOf<Category>(patch)).toMatchObject({ name: 'Nieuw', description: 'Later' });
    const blank = await t.call({ method: 'PATCH', url: `/v1/category/${c.id}`, ...w.asAdminA, body: { name: '' } });
    expect(blank.data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
  });
});

describe('DELETE /v1/category/{id}', () => {
  it('deletes a category; a type using it keeps existing without category', async () => {
    const c = await newCategory({ name: 'Weg ermee' });
    const type = await made(t, w.asAdminA, '/v1/type', { name: 'Bord', geo_type: 'point', map_object_category_id: c.id });
    const res = await t.call({ method: 'DELETE', url: `/v1/category/${c.id}`, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Category>(res)).toMatchObject({ id: c.id, name: 'Weg ermee' });
    expect((await t.call({ url: `/v1/category/${c.id}`, ...w.asAdminA })).statusCode).toBe(404);
    const shown = await t.call({ url: `/v1/type/${type.id}`, ...w.asAdminA });
    expect(dataOf(shown)).toMatchObject({ map_object_category_id: null, map_object_category_name: null });
  });
});

describe('scope', () => {
  it('answers 404 for a category of another network of the same tenant, and lists only the own network', async () => {
    const c = await newCategory({ name: 'Alleen in a1' });
    expect((await t.call({ url: `/v1/category/${c.id}`, ...asA2 })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/v1/category/${c.id}`, ...asA2, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/category/${c.id}`, ...asA2 })).statusCode).toBe(404);
    await newCategory({ name: 'Alleen in a2' }, asA2);
    const names = (as: typeof asA2) => t.call({ url: '/v1/category?perPage=9999', ...as }).then((r) => dataOf<Category[]>(r).map((x) => x.name));
    expect(await names(asA2)).toEqual(['Alleen in a2']);
    expect(await names(w.asAdminA)).not.toContain('Alleen in a2');
    expect((await t.call({ url: `/v1/category/${c.id}`, ...w.asAdminA })).data).toMatchObject({ data: { name: 'Alleen in a1' } });
  });

  it('answers 404 for a category of another organisation', async () => {
    const c = await newCategory({ name: 'Van A' });
    const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
    expect((await t.call({ url: `/v1/category/${c.id}`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ method: 'PATCH', url: `/v1/category/${c.id}`, ...asB, body: { name: 'x' } })).data).toEqual({ detail: expect.any(String) });
  });
});

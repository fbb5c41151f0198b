import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { adminAOnA2, made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asA2 = await adminAOnA2(t, w);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type Group = { id: number; network_id: number; name: string; description: string | null; order: number };
const newGroup = (body: Record<string, unknown>, as = w.asAdminA) => made<Group>(t, as, '/v1/attribute_group', body);

describe('POST /v1/attribute_group/', () => {
  it('creates a group at the path with the trailing slash; order defaults to 0', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/attribute_group/', ...w.asAdminA, body: { name: 'Algemeen', description: 'Basis' } });
    expect(res.statusCode).toBe(201);
    expect(dataOf<Group>(res)).toMatchObject({ name: 'Algemeen', description: 'Basis', order: 0, network_id: w.a1.id });
  });

  it('names a blank name and an order that is not a whole number', async () => {
    const blank = await t.call({ method: 'POST', url: '/v1/attribute_group', ...w.asAdminA, body: { name: ' ' } });
    expect(blank.data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
    const word = await t.call({ method: 'POST', url: '/v1/attribute_group', ...w.asAdminA, body: { name: 'x', order: 'eerst' } });
    expect(word.data).toEqual({ messages: { order: ['Vul een getal in'] } });
    const half = await t.call({ method: 'POST', url: '/v1/attribute_group', ...w.asAdminA, body: { name: 'x', order: 1.5 } });
    expect(half.data).toEqual({ messages: { order: ['Vul een geheel getal in'] } });
    const huge = await t.call({ method: 'POST', url: '/v1/attribute_group', ...w.asAdminA, body: { name: 'x', order: 1e12 } });
    expect(huge.statusCode).toBe(400);
  });
});

describe('GET /v1/attribute_group', () => {
  it('lists by order, then name', async () => {
    await newGroup({ name: 'Z laatst', order: 5 }, asA2);
    await newGroup({ name: 'B', order: 1 }, asA2);
    await newGroup({ name: 'A', order: 1 }, asA2);
    const res = await t.call({ url: '/v1/attribute_group?perPage=9999', ...asA2 });
    expect(dataOf<Group[]>(res).map((g) => g.name)).toEqual(['A', 'B', 'Z laatst']);
    expect(res.data).toMatchObject({ meta: { pagination: { total: 3, count: 3, current_page: 1, total_pages: 1 } } });
  });
});

describe('GET /v1/attribute_group/{id}', () => {
  it('shows one group', async () => {
    const g = await newGroup({ name: 'Toon', description: 'Met uitleg', order: 2 });
    expect((await t.call({ url: `/v1/attribute_group/${g.id}`, ...w.asAdminA })).data).toEqual({ data: g });
  });
});

describe('PUT and PATCH /v1/attribute_group/{id}', () => {
  it('change a group alike', async () => {
    const g = await newGroup({ name: 'Oud' });
    const put = await t.call({ method: 'PUT', url: `/v1/attribute_group/${g.id}`, ...w.asAdminA, body: { name: 'Nieuw', order: 3 } });
    expect(put.statusCode).toBe(200);
    expect(dataOf<Group>(put)).toMatchObject({ name: 'Nieuw', order: 3 });
    const patch = await t.call({ method: 'PATCH', url: `/v1/attribute_group/${g.id}`, ...w.asAdminA, body: { description: 'Uitleg' } });
    expect(dataOf<Group>(patch)).toMatchObject({ name: 'Nieuw', order: 3, description: 'Uitleg' });
  });

  it('name an order that is no number on a change', async () => {
    const g = await newGroup({ name: 'Vast' });
    const res = await t.call({ method: 'PATCH', url: `/v1/attribute_group/${g.id}`, ...w.asAdminA, body: { order: 'eerst' } });
    expect(res.data).toEqual({ messages: { order: ['Vul een getal in'] } });
  });
});

describe('DELETE /v1/attribute_group/{id}', () => {
  it('deletes a group; its attributes stay, without group', async () => {
    const g = await newGroup({ name: 'Tijdelijk' });
    const attr = await made(t, w.asAdminA, '/v1/attribute', { name: 'Kleur', type: 'string', attribute_group_id: g.id });
    const res = await t.call({ method: 'DELETE', url: `/v1/attribute_group/${g.id}`, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    expect((await t.call({ url: `/v1/attribute_group/${g.id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect(dataOf(await t.call({ url: `/v1/attribute/${attr.id}`, ...w.asAdminA }))).toMatchObject({ attribute_group_id: null, attribute_group_name: null });
  });
});

describe('scope', () => {
  it('answers 404 for a group of another network; lists hold only the own network’s groups', async () => {
    const g = await newGroup({ name: 'Van a1' });
    expect((await t.call({ url: `/v1/attribute_group/${g.id}`, ...asA2 })).statusCode).toBe(404);
    expect((await t.call({ method: 'PATCH', url: `/v1/attribute_group/${g.id}`, ...asA2, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/attribute_group/${g.id}`, ...asA2 })).statusCode).toBe(404);
    expect(dataOf<Group[]>(await t.call({ url: '/v1/attribute_group?perPage=9999', ...asA2 })).map((x) => x.name)).not.toContain('Van a1');
    expect((await t.call({ url: `/v1/attribute_group/${g.id}`, ...w.asAdminA })).statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { adminAOnA2, made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asA2 = await adminAOnA2(t, w);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type Priority = { id: number; network_id: number; name: string };
const newPriority = (name: string, as = w.asAdminA) => made<Priority>(t, as, '/v1/action_priority', { name });

describe('POST /v1/action_priority', () => {
  it('creates a priority in the selected network', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/action_priority', ...w.asAdminA, body: { name: 'Hoog' } });
    expect(res.statusCode).toBe(201);
    expect(res.data).toEqual({ data: { id: expect.any(Number), network_id: w.a1.id, name: 'Hoog', created_at: expect.any(String), updated_at: expect.any(String) } });
  });

  it('names a blank, missing or too long name', async () => {
    expect((await t.call({ method: 'POST', url: '/v1/action_priority', ...w.asAdminA, body: { name: '\t' } })).data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
    expect((await t.call({ method: 'POST', url: '/v1/action_priority', ...w.asAdminA, body: {} })).data).toEqual({ messages: { name: [expect.any(String)] } });
    expect((await t.call({ method: 'POST', url: '/v1/action_priority', ...w.asAdminA, body: { name: 'x'.repeat(300) } })).statusCode).toBe(400);
  });
});

describe('GET /v1/action_priority', () => {
  it('lists in the order they were made', async () => {
    for (const name of ['Laag', 'Normaal', 'Hoog']) await newPriority(name, asA2);
    const res = await t.call({ url: '/v1/action_priority?perPage=9999', ...asA2 });
    expect(dataOf<Priority[]>(res).map((p) => p.name)).toEqual(['Laag', 'Normaal', 'Hoog']);
    expect(res.data).toMatchObject({ meta: { pagination: { total: 3, per_page: 9999 } } });
  });
});

describe('GET /v1/action_priority/{id}', () => {
  it('shows one priority', async () => {
    const p = await newPriority('Spoed');
    expect((await t.call({ url: `/v1/action_priority/${p.id}`, ...w.asAdminA })).data).toEqual({ data: p });
  });
});

describe('PUT and PATCH /v1/action_priority/{id}', () => {
  it('rename a priority alike', async () => {
    const p = await newPriority('Middel');
    expect(dataOf<Priority>(await t.call({ method: 'PUT', url: `/v1/action_priority/${p.id}`, ...w.asAdminA, body: { name: 'Zeer hoog' } }))).toMatchObject({ id: p.id, name: 'Zeer hoog' });
    expect(dataOf<Priority>(await t.call({ method: 'PATCH', url: `/v1/action_priority/${p.id}`, ...w.asAdminA, body: { name: 'Urgent' } }))).toMatchObject({ id: p.id, name: 'Urgent' });
    expect((await t.call({ method: 'PATCH', url: `/v1/action_priority/${p.id}`, ...w.asAdminA, body: { name: '' } })).data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
  });
});

describe('DELETE /v1/action_priority/{id}', () => {
  it('deletes a priority and answers what it was; a second delete answers 404', async () => {
    const p = await newPriority('Eenmalig');
    const gone = await t.call({ method: 'DELETE', url: `/v1/action_priority/${p.id}`, ...w.asAdminA });
    expect(gone.statusCode).toBe(200);
    expect(dataOf<Priority>(gone)).toMatchObject({ id: p.id, name: 'Eenmalig' });
    expect((await t.call({ url: `/v1/action_priority/${p.id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/action_priority/${p.id}`, ...w.asAdminA })).statusCode).toBe(404);
  });
});

describe('scope', () => {
  it('answers 404 for a priority of another network of the tenant, and leaves it out of that list', async () => {
    const p = await newPriority('Van a1');
    expect((await t.call({ url: `/v1/action_priority/${p.id}`, ...asA2 })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/v1/action_priority/${p.id}`, ...asA2, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/action_priority/${p.id}`, ...asA2 })).statusCode).toBe(404);
    expect(dataOf<Priority[]>(await t.call({ url: '/v1/action_priority?perPage=9999', ...asA2 })).map((x) => x.id)).not.toContain(p.id);
    expect((await t.call({ url: `/v1/action_priority/${p.id}`, ...w.asAdminA })).statusCode).toBe(200);
  });

  it('answers 404 for a priority of another organisation', async () => {
    const p = await newPriority('Niet voor B');
    const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
    expect((await t.call({ url: `/v1/action_priority/${p.id}`, ...asB })).data).toEqual({ detail: expect.any(String) });
    expect((await t.call({ method: 'PATCH', url: `/v1/action_priority/${p.id}`, ...asB, body: { name: 'x' } })).statusCode).toBe(404);
  });
});

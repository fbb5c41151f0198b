import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { adminAOnA2, made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asA2 = await adminAOnA2(t, w);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type Status = { id: number; network_id: number; name: string; weight: number };
const newStatus = (body: Record<string, unknown>, as = w.asAdminA) => made<Status>(t, as, '/v1/map_object_status', body);

describe('POST /v1/map_object_status', () => {
  it('creates a status; weight defaults to 0 and takes a numeric text', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/map_object_status', ...w.asAdminA, body: { name: 'Gepland' } });
    expect(res.statusCode).toBe(201);
    expect(res.data).toEqual({ data: expect.objectContaining({ name: 'Gepland', weight: 0, network_id: w.a1.id }) });
    expect(await newStatus({ name: 'Aanwezig', weight: '20' })).toMatchObject({ weight: 20 });
  });

  it('names a weight that is not a number, and a blank name', async () => {
    const word = await t.call({ method: 'POST', url: '/v1/map_object_status', ...w.asAdminA, body: { name: 'x', weight: 'zwaar' } });
    expect(word.statusCode).toBe(400);
    expect(word.data).toEqual({ messages: { weight: ['Vul een getal in'] } });
    const half = await t.call({ method: 'POST', url: '/v1/map_object_status', ...w.asAdminA, body: { name: 'x', weight: 2.5 } });
    expect(half.data).toEqual({ messages: { weight: ['Vul een geheel getal in'] } });
    const blank = await t.call({ method: 'POST', url: '/v1/map_object_status', ...w.asAdminA, body: { name: '', weight: 1 } });
    expect(blank.data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
  });
});

describe('GET /v1/map_object_status', () => {
  it('lists by weight, then name', async () => {
    await newStatus({ name: 'Verwijderd', weight: 30 }, asA2);
    await newStatus({ name: 'Aanwezig', weight: 20 }, asA2);
    await newStatus({ name: 'Gepland', weight: 10 }, asA2);
    const res = await t.call({ url: '/v1/map_object_status?perPage=9999', ...asA2 });
    expect(dataOf<Status[]>(res).map((s) => [s.name, s.weight])).toEqual([['Gepland', 10], ['Aanwezig', 20], ['Verwijderd', 30]]);
    expect(res.data).toMatchObject({ meta: { pagination: { total: 3 } } });
  });

  it('pages with perPage and page', async () => {
    const res = await t.call({ url: '/v1/map_object_status?perPage=2&page=2', ...asA2 });
    expect(dataOf<Status[]>(res).map((s) => s.name)).toEqual(['Verwijderd']);
    expect(res.data).toMatchObject({ meta: { pagination: { total: 3, count: 1, per_page: 2, current_page: 2, total_pages: 2 } } });
  });
});

describe('GET, PUT, PATCH /v1/map_object_status/{id}', () => {
  it('shows and changes a status', async () => {
    const s = await newStatus({ name: 'Oud', weight: 1 });
    expect((await t.call({ url: `/v1/map_object_status/${s.id}`, ...w.asAdminA })).data).toMatchObject({ data: { id: s.id, name: 'Oud', weight: 1 } });
    const put = await t.call({ method: 'PUT', url: `/v1/map_object_status/${s.id}`, ...w.asAdminA, body: { name: 'Nieuw', weight: 5 } });
    expect(dataOf<Status>(put)).toMatchObject({ name: 'Nieuw', weight: 5 });
    const patch = await t.call({ method: 'PATCH', url: `/v1/map_object_status/${s.id}`, ...w.asAdminA, body: { weight: -3 } });
    expect(dataOf<Status>(patch)).toMatchObject({ name: 'Nieuw', weight: -3 });
    const bad = await t.call({ method: 'PATCH', url: `/v1/map_object_status/${s.id}`, ...w.asAdminA, body: { weight: 'veel' } });
    expect(bad.data).toEqual({ messages: { weight: ['Vul een getal in'] } });
  });
});

describe('DELETE /v1/map_object_status/{id}', () => {
  it('deletes a status that a type links to; the link goes with it', async () => {
    const s = await newStatus({ name: 'Gekoppeld' });
    const type = await made(t, w.asAdminA, '/v1/type', { name: 'Paal', geo_type: 'point' });
    await t.call({ method: 'POST', url: `/v1/type/${type.id}/status`, ...w.asAdminA, body: { relation: [{ id: s.id }] } });
    const res = await t.call({ method: 'DELETE', url: `/v1/map_object_status/${s.id}`, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Status>(res)).toMatchObject({ id: s.id, name: 'Gekoppeld' });
    expect((await t.call({ url: `/v1/map_object_status/${s.id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect(dataOf<unknown[]>(await t.call({ url: `/v1/type/${type.id}/status`, ...w.asAdminA }))).toEqual([]);
  });
});

describe('scope', () => {
  it('answers 404 for a status of another organisation', async () => {
    const s = await newStatus({ name: 'Niet voor B' });
    const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
    expect((await t.call({ url: `/v1/map_object_status/${s.id}`, ...asB })).data).toEqual({ detail: expect.any(String) });
    expect((await t.call({ method: 'DELETE', url: `/v1/map_object_status/${s.id}`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/map_object_status/${s.id}`, ...w.asAdminA })).statusCode).toBe(200);
  });


  it('answers 404 for a status of another network of the tenant; its list leaves it out', async () => {
    const s = await newStatus({ name: 'Van a1' });
    expect((await t.call({ url: `/v1/map_object_status/${s.id}`, ...asA2 })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/v1/map_object_status/${s.id}`, ...asA2, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/map_object_status/${s.id}`, ...asA2 })).statusCode).toBe(404);
    expect(dataOf<Status[]>(await t.call({ url: '/v1/map_object_status?perPage=9999', ...asA2 })).map((x) => x.id)).not.toContain(s.id);
    expect((await t.call({ url: `/v1/map_object_status/${s.id}`, ...w.asAdminA })).data).toMatchObject({ data: { name: 'Van a1' } });
  });
});

import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { adminAOnA2, made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asA2 = await adminAOnA2(t, w);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type SelectionType = { id: number; network_id: number; name: string; is_network: boolean; is_ordered: boolean };
type Linked = { id: number; name: string; type: string };
const newSelectionType = (body: Record<string, unknown>, as = w.asAdminA) => made<SelectionType>(t, as, '/v1/selection_type', body);
const newAttribute = (name: string, as = w.asAdminA) => made(t, as, '/v1/attribute', { name, type: 'string' });
const attrs = (id: number, method: 'POST' | 'DELETE', relation: unknown[], as = w.asAdminA) =>
  t.call({ method, url: `/v1/selection_type/${id}/attribute`, ...as, body: { relation } });
const linkedIds = async (id: number) => dataOf<Linked[]>(await t.call({ url: `/v1/selection_type/${id}/attribute`, ...w.asAdminA })).map((a) => a.id);

describe('POST /v1/selection_type', () => {
  it('creates a selection type; is_network and is_ordered default to false', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/selection_type', ...w.asAdminA, body: { name: 'Wandelroute' } });
    expect(res.statusCode).toBe(201);
    expect(dataOf<SelectionType>(res)).toMatchObject({ name: 'Wandelroute', is_network: false, is_ordered: false, network_id: w.a1.id });
    expect(await newSelectionType({ name: 'Fietsroute', is_network: true, is_ordered: true })).toMatchObject({ is_network: true, is_ordered: true });
  });

  it('names a blank name and a switch that is no boolean', async () => {
    expect((await t.call({ method: 'POST', url: '/v1/selection_type', ...w.asAdminA, body: { name: ' ' } })).data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
    const flag = await t.call({ method: 'POST', url: '/v1/selection_type', ...w.asAdminA, body: { name: 'x', is_ordered: 1 } });
    expect(flag.statusCode).toBe(400);
    expect(flag.data).toEqual({ messages: { is_ordered: [expect.any(String)] } });
  });
});

describe('GET /v1/selection_type and GET /v1/selection', () => {
  it('list the network’s selection types by id and name at /v1/selection_type; /v1/selection lists selections, not types', async () => {
    const horse = await newSelectionType({ name: 'Ruiterpad', is_ordered: true }, asA2);
    await newSelectionType({ name: 'Kanoroute' }, asA2);
    const types = await t.call({ url: '/v1/selection_type?perPage=9999', ...asA2 });
    expect(dataOf<SelectionType[]>(types).map((s) => s.name)).toEqual(['Kanoroute', 'Ruiterpad']);
    expect(types.data).toMatchObject({ meta: { pagination: { total: 2 } } });
    // The network's selections (docs/selections.md): none yet, then the one made, with its type.
    const before = await t.call({ url: '/v1/selection?perPage=9999', ...asA2 });
    expect(before.statusCode).toBe(200);
    expect(before.data).toEqual({ data: [], meta: { pagination: expect.objectContaining({ total: 0 }) } });
    await t.call({ method: 'POST', url: '/v1/selection', ...asA2, body: { selection_type_id: horse.id, name: 'Heiderit' } });
    const selections = dataOf<{ name: string; selection_type_id: number; selection_type_name: string }[]>(await t.call({ url: '/v1/selection?perPage=9999', ...asA2 }));
    expect(selections).toEqual([expect.objectContaining({ name: 'Heiderit', selection_type_id: horse.id, selection_type_name: 'Ruiterpad' })]);
  });
});

describe('GET, PUT, PATCH, DELETE /v1/selection_type/{id}', () => {
  it('shows and changes a selection type', async () => {
    const s = await newSelectionType({ name: 'Oud' });
    expect((await t.call({ url: `/v1/selection_type/${s.id}`, ...w.asAdminA })).data).toMatchObject({ data: { id: s.id, name: 'Oud' } });
    const put = await t.call({ method: 'PUT', url: `/v1/selection_type/${s.id}`, ...w.asAdminA, body: { name: 'Nieuw', is_network: true } });
    expect(dataOf<SelectionType>(put)).toMatchObject({ name: 'Nieuw', is_network: true, is_ordered: false });
    const patch = await t.call({ method: 'PATCH', url: `/v1/selection_type/${s.id}`, ...w.asAdminA, body: { is_ordered: true } });
    expect(dataOf<SelectionType>(patch)).toMatchObject({ name: 'Nieuw', is_network: true, is_ordered: true });
  });

  it('deletes a selection type that has attributes and that a map object type links to', async () => {
    const s = await newSelectionType({ name: 'Weg' });
    const a = await newAttribute('Lengte');
    await attrs(s.id, 'POST', [a.id]);
    const type = await made(t, w.asAdminA, '/v1/type', { name: 'Paal', geo_type: 'point' });
    await t.call({ method: 'POST', url: `/v1/type/${type.id}/map_object_selection`, ...w.asAdminA, body: { relation: [{ id: s.id }] } });
    const res = await t.call({ method: 'DELETE', url: `/v1/selection_type/${s.id}`, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    expect((await t.call({ url: `/v1/selection_type/${s.id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect(dataOf<unknown[]>(await t.call({ url: `/v1/type/${type.id}/map_object_selection`, ...w.asAdminA }))).toEqual([]);
    expect((await t.call({ url: `/v1/attribute/${a.id}`, ...w.asAdminA })).statusCode).toBe(200);
  });
});

describe('attributes of a selection type', () => {
  it('link on a tick with id, name and type, and unlink on an untick', async () => {
    const s = await newSelectionType({ name: 'Met attributen' });
    const a = await newAttribute('Afstand');
    const b = await newAttribute('Bewijzering');
    const added = await attrs(s.id, 'POST', [{ id: a.id }, b.id]);
    expect(added.statusCode).toBe(200);
    expect(dataOf<Linked[]>(added)).toEqual([{ id: a.id, name: 'Afstand', type: 'string' }, { id: b.id, name: 'Bewijzering', type: 'string' }]);
    const removed = await attrs(s.id, 'DELETE', [{ id: a.id }]);
    expect(dataOf<Linked[]>(removed).map((x) => x.id)).toEqual([b.id]);
  });

  it('never link twice, also not for two calls at once', async () => {
    const s = await newSelectionType({ name: 'Dubbel' });
    const a = await newAttribute('Een keer');
    await attrs(s.id, 'POST', [a.id]);
    const results = await Promise.all([attrs(s.id, 'POST', [a.id]), attrs(s.id, 'POST', [a.id]), attrs(s.id, 'POST', [a.id, a.id])]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await linkedIds(s.id)).toEqual([a.id]);
  });

  it('name an unknown attribute or one of another network on relation', async () => {
    const s = await newSelectionType({ name: 'Fout' });
    const elsewhere = await newAttribute('In a2', asA2);
    expect((await attrs(s.id, 'POST', [999999])).data).toEqual({ messages: { relation: ['Onbekend id: 999999'] } });
    const res = await attrs(s.id, 'POST', [elsewhere.id]);
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { relation: [`Onbekend id: ${elsewhere.id}`] } });
    expect(await linkedIds(s.id)).toEqual([]);
  });
});

describe('scope', () => {
  it('answers 404 for a selection type of another network of the tenant, and its attributes', async () => {
    const s = await newSelectionType({ name: 'Van a1' });
    expect((await t.call({ url: `/v1/selection_type/${s.id}`, ...asA2 })).statusCode).toBe(404);
    expect((await t.call({ method: 'PATCH', url: `/v1/selection_type/${s.id}`, ...asA2, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/selection_type/${s.id}`, ...asA2 })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/selection_type/${s.id}/attribute`, ...asA2 })).statusCode).toBe(404);
    const a2Attribute = await newAttribute('A2 attribuut', asA2);
    expect((await attrs(s.id, 'POST', [a2Attribute.id], asA2)).statusCode).toBe(404);
    expect(dataOf<{ id: number }[]>(await t.call({ url: '/v1/selection_type?perPage=9999', ...asA2 })).map((x) => x.id)).not.toContain(s.id);
    expect((await t.call({ method: 'POST', url: '/v1/selection', ...asA2, body: { selection_type_id: s.id, name: 'x' } })).statusCode).toBe(400);
  });
});

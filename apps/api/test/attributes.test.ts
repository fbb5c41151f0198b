import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_TYPES } from '@console/contract/attributes';
import { build } from './helpers/app';
import { adminAOnA2, made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asA2 = await adminAOnA2(t, w);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type Attribute = { id: number; network_id: number; name: string; type: string; attribute_group_id: number | null; attribute_group_name: string | null; order: number };
type Lookup = { id: number; attribute_id: number; name: string; weight: number; order: number };
const newAttribute = (body: Record<string, unknown>, as = w.asAdminA) => made<Attribute>(t, as, '/v1/attribute', body);
const newLookup = (attributeId: number, name: string, as = w.asAdminA) => made<Lookup>(t, as, `/v1/attribute/${attributeId}/lookup`, { name });
const lookupNames = async (attributeId: number) =>
  dataOf<Lookup[]>(await t.call({ url: `/v1/attribute/${attributeId}/lookup?perPage=9999`, ...w.asAdminA })).map((v) => v.name);
const FIXED = 'Dit veld kan na het aanmaken niet meer worden gewijzigd';

describe('POST /v1/attribute', () => {
  it('creates an attribute with its group; order defaults to 0', async () => {
    const group = await made(t, w.asAdminA, '/v1/attribute_group', { name: 'Algemeen' });
    const res = await t.call({ method: 'POST', url: '/v1/attribute', ...w.asAdminA, body: { name: 'Conditie', type: 'lookup', attribute_group_id: group.id } });
    expect(res.statusCode).toBe(201);
    expect(dataOf<Attribute>(res)).toMatchObject({ name: 'Conditie', type: 'lookup', attribute_group_id: group.id, attribute_group_name: 'Algemeen', order: 0, network_id: w.a1.id });
  });

  it('takes each of the twelve types and refuses any other on type', async () => {
    for (const type of ATTRIBUTE_TYPES) expect(await newAttribute({ name: `Soort ${type}`, type })).toMatchObject({ type });
    const res = await t.call({ method: 'POST', url: '/v1/attribute', ...w.asAdminA, body: { name: 'Kleur', type: 'color' } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { type: ['Kies een van de types: string, lookup, multi_lookup, date, boolean, range, integer, double, file, multilang, multilangtextarea, textarea'] } });
    expect((await t.call({ method: 'POST', url: '/v1/attribute', ...w.asAdminA, body: { name: 'Zonder type' } })).data).toEqual({ messages: { type: [expect.any(String)] } });
  });

  it('names a blank name and a group that is unknown or of another network', async () => {
    expect((await t.call({ method: 'POST', url: '/v1/attribute', ...w.asAdminA, body: { name: ' ', type: 'string' } })).data)
      .toEqual({ messages: { name: ['Dit veld is verplicht'] } });
    const unknown = await t.call({ method: 'POST', url: '/v1/attribute', ...w.asAdminA, body: { name: 'x', type: 'string', attribute_group_id: 999999 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data).toEqual({ messages: { attribute_group_id: ['Onbekend id'] } });
    const groupA2 = await made(t, asA2, '/v1/attribute_group', { name: 'Van a2' });
    const other = await t.call({ method: 'POST', url: '/v1/attribute', ...w.asAdminA, body: { name: 'x', type: 'string', attribute_group_id: groupA2.id } });
    expect(other.data).toEqual({ messages: { attribute_group_id: ['Onbekend id'] } });
  });
});

describe('GET /v1/attribute', () => {
  it('lists the network’s attributes by order, then name, with pagination', async () => {
    await newAttribute({ name: 'Tweede', type: 'string', order: 2 }, asA2);
    await newAttribute({ name: 'Eerste', type: 'date', order: 1 }, asA2);
    const res = await t.call({ url: '/v1/attribute?perPage=9999', ...asA2 });
    expect(dataOf<Attribute[]>(res).map((a) => a.name)).toEqual(['Eerste', 'Tweede']);
    expect(res.data).toMatchObject({ meta: { pagination: { total: 2, count: 2 } } });
  });
});

describe('PUT and PATCH /v1/attribute/{id}', () => {
  it('change name and group; the type may be sent again unchanged', async () => {
    const a = await newAttribute({ name: 'Oud', type: 'integer' });
    const group = await made(t, w.asAdminA, '/v1/attribute_group', { name: 'Maten' });
    const put = await t.call({ method: 'PUT', url: `/v1/attribute/${a.id}`, ...w.asAdminA, body: { name: 'Lengte', type: 'integer', attribute_group_id: group.id } });
    expect(put.statusCode).toBe(200);
    expect(dataOf<Attribute>(put)).toMatchObject({ name: 'Lengte', type: 'integer', attribute_group_id: group.id, attribute_group_name: 'Maten' });
    const patch = await t.call({ method: 'PATCH', url: `/v1/attribute/${a.id}`, ...w.asAdminA, body: { attribute_group_id: null } });
    expect(dataOf<Attribute>(patch)).toMatchObject({ name: 'Lengte', attribute_group_id: null });
  });

  it('refuses another type: the type is fixed after creation', async () => {
    const a = await newAttribute({ name: 'Vast', type: 'lookup' });
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await t.call({ method, url: `/v1/attribute/${a.id}`, ...w.asAdminA, body: { name: 'Vast', type: 'string' } });
      expect(res.statusCode).toBe(400);
      expect(res.data).toEqual({ messages: { type: [FIXED] } });
    }
    expect(dataOf<Attribute>(await t.call({ url: `/v1/attribute/${a.id}`, ...w.asAdminA }))).toMatchObject({ type: 'lookup' });
  });
});

describe('DELETE /v1/attribute/{id}', () => {
  it('deletes an attribute that types link to and show as label; links and label go', async () => {
    const a = await newAttribute({ name: 'Nummer', type: 'string' });
    const type = await made(t, w.asAdminA, '/v1/type', { name: 'Paal', geo_type: 'point' });
    await t.call({ method: 'POST', url: `/v1/type/${type.id}/attribute`, ...w.asAdminA, body: { relation: [a.id] } });
    expect((await t.call({ method: 'PATCH', url: `/v1/type/${type.id}`, ...w.asAdminA, body: { label_attribute_id: a.id } })).statusCode).toBe(200);
    const res = await t.call({ method: 'DELETE', url: `/v1/attribute/${a.id}`, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Attribute>(res)).toMatchObject({ id: a.id, name: 'Nummer' });
    expect((await t.call({ url: `/v1/attribute/${a.id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect(dataOf(await t.call({ url: `/v1/type/${type.id}`, ...w.asAdminA }))).toMatchObject({ label_attribute_id: null, label_attribute_name: null });
    expect(dataOf<unknown[]>(await t.call({ url: `/v1/type/${type.id}/attribute`, ...w.asAdminA }))).toEqual([]);
  });
});

describe('scope', () => {
  it('answers 404 for an attribute of another network of the tenant, and leaves it out of that list', async () => {
    const a = await newAttribute({ name: 'Van a1', type: 'string' });
    expect((await t.call({ url: `/v1/attribute/${a.id}`, ...asA2 })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/v1/attribute/${a.id}`, ...asA2, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'PATCH', url: `/v1/attribute/${a.id}`, ...asA2, body: { type: 'string' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/attribute/${a.id}`, ...asA2 })).statusCode).toBe(404);
    expect(dataOf<Attribute[]>(await t.call({ url: '/v1/attribute?perPage=9999', ...asA2 })).map((x) => x.id)).not.toContain(a.id);
  });
});

describe('lookup values (/v1/attribute/{id}/lookup)', () => {
  it('adds values at the end, in order, and shows one', async () => {
    const a = await newAttribute({ name: 'Materiaal', type: 'lookup' });
    const first = await newLookup(a.id, 'Hout');
    const second = await newLookup(a.id, 'Staal');
    const third = await made<Lookup>(t, w.asAdminA, `/v1/attribute/${a.id}/lookup`, { name: 'Beton', weight: 7 });
    expect([first.order, second.order, third.order]).toEqual([0, 1, 2]);
    expect(third).toMatchObject({ attribute_id: a.id, name: 'Beton', weight: 7 });
    expect(first.weight).toBe(0);
    expect(await lookupNames(a.id)).toEqual(['Hout', 'Staal', 'Beton']);
    expect((await t.call({ url: `/v1/attribute/${a.id}/lookup/${second.id}`, ...w.asAdminA })).data).toEqual({ data: second });
  });

  it('exist for lookup and multi_lookup only', async () => {
    const multi = await newAttribute({ name: 'Kleuren', type: 'multi_lookup' });
    expect((await newLookup(multi.id, 'Rood')).name).toBe('Rood');
    const text = await newAttribute({ name: 'Tekst', type: 'string' });
    const res = await t.call({ method: 'POST', url: `/v1/attribute/${text.id}/lookup`, ...w.asAdminA, body: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { attribute: ['Alleen een attribuut van het type lookup of multi_lookup heeft lookup-waarden'] } });
    const blank = await t.call({ method: 'POST', url: `/v1/attribute/${multi.id}/lookup`, ...w.asAdminA, body: { name: '' } });
    expect(blank.data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
  });

  it('renames a value with PUT and PATCH', async () => {
    const a = await newAttribute({ name: 'Staat', type: 'lookup' });
    const v = await newLookup(a.id, 'Goed');
    const put = await t.call({ method: 'PUT', url: `/v1/attribute/${a.id}/lookup/${v.id}`, ...w.asAdminA, body: { name: 'Uitstekend' } });
    expect(dataOf<Lookup>(put)).toMatchObject({ id: v.id, name: 'Uitstekend', order: 0 });
    const patch = await t.call({ method: 'PATCH', url: `/v1/attribute/${a.id}/lookup/${v.id}`, ...w.asAdminA, body: { weight: 3 } });
    expect(dataOf<Lookup>(patch)).toMatchObject({ name: 'Uitstekend', weight: 3 });
  });

  it('saves a new order, as {id, order} entries or as ids in their new order', async () => {
    const a = await newAttribute({ name: 'Volgorde', type: 'lookup' });
    const [x, y, z] = [await newLookup(a.id, 'X'), await newLookup(a.id, 'Y'), await newLookup(a.id, 'Z')];
    const byIds = await t.call({ method: 'POST', url: `/v1/attribute/${a.id}/lookup/order`, ...w.asAdminA, body: { relation: [z.id, x.id, y.id] } });
    expect(byIds.statusCode).toBe(200);
    expect(dataOf<Lookup[]>(byIds).map((v) => [v.name, v.order])).toEqual([['Z', 0], ['X', 1], ['Y', 2]]);
    await t.call({ method: 'POST', url: `/v1/attribute/${a.id}/lookup/order`, ...w.asAdminA, body: { relation: [{ id: x.id, order: 5 }, { id: y.id, order: 4 }] } });
    expect(await lookupNames(a.id)).toEqual(['Z', 'Y', 'X']);
    expect((await newLookup(a.id, 'Achteraan')).order).toBe(6);
  });

  it('deletes a value', async () => {
    const a = await newAttribute({ name: 'Wegwerp', type: 'lookup' });
    const keep = await newLookup(a.id, 'Blijft');
    const drop = await newLookup(a.id, 'Gaat');
    const res = await t.call({ method: 'DELETE', url: `/v1/attribute/${a.id}/lookup/${drop.id}`, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Lookup>(res)).toMatchObject({ id: drop.id, name: 'Gaat' });
    expect(await lookupNames(a.id)).toEqual([keep.name]);
    expect((await t.call({ url: `/v1/attribute/${a.id}/lookup/${drop.id}`, ...w.asAdminA })).statusCode).toBe(404);
  });

  it('answers 404 for the values of another network’s attribute, and for a value of another attribute', async () => {
    const a = await newAttribute({ name: 'Van a1 met waarden', type: 'lookup' });
    const v = await newLookup(a.id, 'Geheim');
    expect((await t.call({ url: `/v1/attribute/${a.id}/lookup`, ...asA2 })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `/v1/attribute/${a.id}/lookup`, ...asA2, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/attribute/${a.id}/lookup/${v.id}`, ...asA2 })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/v1/attribute/${a.id}/lookup/${v.id}`, ...asA2, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/attribute/${a.id}/lookup/${v.id}`, ...asA2 })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `/v1/attribute/${a.id}/lookup/order`, ...asA2, body: { relation: [v.id] } })).statusCode).toBe(404);
    const b = await newAttribute({ name: 'Ander', type: 'lookup' });
    expect((await t.call({ url: `/v1/attribute/${b.id}/lookup/${v.id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/attribute/${b.id}/lookup/${v.id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect(await lookupNames(a.id)).toEqual(['Geheim']);
  });
});

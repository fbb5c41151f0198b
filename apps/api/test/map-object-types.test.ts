import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { adminAOnA2, made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asA2 = await adminAOnA2(t, w);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type MapObjectType = {
  id: number; network_id: number; name: string; description: string | null; prefix: string | null; geo_type: string;
  map_object_category_id: number | null; map_object_category_name: string | null;
  label_attribute_id: number | null; label_attribute_name: string | null; on_network: boolean;
};
type TypeAttribute = { id: number; name: string; type: string; required: boolean; default_value: unknown; order: number; lookup_values: { id: number; name: string }[] };
type Named = { id: number; name: string; required?: boolean };
const newType = (body: Record<string, unknown>, as = w.asAdminA) => made<MapObjectType>(t, as, '/v1/type', { geo_type: 'point', ...body });
const newAttribute = (name: string, type = 'string', as = w.asAdminA) => made<{ id: number; name: string }>(t, as, '/v1/attribute', { name, type });
const link = (typeId: number, path: string, relation: unknown[], opts: { update?: boolean; as?: typeof w.asAdminA } = {}) =>
  t.call({ method: 'POST', url: `/v1/type/${typeId}/${path}${opts.update ? '?update=true' : ''}`, ...(opts.as ?? w.asAdminA), body: { relation } });
const unlink = (typeId: number, path: string, relation: unknown[]) =>
  t.call({ method: 'DELETE', url: `/v1/type/${typeId}/${path}`, ...w.asAdminA, body: { relation } });
const linked = async <T = Named>(typeId: number, path: string) => dataOf<T[]>(await t.call({ url: `/v1/type/${typeId}/${path}?perPage=9999`, ...w.asAdminA }));
const setDefault = (typeId: number, attributeId: number, value: unknown) =>
  t.call({ method: 'POST', url: `/v1/type/${typeId}/attribute/${attributeId}/default`, ...w.asAdminA, body: { value } });
const FIXED = 'Dit veld kan na het aanmaken niet meer worden gewijzigd';

describe('POST /v1/type', () => {
  it('creates a type with defaults: no category, no label attribute, not on the network', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/type', ...w.asAdminA, body: { name: 'Lantaarnpaal', geo_type: 'point' } });
    expect(res.statusCode).toBe(201);
    expect(dataOf<MapObjectType>(res)).toMatchObject({
      name: 'Lantaarnpaal', geo_type: 'point', network_id: w.a1.id, description: null, prefix: null,
      map_object_category_id: null, map_object_category_name: null, label_attribute_id: null, label_attribute_name: null, on_network: false,
    });
  });

  it('shows the names of its category and label attribute; the label is one of its own attributes', async () => {
    const category = await made(t, w.asAdminA, '/v1/category', { name: 'Verlichting' });
    const label = await newAttribute('Nummer');
    const refused = await t.call({ method: 'POST', url: '/v1/type', ...w.asAdminA, body: { name: 'Mast', geo_type: 'linestring', label_attribute_id: label.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.data).toEqual({ messages: { label_attribute_id: ['Dit attribuut hoort niet bij dit type'] } });
    const type = await newType({ name: 'Mast', geo_type: 'linestring', description: 'Hoog', prefix: 'MS', map_object_category_id: category.id, on_network: true });
    const unlinked = await t.call({ method: 'PATCH', url: `/v1/type/${type.id}`, ...w.asAdminA, body: { label_attribute_id: label.id } });
    expect(unlinked.statusCode).toBe(400);
    await t.call({ method: 'POST', url: `/v1/type/${type.id}/attribute`, ...w.asAdminA, body: { relation: [label.id] } });
    const res = await t.call({ method: 'PATCH', url: `/v1/type/${type.id}`, ...w.asAdminA, body: { label_attribute_id: label.id } });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ data: { map_object_category_name: 'Verlichting', label_attribute_name: 'Nummer', prefix: 'MS', on_network: true, geo_type: 'linestring' } });
    // Unlinking the attribute takes it off the label.
    await t.call({ method: 'DELETE', url: `/v1/type/${type.id}/attribute`, ...w.asAdminA, body: { relation: [label.id] } });
    const after = await t.call({ method: 'GET', url: `/v1/type/${type.id}`, ...w.asAdminA });
    expect(after.data).toMatchObject({ data: { label_attribute_id: null, label_attribute_name: null } });
  });

  it('names a geo type outside point, linestring and polygon, and a missing one', async () => {
    for (const body of [{ name: 'x', geo_type: 'circle' }, { name: 'x' }]) {
      const res = await t.call({ method: 'POST', url: '/v1/type', ...w.asAdminA, body });
      expect(res.statusCode).toBe(400);
      expect(res.data).toEqual({ messages: { geo_type: ['Kies point, linestring of polygon'] } });
    }
    expect((await newType({ name: 'Vlak', geo_type: 'polygon' })).geo_type).toBe('polygon');
  });

  it('names a blank name, a too long prefix and a switch that is no boolean', async () => {
    expect((await t.call({ method: 'POST', url: '/v1/type', ...w.asAdminA, body: { name: '', geo_type: 'point' } })).data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
    expect((await t.call({ method: 'POST', url: '/v1/type', ...w.asAdminA, body: { name: 'x', geo_type: 'point', prefix: 'p'.repeat(256) } })).data)
      .toEqual({ messages: { prefix: [expect.any(String)] } });
    expect((await t.call({ method: 'POST', url: '/v1/type', ...w.asAdminA, body: { name: 'x', geo_type: 'point', on_network: 'ja' } })).data)
      .toEqual({ messages: { on_network: [expect.any(String)] } });
  });

  it('names a category or label attribute that is unknown or of another network of the tenant', async () => {
    const categoryA2 = await made(t, asA2, '/v1/category', { name: 'Van a2' });
    const attributeA2 = await newAttribute('Van a2', 'string', asA2);
    const cases: [string, number][] = [['map_object_category_id', 999999], ['map_object_category_id', categoryA2.id], ['label_attribute_id', 999999], ['label_attribute_id', attributeA2.id]];
    for (const [field, id] of cases) {
      const res = await t.call({ method: 'POST', url: '/v1/type', ...w.asAdminA, body: { name: 'x', geo_type: 'point', [field]: id } });
      expect(res.statusCode).toBe(400);
      expect(res.data).toEqual({ messages: { [field]: ['Onbekend id'] } });
    }
  });
});

describe('GET /v1/type', () => {
  it('lists the network’s types by name, with pagination', async () => {
    await newType({ name: 'Bank' }, asA2);
    await newType({ name: 'afvalbak' }, asA2);
    const res = await t.call({ url: '/v1/type?perPage=9999', ...asA2 });
    expect(res.statusCode).toBe(200);
    expect(dataOf<MapObjectType[]>(res).map((x) => x.name)).toEqual(['afvalbak', 'Bank']);
    expect(res.data).toMatchObject({ meta: { pagination: { total: 2, count: 2, per_page: 9999, current_page: 1, total_pages: 1 } } });
  });
});

describe('PUT and PATCH /v1/type/{id}', () => {
  it('change the fields; the geo type may be sent again unchanged', async () => {
    const type = await newType({ name: 'Oud', geo_type: 'polygon' });
    const category = await made(t, w.asAdminA, '/v1/category', { name: 'Groen' });
    const put = await t.call({ method: 'PUT', url: `/v1/type/${type.id}`, ...w.asAdminA, body: { name: 'Gazon', geo_type: 'polygon', description: 'Gras', map_object_category_id: category.id, on_network: true } });
    expect(put.statusCode).toBe(200);
    expect(dataOf<MapObjectType>(put)).toMatchObject({ name: 'Gazon', geo_type: 'polygon', description: 'Gras', map_object_category_name: 'Groen', on_network: true });
    const patch = await t.call({ method: 'PATCH', url: `/v1/type/${type.id}`, ...w.asAdminA, body: { map_object_category_id: null } });
    expect(dataOf<MapObjectType>(patch)).toMatchObject({ name: 'Gazon', map_object_category_id: null, on_network: true });
  });

  it('refuses another geo type with field.fixed, in Dutch', async () => {
    const type = await newType({ name: 'Vast' });
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await t.call({ method, url: `/v1/type/${type.id}`, ...w.asAdminA, body: { name: 'Vast', geo_type: 'polygon' } });
      expect(res.statusCode).toBe(400);
      expect(res.data).toEqual({ messages: { geo_type: [FIXED] } });
    }
    const english = await t.call({ method: 'PATCH', url: `/v1/type/${type.id}`, ...w.asAdminA, body: { geo_type: 'linestring' }, headers: { 'accept-language': 'en' } });
    expect(english.data).toEqual({ messages: { geo_type: ['This field cannot be changed after creation'] } });
    expect(dataOf<MapObjectType>(await t.call({ url: `/v1/type/${type.id}`, ...w.asAdminA })).geo_type).toBe('point');
  });

  it('names a label attribute of another network', async () => {
    const type = await newType({ name: 'Label' });
    const attributeA2 = await newAttribute('Elders', 'string', asA2);
    const res = await t.call({ method: 'PATCH', url: `/v1/type/${type.id}`, ...w.asAdminA, body: { label_attribute_id: attributeA2.id } });
    expect(res.data).toEqual({ messages: { label_attribute_id: ['Onbekend id'] } });
  });
});

describe('DELETE /v1/type/{id}', () => {
  it('deletes a type that others link to; the links go with it', async () => {
    const type = await newType({ name: 'Weg' });
    const other = await newType({ name: 'Blijft' });
    await link(other.id, 'constraint', [type.id]);
    const action = await made(t, w.asAdminA, '/v1/dynamic_action_type', { name: 'Vervangen' });
    await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${action.id}/map_object_type`, ...w.asAdminA, body: { relation: [type.id] } });
    const res = await t.call({ method: 'DELETE', url: `/v1/type/${type.id}`, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    expect(dataOf<MapObjectType>(res)).toMatchObject({ id: type.id, name: 'Weg' });
    expect((await t.call({ url: `/v1/type/${type.id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect(await linked(other.id, 'constraint')).toEqual([]);
    expect(dataOf<unknown[]>(await t.call({ url: `/v1/dynamic_action_type/${action.id}/map_object_type`, ...w.asAdminA }))).toEqual([]);
  });
});

describe('scope', () => {
  it('answers 404 for a type of another network of the tenant, on the type and its links', async () => {
    const type = await newType({ name: 'Van a1' });
    const attr = await newAttribute('Attr a1');
    await link(type.id, 'attribute', [attr.id]);
    const calls = [
      t.call({ url: `/v1/type/${type.id}`, ...asA2 }),
      t.call({ method: 'PUT', url: `/v1/type/${type.id}`, ...asA2, body: { name: 'x' } }),
      t.call({ method: 'PATCH', url: `/v1/type/${type.id}`, ...asA2, body: { geo_type: 'polygon' } }),
      t.call({ method: 'DELETE', url: `/v1/type/${type.id}`, ...asA2 }),
      t.call({ url: `/v1/type/${type.id}/attribute`, ...asA2 }),
      link(type.id, 'status', [1], { as: asA2 }),
      t.call({ url: `/v1/type/${type.id}/attribute/${attr.id}`, ...asA2 }),
      t.call({ method: 'POST', url: `/v1/type/${type.id}/attribute/${attr.id}/default`, ...asA2, body: { value: 'x' } }),
      t.call({ url: `/v1/type/${type.id}/dynamic_action_type`, ...asA2 }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect(dataOf<MapObjectType[]>(await t.call({ url: '/v1/type?perPage=9999', ...asA2 })).map((x) => x.id)).not.toContain(type.id);
    expect(dataOf<MapObjectType>(await t.call({ url: `/v1/type/${type.id}`, ...w.asAdminA })).name).toBe('Van a1');
  });
});

describe('attributes of a type (/v1/type/{id}/attribute)', () => {
  it('links on a tick and unlinks on an untick, with required, default value, order and lookup values', async () => {
    const type = await newType({ name: 'Attrs' });
    const cond = await newAttribute('Conditie', 'lookup');
    await made(t, w.asAdminA, `/v1/attribute/${cond.id}/lookup`, { name: 'Goed' });
    const added = await link(type.id, 'attribute', [{ id: cond.id }]);
    expect(added.statusCode).toBe(200);
    expect(dataOf<TypeAttribute[]>(added)).toEqual([{ id: cond.id, name: 'Conditie', type: 'lookup', required: false, default_value: null, order: 0, lookup_values: [{ id: expect.any(Number), name: 'Goed' }] }]);
    expect(await linked(type.id, 'attribute?default=True&x=1')).toHaveLength(1);
    const removed = await unlink(type.id, 'attribute', [{ id: cond.id }]);
    expect(removed.statusCode).toBe(200);
    expect(dataOf<unknown[]>(removed)).toEqual([]);
  });

  it('never links twice, also not for two administrators at once', async () => {
    const type = await newType({ name: 'Dubbel' });
    const a = await newAttribute('Een keer');
    await link(type.id, 'attribute', [a.id, a.id]);
    await link(type.id, 'attribute', [{ id: a.id }]);
    const [r1, r2] = await Promise.all([link(type.id, 'attribute', [a.id]), link(type.id, 'attribute', [a.id])]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    expect((await linked(type.id, 'attribute')).map((x) => x.id)).toEqual([a.id]);
  });

  it('names an unknown attribute, or one of another network, on relation', async () => {
    const type = await newType({ name: 'Fout' });
    const elsewhere = await newAttribute('In a2', 'string', asA2);
    const unknown = await link(type.id, 'attribute', [999999]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data).toEqual({ messages: { relation: ['Onbekend id: 999999'] } });
    expect((await link(type.id, 'attribute', [elsewhere.id])).data).toEqual({ messages: { relation: [`Onbekend id: ${elsewhere.id}`] } });
    expect((await link(type.id, 'attribute', [])).statusCode).toBe(400);
    expect(await linked(type.id, 'attribute')).toEqual([]);
  });

  it('sets required and order with ?update=true, and lists by order', async () => {
    const type = await newType({ name: 'Volgorde' });
    const [a, b, c] = [await newAttribute('A'), await newAttribute('B'), await newAttribute('C')];
    await link(type.id, 'attribute', [{ id: a.id, order: 2 }, { id: b.id, order: 1, required: true }, { id: c.id, order: 0 }]);
    expect((await linked<TypeAttribute>(type.id, 'attribute')).map((x) => [x.name, x.order, x.required])).toEqual([['C', 0, false], ['B', 1, true], ['A', 2, false]]);
    const res = await link(type.id, 'attribute', [{ id: a.id, order: 0, required: true }, { id: c.id, order: 5 }, { id: b.id, required: false }], { update: true });
    expect(res.statusCode).toBe(200);
    expect(dataOf<TypeAttribute[]>(res).map((x) => [x.name, x.order, x.required])).toEqual([['A', 0, true], ['B', 1, false], ['C', 5, false]]);
    const other = await newAttribute('Niet gekoppeld');
    await link(type.id, 'attribute', [{ id: other.id, required: true }], { update: true });
    expect((await linked(type.id, 'attribute')).map((x) => x.id)).not.toContain(other.id);
  });

  it('puts attributes linked without an order last, in the order sent', async () => {
    const type = await newType({ name: 'Achteraan' });
    const [a, b, c, d] = [await newAttribute('A'), await newAttribute('B'), await newAttribute('C'), await newAttribute('D')];
    await link(type.id, 'attribute', [{ id: a.id, order: 1 }, { id: b.id, order: 0 }]);
    await link(type.id, 'attribute', [c.id, d.id]);
    expect((await linked<TypeAttribute>(type.id, 'attribute')).map((x) => [x.name, x.order])).toEqual([['B', 0], ['A', 1], ['C', 2], ['D', 3]]);
  });

  it('shows one linked attribute; one not linked answers 404', async () => {
    const type = await newType({ name: 'Een' });
    const a = await newAttribute('Gekoppeld');
    const free = await newAttribute('Los');
    await link(type.id, 'attribute', [{ id: a.id, required: true }]);
    expect((await t.call({ url: `/v1/type/${type.id}/attribute/${a.id}`, ...w.asAdminA })).data).toMatchObject({ data: { id: a.id, name: 'Gekoppeld', required: true, default_value: null } });
    expect((await t.call({ url: `/v1/type/${type.id}/attribute/${free.id}`, ...w.asAdminA })).statusCode).toBe(404);
  });
});

describe('POST /v1/type/{id}/attribute/{attrId}/default', () => {
  it('takes a lookup value of the attribute itself as default, and null clears it', async () => {
    const type = await newType({ name: 'Standaard' });
    const cond = await newAttribute('Staat', 'lookup');
    const good = await made(t, w.asAdminA, `/v1/attribute/${cond.id}/lookup`, { name: 'Goed' });
    const otherAttr = await newAttribute('Ander', 'lookup');
    const foreign = await made(t, w.asAdminA, `/v1/attribute/${otherAttr.id}/lookup`, { name: 'Vreemd' });
    await link(type.id, 'attribute', [cond.id]);
    const set = await setDefault(type.id, cond.id, good.id);
    expect(set.statusCode).toBe(200);
    expect(dataOf<TypeAttribute>(set)).toMatchObject({ id: cond.id, default_value: good.id });
    expect((await linked<TypeAttribute>(type.id, 'attribute'))[0].default_value).toBe(good.id);
    for (const value of [foreign.id, 'Goed', 999999]) {
      const res = await setDefault(type.id, cond.id, value);
      expect(res.statusCode).toBe(400);
      expect(res.data).toEqual({ messages: { value: ['Deze standaardwaarde past niet bij het attribuut'] } });
    }
    const cleared = await setDefault(type.id, cond.id, null);
    expect(dataOf<TypeAttribute>(cleared).default_value).toBeNull();
  });

  it('takes a boolean for a boolean attribute, and fitting values for the other types', async () => {
    const type = await newType({ name: 'Soorten' });
    const flag = await newAttribute('Verlicht', 'boolean');
    const count = await newAttribute('Aantal', 'integer');
    const text = await newAttribute('Tekst', 'string');
    await link(type.id, 'attribute', [flag.id, count.id, text.id]);
    expect(dataOf<TypeAttribute>(await setDefault(type.id, flag.id, true)).default_value).toBe(true);
    expect(dataOf<TypeAttribute>(await setDefault(type.id, flag.id, false)).default_value).toBe(false);
    expect((await setDefault(type.id, flag.id, 'true')).statusCode).toBe(400);
    expect((await setDefault(type.id, flag.id, 1)).statusCode).toBe(400);
    expect(dataOf<TypeAttribute>(await setDefault(type.id, count.id, 3)).default_value).toBe(3);
    expect((await setDefault(type.id, count.id, 1.5)).statusCode).toBe(400);
    expect(dataOf<TypeAttribute>(await setDefault(type.id, text.id, 'onbekend')).default_value).toBe('onbekend');
  });

  it('refuses on value a default that is not of its type, never rounding or cutting it, as an object\'s value is checked', async () => {
    const type = await newType({ name: 'Strikt' });
    const count = await newAttribute('Aantal palen', 'integer');
    const day = await newAttribute('Geplaatst op', 'date');
    const share = await newAttribute('Aandeel', 'range');
    await link(type.id, 'attribute', [count.id, day.id, share.id]);
    for (const [attribute, value] of [[count, 'abc'], [count, '3.7'], [count, '12abc'], [count, 3.7], [count, true], [day, 'morgen'], [day, '2026-02-30'], [share, 101]] as const) {
      const res = await setDefault(type.id, attribute.id, value);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.data).toEqual({ messages: { value: ['Deze standaardwaarde past niet bij het attribuut'] } });
    }
    // Digits as text are the number, kept as a number (as an object's value is).
    expect(dataOf<TypeAttribute>(await setDefault(type.id, count.id, '12')).default_value).toBe(12);
    expect(dataOf<TypeAttribute>(await setDefault(type.id, day.id, '2026-11-28')).default_value).toBe('2026-11-28');
  });

  it('answers 404 for an attribute not linked to the type', async () => {
    const type = await newType({ name: 'Zonder' });
    const a = await newAttribute('Niet hier', 'boolean');
    const res = await setDefault(type.id, a.id, true);
    expect(res.statusCode).toBe(404);
    expect(res.data).toEqual({ detail: expect.any(String) });
  });

  it('clears a default whose lookup value is deleted', async () => {
    const type = await newType({ name: 'Verdwijnt' });
    const a = await newAttribute('Keuze', 'lookup');
    const v = await made(t, w.asAdminA, `/v1/attribute/${a.id}/lookup`, { name: 'Tijdelijk' });
    await link(type.id, 'attribute', [a.id]);
    await setDefault(type.id, a.id, v.id);
    expect((await t.call({ method: 'DELETE', url: `/v1/attribute/${a.id}/lookup/${v.id}`, ...w.asAdminA })).statusCode).toBe(200);
    expect(dataOf<TypeAttribute>(await t.call({ url: `/v1/type/${type.id}/attribute/${a.id}`, ...w.asAdminA }))).toMatchObject({ default_value: null, lookup_values: [] });
  });
});

describe('the other links of a type', () => {
  const targets: { path: string; make: (as: typeof w.asAdminA, name: string) => Promise<{ id: number }> }[] = [
    { path: 'status', make: (as, name) => made(t, as, '/v1/map_object_status', { name }) },
    { path: 'constraint', make: (as, name) => newType({ name }, as) },
    { path: 'action_status', make: (as, name) => made(t, as, '/v1/action_status', { name }) },
    { path: 'map_object_selection', make: (as, name) => made(t, as, '/v1/selection_type', { name }) },
  ];
  for (const target of targets) {
    it(`${target.path}: a tick links, a second tick changes nothing, an untick unlinks; another network's row is refused`, async () => {
      const type = await newType({ name: `Met ${target.path}` });
      const row = await target.make(w.asAdminA, `${target.path} 1`);
      const added = await link(type.id, target.path, [{ id: row.id }]);
      expect(added.statusCode).toBe(200);
      expect(dataOf<Named[]>(added)).toEqual([expect.objectContaining({ id: row.id, name: `${target.path} 1` })]);
      await link(type.id, target.path, [row.id]);
      expect(await linked(type.id, target.path)).toHaveLength(1);
      const elsewhere = await target.make(asA2, `${target.path} a2`);
      const refused = await link(type.id, target.path, [elsewhere.id]);
      expect(refused.statusCode).toBe(400);
      expect(refused.data).toEqual({ messages: { relation: [`Onbekend id: ${elsewhere.id}`] } });
      expect(dataOf<unknown[]>(await unlink(type.id, target.path, [row.id]))).toEqual([]);
    });
  }

  it('selections start not required, and ?update=true makes one required', async () => {
    const type = await newType({ name: 'Selecties' });
    const sel = await made(t, w.asAdminA, '/v1/selection_type', { name: 'Route' });
    expect(dataOf<Named[]>(await link(type.id, 'map_object_selection', [{ id: sel.id }]))).toEqual([{ id: sel.id, name: 'Route', required: false }]);
    expect(dataOf<Named[]>(await link(type.id, 'map_object_selection', [{ id: sel.id, required: true }], { update: true }))).toEqual([{ id: sel.id, name: 'Route', required: true }]);
  });

  it('settings link the global type settings', async () => {
    const type = await newType({ name: 'Instellingen' });
    const settings = dataOf<Named[]>(await t.call({ url: '/v1/type_setting?perPage=9999', ...w.asAdminA }));
    const res = await link(type.id, 'setting', [settings[0].id, settings[1].id]);
    expect(dataOf<Named[]>(res).map((s) => s.id).sort()).toEqual([settings[0].id, settings[1].id].sort());
    expect((await link(type.id, 'setting', [999999])).statusCode).toBe(400);
    expect(await linked(type.id, 'setting')).toHaveLength(2);
  });

  it('lists the action types that act on the type', async () => {
    const type = await newType({ name: 'Met acties' });
    const action = await made(t, w.asAdminA, '/v1/dynamic_action_type', { name: 'Schilderen', own_geo: true });
    await made(t, w.asAdminA, '/v1/dynamic_action_type', { name: 'Niet voor dit type' });
    await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${action.id}/map_object_type`, ...w.asAdminA, body: { relation: [type.id] } });
    const res = await t.call({ url: `/v1/type/${type.id}/dynamic_action_type`, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Named[]>(res)).toEqual([expect.objectContaining({ id: action.id, name: 'Schilderen', own_geo: true })]);
  });
});

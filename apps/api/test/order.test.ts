/**
 * The one order protocol, `POST <list>/order` with `{relation: [ids in their new order]}` (or
 * `{id, order}` entries), on every ordered list: lookup values, a type's and an action type's
 * attribute rows, action statuses (weights). All or nothing: an id that is not in the list is
 * a 400 naming it and nothing changes. Also `?update=true` on link rows, which goes the same way.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { build } from './helpers/app';
import { adminAOnA2, made, makeWorld, type As } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asA2 = await adminAOnA2(t, w);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type Row = { id: number; name: string };

const group = await made(t, w.asAdminA, '/v1/attribute_group', { name: 'G' });
const attribute = (name: string, type = 'string', as: As = w.asAdminA) => made(t, as, '/v1/attribute', { name, type, attribute_group_id: as === w.asAdminA ? group.id : undefined });
const category = await made(t, w.asAdminA, '/v1/category', { name: 'C' });

/** A list of three rows in one ordered list, and how to read its names in their order. */
interface Ordered { url: string; ids: number[]; names: () => Promise<string[]>; strangerId: number }

async function lookupValues(): Promise<Ordered> {
  const a = await attribute(`Opzoek ${Math.random()}`, 'lookup');
  const ids: number[] = [];
  for (const name of ['X', 'Y', 'Z']) ids.push((await made(t, w.asAdminA, `/v1/attribute/${a.id}/lookup`, { name })).id);
  const other = await attribute(`Ander ${Math.random()}`, 'lookup');
  const strangerId = (await made(t, w.asAdminA, `/v1/attribute/${other.id}/lookup`, { name: 'Elders' })).id;
  const url = `/v1/attribute/${a.id}/lookup`;
  return { url: `${url}/order`, ids, strangerId, names: async () => dataOf<Row[]>(await t.call({ url, ...w.asAdminA })).map((r) => r.name) };
}

async function linkedAttributes(owner: 'type' | 'dynamic_action_type'): Promise<Ordered> {
  const body = owner === 'type' ? { name: `T ${Math.random()}`, geo_type: 'point', map_object_category_id: category.id } : { name: `AT ${Math.random()}` };
  const o = await made(t, w.asAdminA, `/v1/${owner}`, body);
  const ids: number[] = [];
  for (const name of ['X', 'Y', 'Z']) ids.push((await attribute(name)).id);
  const url = `/v1/${owner}/${o.id}/attribute`;
  await t.call({ method: 'POST', url, ...w.asAdminA, body: { relation: ids } });
  const strangerId = (await attribute('Niet gekoppeld')).id;
  return { url: `${url}/order`, ids, strangerId, names: async () => dataOf<Row[]>(await t.call({ url, ...w.asAdminA })).map((r) => r.name) };
}

async function actionStatuses(): Promise<Ordered> {
  // On network a2, where these are the only statuses.
  const ids: number[] = [];
  for (const name of ['X', 'Y', 'Z']) ids.push((await made(t, asA2, '/v1/action_status', { name })).id);
  const strangerId = (await made(t, w.asAdminA, '/v1/action_status', { name: 'Op a1' })).id;
  // Other tests add statuses to a2 too: only these three are looked at.
  const names = async () => dataOf<Row[]>(await t.call({ url: '/v1/action_status', ...asA2 })).filter((r) => ids.includes(r.id)).map((r) => r.name);
  return { url: '/v1/action_status/order', ids, strangerId, names };
}

const lists: [string, () => Promise<Ordered>, As][] = [
  ['lookup values', lookupValues, w.asAdminA],
  ['attribute rows of a map object type', () => linkedAttributes('type'), w.asAdminA],
  ['attribute rows of an action type', () => linkedAttributes('dynamic_action_type'), w.asAdminA],
  ['action statuses', actionStatuses, asA2],
];

for (const [what, make, as] of lists) {
  describe(`POST <list>/order: ${what}`, () => {
    it('saves ids in their new order and answers the list in it', async () => {
      const list = await make();
      const [x, y, z] = list.ids;
      const res = await t.call({ method: 'POST', url: list.url, ...as, body: { relation: [z, x, y] } });
      expect(res.statusCode).toBe(200);
      expect(dataOf<Row[]>(res).filter((r) => list.ids.includes(r.id)).map((r) => r.name)).toEqual(['Z', 'X', 'Y']);
      expect(await list.names()).toEqual(['Z', 'X', 'Y']);
      await t.call({ method: 'POST', url: list.url, ...as, body: { relation: [{ id: x, order: 9 }, { id: y, order: 8 }] } });
      expect(await list.names()).toEqual(['Z', 'Y', 'X']);
    });

    it('refuses the whole list when one id is not in it, naming that id, and changes nothing', async () => {
      const list = await make();
      const [x, y, z] = list.ids;
      const res = await t.call({ method: 'POST', url: list.url, ...as, body: { relation: [z, list.strangerId, y, x] } });
      expect(res.statusCode).toBe(400);
      expect(res.data).toEqual({ messages: { relation: [`Hoort niet bij deze lijst: ${list.strangerId}`] } });
      expect(await list.names()).toEqual(['X', 'Y', 'Z']);
      const en = await t.call({ method: 'POST', url: list.url, ...as, body: { relation: [999999] }, headers: { 'accept-language': 'en' } });
      expect(en.data).toEqual({ messages: { relation: ['Not in this list: 999999'] } });
    });

    it('takes an id named twice at its first place', async () => {
      const list = await make();
      const [x, y, z] = list.ids;
      await t.call({ method: 'POST', url: list.url, ...as, body: { relation: [y, x, y, z] } });
      expect(await list.names()).toEqual(['Y', 'X', 'Z']);
    });
  });
}

describe('POST /v1/action_status/order', () => {
  it('gives the statuses weights 1, 2, 3 in the order sent', async () => {
    const list = await actionStatuses();
    await t.call({ method: 'POST', url: list.url, ...asA2, body: { relation: [...list.ids].reverse() } });
    const stored = await rows<{ name: string; weight: number }>(t.db, sql`select name, weight from action_statuses where id in (${sql.join(list.ids.map((id) => sql`${id}`), sql`, `)}) order by weight`);
    expect(stored).toEqual([{ name: 'Z', weight: 1 }, { name: 'Y', weight: 2 }, { name: 'X', weight: 3 }]);
  });
});

describe('order saves of another network', () => {
  it('answer 404 for a parent of another network', async () => {
    const lookups = await lookupValues();
    expect((await t.call({ method: 'POST', url: lookups.url, ...asA2, body: { relation: lookups.ids } })).statusCode).toBe(404);
    const typeRows = await linkedAttributes('type');
    expect((await t.call({ method: 'POST', url: typeRows.url, ...asA2, body: { relation: typeRows.ids } })).statusCode).toBe(404);
  });
});

describe('POST <link>?update=true', () => {
  it('refuses an id that is not linked and changes nothing', async () => {
    const list = await linkedAttributes('type');
    const url = list.url.replace(/\/order$/, '');
    const res = await t.call({ method: 'POST', url: `${url}?update=true`, ...w.asAdminA, body: { relation: [{ id: list.ids[0], required: true }, { id: list.strangerId, required: true }] } });
    expect(res.data).toEqual({ messages: { relation: [`Hoort niet bij deze lijst: ${list.strangerId}`] } });
    const linked = dataOf<{ id: number; required: boolean }[]>(await t.call({ url, ...w.asAdminA }));
    expect(linked.every((r) => !r.required)).toBe(true);
  });
});

describe('10,000 entries in one order save', () => {
  it('saves them all (one statement, however long the list)', async () => {
    const a = await attribute('Tienduizend', 'lookup');
    await t.db.execute(sql`insert into lookup_values (tenant_id, network_id, attribute_id, name, weight, "order")
      select ${w.tenantA.id}, ${w.a1.id}, ${a.id}, 'V' || i, 0, i from generate_series(1, 10000) i`);
    const ids = (await rows<{ id: number }>(t.db, sql`select id from lookup_values where attribute_id = ${a.id} order by id desc`)).map((r) => r.id);
    const res = await t.call({ method: 'POST', url: `/v1/attribute/${a.id}/lookup/order`, ...w.asAdminA, body: { relation: ids } });
    expect(res.statusCode).toBe(200);
    const names = dataOf<Row[]>(res).map((r) => r.name);
    expect(names).toHaveLength(10000);
    expect(names.slice(0, 2)).toEqual(['V10000', 'V9999']);
    expect((await t.call({ method: 'POST', url: `/v1/attribute/${a.id}/lookup/order`, ...w.asAdminA, body: { relation: [...ids, ids[0]] } })).statusCode).toBe(400);
  });
});

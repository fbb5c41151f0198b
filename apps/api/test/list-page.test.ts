/**
 * A big list's page found by its rows' ids first (db/list-page.ts) answers exactly what the
 * list sorted whole answers: for every column the console sorts the objects and actions by,
 * both ways, every page (the second half read from the end, a reference's name counted per
 * reference) holds the rows of the whole list's same place, with the same total; past the rows
 * a page reads forwards only, a long list's pages from either half; and an
 * object's stored label follows every change it comes from (its value, its type's label
 * attribute, a lookup value's name, its own name).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionListQuery } from '@console/contract/actions';
import { mapObjectListQuery } from '@console/contract/map-objects';
import { FORWARD_ONLY_ROWS } from '../src/db/list-page';
import { first, listPageQuery, rows } from '../src/db/sql';
import { listPageSpec, type ListRoute } from '../src/lib/list';
import { objectsList } from '../src/modules/map-objects/presenter';
import { actionsList } from '../src/modules/actions/presenter';
import { build } from './helpers/app';
import { made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const as = w.asAdminA;
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;

const naam = await made(t, as, '/v1/attribute', { name: 'Naam', type: 'string' });
const soort = await made(t, as, '/v1/attribute', { name: 'Soort', type: 'lookup' });
const rustpunt = await made(t, as, `/v1/attribute/${soort.id}/lookup`, { name: 'Rustpunt' });
const picknick = await made(t, as, `/v1/attribute/${soort.id}/lookup`, { name: 'Picknick' });
const post = await made(t, as, '/v1/type', { name: 'Knooppunt', geo_type: 'point', prefix: 'KP' });
const bench = await made(t, as, '/v1/type', { name: 'Bank', geo_type: 'point', prefix: 'BK' });
const sign = await made(t, as, '/v1/type', { name: 'Bord', geo_type: 'point', prefix: 'BD' });
await t.call({ method: 'POST', url: `/v1/type/${post.id}/attribute`, ...as, body: { relation: [naam.id] } });
await t.call({ method: 'POST', url: `/v1/type/${bench.id}/attribute`, ...as, body: { relation: [soort.id, naam.id] } });
await t.call({ method: 'PUT', url: `/v1/type/${post.id}`, ...as, body: { label_attribute_id: naam.id } });
await t.call({ method: 'PUT', url: `/v1/type/${bench.id}`, ...as, body: { label_attribute_id: soort.id } });
const good = await made(t, as, '/v1/map_object_status', { name: 'Goed' });
const broken = await made(t, as, '/v1/map_object_status', { name: 'Kapot' });
for (const type of [post, bench]) await t.call({ method: 'POST', url: `/v1/type/${type.id}/status`, ...as, body: { relation: [good.id, broken.id] } });

const create = async (body: Record<string, unknown>) => {
  const res = await t.call({ method: 'POST', url: '/v1/object', ...as, body });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return dataOf<{ id: number; label: string }>(res);
};
// 31 objects (30 live, and one more for the label below): three types, two statuses and none (a sign has no status), labels from a text, a lookup, a name or the code.
const objects: { id: number; label: string }[] = [];
for (let i = 0; i < 31; i += 1) {
  const type = [post, bench, sign][i % 3];
  const attributes = type === post && i % 2 ? [{ id: naam.id, value: `Paal ${i % 7}` }]
    : type === bench && i % 4 ? [{ id: soort.id, value: i % 8 < 4 ? rustpunt.id : picknick.id }] : [];
  objects.push(await create({
    map_object_type_id: type?.id, name: i % 5 ? `Object ${i % 9}` : undefined,
    map_object_status_id: type === sign ? undefined : [good.id, broken.id][i % 2], attributes,
    geometry: { type: 'Point', coordinates: [5 + i / 100, 52] },
  }));
}
await t.call({ method: 'DELETE', url: `/v1/object/${objects[4]?.id}`, ...as });

// 40 actions by SQL: two types, three statuses, two priorities and none, some on an object.
const actionTypeA = await made(t, as, '/v1/dynamic_action_type', { name: 'Melding', on_network: true });
const actionTypeB = await made(t, as, '/v1/dynamic_action_type', { name: 'Controle', on_network: true });
const statuses = await Promise.all(['Nieuw', 'Bezig', 'Afgerond'].map((name, i) => made(t, as, '/v1/action_status', { name, weight: i })));
const priorities = await Promise.all(['Hoog', 'Laag'].map((name) => made(t, as, '/v1/action_priority', { name })));
for (let i = 0; i < 40; i += 1) {
  await t.db.execute(sql`insert into actions (tenant_id, network_id, dynamic_action_type_id, action_status_id, action_priority_id, description, map_object_id, closed_at)
    values (${w.tenantA.id}, ${as.network}, ${[actionTypeA, actionTypeB][i % 2]?.id}, ${statuses[i % 3]?.id}, ${i % 5 === 0 ? null : priorities[i % 2]?.id ?? null},
      ${`Actie ${i}`}, ${i % 4 === 0 ? objects[i % 10]?.id ?? null : null}, ${i % 3 === 2 ? sql`now() - ${`${i} hours`}::interval` : null})`);
}

const ids = async (route: ListRoute, query: Record<string, string>, parse: (q: Record<string, string>) => Parameters<typeof listPageSpec>[0]) => {
  const row = await first<{ total: number; data: string }>(t.db, listPageQuery(listPageSpec(parse(query), route)));
  return { total: row?.total ?? 0, ids: (JSON.parse(row?.data ?? '[]') as { id: number }[]).map((r) => r.id) };
};

/** Every page of the paged list, one after the other, against the whole list sorted once without paging. */
async function samePages(route: ListRoute, sort: string, parse: (q: Record<string, string>) => Parameters<typeof listPageSpec>[0], filter: Record<string, string> = {}) {
  const whole = await ids({ ...route, paging: undefined }, { sort, perPage: '1000', ...filter }, parse);
  const pages: number[] = [];
  const perPage = 4;
  for (let page = 1; page <= Math.ceil(whole.total / perPage) + 1; page += 1) {
    const part = await ids(route, { sort, perPage: String(perPage), page: String(page), ...filter }, parse);
    expect(part.total, `${sort} page ${page}: total`).toBe(whole.total);
    pages.push(...part.ids);
  }
  expect(pages, `${sort}: the pages in turn`).toEqual(whole.ids);
  return whole.total;
}

const OBJECT_SORTS = ['code', 'label', 'name', 'map_object_type_name', 'map_object_status_name', 'updated_at', 'id', 'created_by_name', 'team_name', 'created_at'];
const ACTION_SORTS = ['id', 'action_status_name', 'dynamic_action_type_name', 'map_object_code', 'action_priority_name', 'team_name', 'created_at', 'closed_at', 'description'];

describe('a page found by its ids first', () => {
  it('holds the objects the whole list holds at its place, for every sort both ways, every page', async () => {
    const objectsRoute = objectsList(as.network);
    for (const field of OBJECT_SORTS) {
      for (const sort of [field, `-${field}`]) expect(await samePages(objectsRoute, sort, (q) => mapObjectListQuery.parse(q))).toBe(31);
    }
    // A filtered view and the deleted ones go the same way.
    expect(await samePages(objectsRoute, '-map_object_type_name', (q) => mapObjectListQuery.parse(q), { 'filter[map_object_status_name]': 'Kapot' })).toBeGreaterThan(4);
    expect(await samePages(objectsList(as.network, [], true), '-deleted_at', (q) => mapObjectListQuery.parse(q))).toBe(1);
    // A filter on a column of the object's own finds the ids in its table alone; a short search
    // reads the looked-up names too ('Ba' is in the type's name only), so it finds them presented.
    expect(await samePages(objectsRoute, '-updated_at', (q) => mapObjectListQuery.parse(q), { 'filter[code]': 'B' })).toBe(20);
    expect(await samePages(objectsRoute, 'code', (q) => mapObjectListQuery.parse(q), { q: 'Ba' })).toBe(10);
    const posts = objectsList(as.network, [sql`o.map_object_type_id = ${post.id}`]);
    for (const sort of ['map_object_status_name', '-code']) expect(await samePages(posts, sort, (q) => mapObjectListQuery.parse(q), { 'filter[map_object_status_id]': String(good.id) })).toBe(6);
  });

  it('holds the actions the whole list holds at its place, for every sort both ways, every page', async () => {
    const actionsRoute = actionsList(as.network);
    for (const field of ACTION_SORTS) {
      for (const sort of [field, `-${field}`]) expect(await samePages(actionsRoute, sort, (q) => actionListQuery.parse(q))).toBe(40);
    }
    // Views over the counted columns (their totals from action_counts), by the view and by the route.
    const parse = (q: Record<string, string>) => actionListQuery.parse(q);
    expect(await samePages(actionsRoute, '-action_priority_name', parse, { 'filter[action_status_id]': String(statuses[1]?.id) })).toBe(13);
    const openWork = actionsList(as.network, [sql`a.action_status_id in (${statuses[0]?.id}, ${statuses[2]?.id})`]);
    for (const sort of ['action_status_name', '-action_priority_name', 'id']) expect(await samePages(openWork, sort, parse, { 'filter[dynamic_action_type_id]': String(actionTypeA.id) })).toBe(14);
  });

  it(`reads a page past the first ${FORWARD_ONLY_ROWS} rows from the half that holds it, with what the whole list holds there`, async () => {
    // A long list of its own network: the pages after the forward-only ones, in both halves.
    const scope = { token: w.tokens.super, tenant: w.tenantA.id, network: w.a2.id };
    const pole = await made(t, scope, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'PL' });
    const many = 2 * FORWARD_ONLY_ROWS + 70;
    await t.db.execute(sql`insert into map_objects (tenant_id, network_id, map_object_type_id, number, code, name, geometry, min_lon, min_lat, max_lon, max_lat)
      select ${w.tenantA.id}, ${w.a2.id}, ${pole.id}, i, 'PL' || i, 'Paal ' || (i % 97), jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(5, 52)), 5, 52, 5, 52
      from generate_series(1, ${many}) i`);
    const route = objectsList(w.a2.id);
    // The whole list in each order, of the sorted columns alone: presenting every row is not what is compared.
    const sorted = { ...route, paging: undefined, select: sql`o.id, o.code, o.name` };
    const parse = (q: Record<string, string>) => mapObjectListQuery.parse(q);
    const perPage = 50;
    const first = FORWARD_ONLY_ROWS / perPage;
    const last = Math.ceil(many / perPage);
    for (const sort of ['code', '-code', '-name', 'id']) {
      const whole = await ids(sorted, { sort, perPage: String(many) }, parse);
      expect(whole.total).toBe(many);
      // The last forward-only page, the first after it (the first half, read forwards), the next
      // (the second half, read from the end), the last two pages (the last a part) and one past them.
      for (const page of [first, first + 1, first + 2, last - 1, last, last + 1]) {
        const part = await ids(route, { sort, perPage: String(perPage), page: String(page) }, parse);
        expect(part, `${sort} page ${page}`).toEqual({ total: many, ids: whole.ids.slice((page - 1) * perPage, page * perPage) });
      }
    }
  });

  it('answers a page past the end empty, with the total', async () => {
    for (const sort of ['code', 'map_object_type_name']) {
      expect(await ids(objectsList(as.network), { sort, perPage: '10', page: '9' }, (q) => mapObjectListQuery.parse(q))).toEqual({ total: 31, ids: [] });
    }
  });
});

const labelOf = async (id: number) => dataOf<{ label: string }>(await t.call({ method: 'GET', url: `/v1/object/${id}`, ...as })).label;
const target = await create({ map_object_type_id: bench.id, name: 'Bank bij het bos', attributes: [{ id: soort.id, value: rustpunt.id }, { id: naam.id, value: 'Bosbank' }], geometry: { type: 'Point', coordinates: [5, 52] } });

describe("an object's stored label", () => {
  it('follows its value, its type, a lookup value and its name', async () => {
    expect(target.label).toBe('Rustpunt');
    await t.call({ method: 'PATCH', url: `/v1/attribute/${soort.id}/lookup/${rustpunt.id}`, ...as, body: { name: 'Rustplek' } });
    expect(await labelOf(target.id)).toBe('Rustplek');
    await t.call({ method: 'PUT', url: `/v1/type/${bench.id}`, ...as, body: { label_attribute_id: naam.id } });
    expect(await labelOf(target.id)).toBe('Bosbank');
    await t.call({ method: 'PATCH', url: `/v1/object/${target.id}`, ...as, body: { attributes: [{ id: naam.id, value: '' }] } });
    expect(await labelOf(target.id)).toBe('Bank bij het bos');
    await t.call({ method: 'PATCH', url: `/v1/object/${target.id}`, ...as, body: { name: '' } });
    expect(await labelOf(target.id)).toMatch(/^BK\d+$/);
    await t.call({ method: 'PUT', url: `/v1/type/${bench.id}`, ...as, body: { label_attribute_id: soort.id } });
    expect(await labelOf(target.id)).toBe('Rustplek');
  });
});

describe("an action's stored object code", () => {
  it('follows its object: a new code, another object, none', async () => {
    const codeOf = async (id: number) => dataOf<{ map_object_code: string | null }>(await t.call({ method: 'GET', url: `/v1/action/${id}`, ...as })).map_object_code;
    const [one, other] = [objects[0], objects[1]];
    const [action = { id: 0 }] = await rows<{ id: number }>(t.db, sql`insert into actions (tenant_id, network_id, dynamic_action_type_id, description, map_object_id)
      values (${w.tenantA.id}, ${as.network}, ${actionTypeA.id}, 'Paal scheef', ${one?.id ?? 0}) returning id`);
    const [row] = await rows<{ code: string }>(t.db, sql`select code from map_objects where id = ${one?.id ?? 0}`);
    expect(await codeOf(action.id)).toBe(row?.code);
    await t.db.execute(sql`update map_objects set code = 'KP-nieuw' where id = ${one?.id ?? 0}`);
    expect(await codeOf(action.id)).toBe('KP-nieuw');
    await t.db.execute(sql`update actions set map_object_id = ${other?.id ?? 0} where id = ${action.id}`);
    const [otherRow] = await rows<{ code: string }>(t.db, sql`select code from map_objects where id = ${other?.id ?? 0}`);
    expect(await codeOf(action.id)).toBe(otherRow?.code);
    await t.db.execute(sql`update actions set map_object_id = null where id = ${action.id}`);
    expect(await codeOf(action.id)).toBeNull();
  });
});

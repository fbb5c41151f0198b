/** POST /v2/network with add_standard_objects: a new network that starts with the standard configuration. */
import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type Named = { id: number; name: string };

async function newNetwork(name: string, addStandardObjects: boolean | undefined) {
  const res = await t.call({ method: 'POST', url: '/v2/network', ...w.asAdminA, body: { name, ...(addStandardObjects === undefined ? {} : { add_standard_objects: addStandardObjects }) } });
  expect(res.statusCode).toBe(201);
  const id = dataOf<{ id: number }>(res).id;
  const as = { token: w.tokens.adminA, tenant: w.tenantA.id, network: id };
  const list = async <T = Named>(url: string) => dataOf<T[]>(await t.call({ url: `${url}${url.includes('?') ? '&' : '?'}perPage=9999`, ...as }));
  return { id, as, list };
}

const CONFIG_LISTS = ['/v1/map_object_status', '/v1/action_status', '/v1/action_priority', '/v1/type', '/v1/category', '/v1/attribute', '/v1/attribute_group', '/v1/dynamic_action_type', '/v1/dynamic_action_type_category', '/v1/selection_type'];

describe('POST /v2/network with add_standard_objects: true', () => {
  it('makes map object statuses, action statuses and priorities', async () => {
    const net = await newNetwork('Standaard 1', true);
    expect((await net.list<{ name: string; weight: number }>('/v1/map_object_status')).map((s) => s.name)).toEqual(['Gepland', 'Aanwezig', 'Verwijderd']);
    const statuses = await net.list<{ name: string; is_final: boolean; color: string }>('/v1/action_status');
    expect(statuses.map((s) => [s.name, s.is_final])).toEqual([['Nieuw', false], ['In behandeling', false], ['Afgehandeld', true]]);
    expect(statuses.every((s) => /^#[0-9a-f]{6}$/i.test(s.color))).toBe(true);
    expect((await net.list('/v1/action_priority')).map((p) => p.name)).toEqual(['Laag', 'Normaal', 'Hoog']);
  });

  it('gives every role of the tenant flags on every action status', async () => {
    const net = await newNetwork('Standaard 2', true);
    type Status = { name: string; allActionStatusRoles: { data: { role_id: number; is_open: boolean; is_selectable: boolean; show_on_map: boolean; is_attached: boolean }[] } };
    const statuses = await net.list<Status>('/v1/action_status?include=allActionStatusRoles');
    for (const s of statuses) {
      expect(s.allActionStatusRoles.data.map((r) => r.role_id).sort()).toEqual([w.adminRoleA.id, w.viewerRoleA.id].sort());
    }
    const closed = statuses.find((s) => s.name === 'Afgehandeld');
    expect(closed?.allActionStatusRoles.data.every((r) => !r.is_open && r.is_selectable && !r.show_on_map)).toBe(true);
    const fresh = statuses.find((s) => s.name === 'Nieuw');
    expect(fresh?.allActionStatusRoles.data.every((r) => r.is_open && r.show_on_map)).toBe(true);
    // An object's actions are all shown with it, closed ones too.
    expect(closed?.allActionStatusRoles.data.every((r) => r.is_attached)).toBe(true);
    expect(fresh?.allActionStatusRoles.data.every((r) => r.is_attached)).toBe(true);
    const viewerFlags = dataOf<unknown[]>(await t.call({ url: `/v1/role/${w.viewerRoleA.id}/action_status`, ...net.as }));
    expect(viewerFlags).toHaveLength(3);
  });

  it('makes map object types with their category, attributes, statuses and an action type', async () => {
    const net = await newNetwork('Standaard 3', true);
    type Type = { id: number; name: string; geo_type: string; map_object_category_name: string | null; label_attribute_name: string | null };
    const types = await net.list<Type>('/v1/type');
    expect(types.map((x) => [x.name, x.geo_type])).toEqual([['Knooppuntpaal', 'point'], ['Routedeel', 'linestring']]);
    expect(types[0]).toMatchObject({ map_object_category_name: 'Bewegwijzering', label_attribute_name: 'Nummer' });
    type Attr = { name: string; type: string; required: boolean; order: number; lookup_values: Named[] };
    const attributes = await net.list<Attr>(`/v1/type/${types[0].id}/attribute`);
    expect(attributes.map((a) => [a.name, a.type, a.required, a.order])).toEqual([['Nummer', 'string', true, 0], ['Conditie', 'lookup', false, 1], ['Opmerking', 'textarea', false, 2]]);
    expect(attributes[1].lookup_values.map((v) => v.name)).toEqual(['Goed', 'Matig', 'Slecht']);
    expect(await net.list(`/v1/type/${types[0].id}/status`)).toHaveLength(3);
    expect(await net.list(`/v1/type/${types[0].id}/action_status`)).toHaveLength(3);
    const actions = await net.list<{ name: string; dynamic_action_type_category_name: string }>(`/v1/type/${types[1].id}/dynamic_action_type`);
    expect(actions).toEqual([expect.objectContaining({ name: 'Reparatie', dynamic_action_type_category_name: 'Onderhoud' })]);
  });

  it('keeps the standard objects in the new network: the other networks do not see them', async () => {
    const net = await newNetwork('Standaard 4', true);
    const types = await net.list('/v1/type');
    expect((await t.call({ url: `/v1/type/${types[0].id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect(dataOf<unknown[]>(await t.call({ url: '/v1/action_status', ...w.asAdminA }))).toEqual([]);
  });
});

describe('POST /v2/network without standard objects', () => {
  it('with add_standard_objects: false, or left out, makes no configuration at all', async () => {
    for (const flag of [false, undefined]) {
      const net = await newNetwork(`Leeg ${String(flag)}`, flag);
      for (const url of CONFIG_LISTS) expect(await net.list(url), url).toEqual([]);
    }
  });
});

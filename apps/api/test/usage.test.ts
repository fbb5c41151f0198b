/**
 * GET …/{id}/usage: what uses a row and what deleting it does to them, asked by the delete
 * dialogs before they offer to delete. Each answer is checked against what the
 * delete then really does.
 */
import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { made, makeRole, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
interface Usage { deletable: boolean; uses: { kind: string; effect: string; count: number; names: string[] }[] }
const usageOf = async (path: string, as = w.asAdminA) => {
  const res = await t.call({ url: `${path}/usage`, ...as });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<Usage>(res);
};
const newType = (name: string, body: Record<string, unknown> = {}) => made(t, w.asAdminA, '/v1/type', { name, geo_type: 'point', ...body });
const link = (path: string, relation: unknown[]) => t.call({ method: 'POST', url: path, ...w.asAdminA, body: { relation } });

describe('GET …/{id}/usage', () => {
  it('a category names the types that lose it, first five alphabetically, and the delete unlinks exactly those', async () => {
    const category = await made(t, w.asAdminA, '/v1/category', { name: 'Meubilair' });
    for (const name of ['Zitbank', 'afvalbak', 'Bord', 'Paal', 'Hek', 'Fietsrek']) await newType(name, { map_object_category_id: category.id });
    expect(await usageOf(`/v1/category/${category.id}`)).toEqual({
      deletable: true,
      uses: [{ kind: 'type', effect: 'unlinks', count: 6, names: ['afvalbak', 'Bord', 'Fietsrek', 'Hek', 'Paal'] }],
    });
    expect((await t.call({ method: 'DELETE', url: `/v1/category/${category.id}`, ...w.asAdminA })).statusCode).toBe(200);
    const types = dataOf<{ name: string; map_object_category_id: number | null }[]>(await t.call({ url: '/v1/type?perPage=9999', ...w.asAdminA }));
    expect(types.filter((x) => x.name === 'Zitbank')).toEqual([expect.objectContaining({ map_object_category_id: null })]);
  });

  it('an unused row is deletable with no uses', async () => {
    const priority = await made(t, w.asAdminA, '/v1/action_priority', { name: 'Hoog' });
    expect(await usageOf(`/v1/action_priority/${priority.id}`)).toEqual({ deletable: true, uses: [] });
    const category = await made(t, w.asAdminA, '/v1/category', { name: 'Leeg' });
    expect(await usageOf(`/v1/category/${category.id}`)).toEqual({ deletable: true, uses: [] });
  });

  it('an attribute lists its types, the types it labels, action types, selection types and the lookup values that go with it', async () => {
    const attribute = await made(t, w.asAdminA, '/v1/attribute', { name: 'Conditie', type: 'lookup' });
    await made(t, w.asAdminA, `/v1/attribute/${attribute.id}/lookup`, { name: 'Goed' });
    await made(t, w.asAdminA, `/v1/attribute/${attribute.id}/lookup`, { name: 'Slecht' });
    const type = await newType('Lichtmast');
    await link(`/v1/type/${type.id}/attribute`, [attribute.id]);
    expect((await t.call({ method: 'PATCH', url: `/v1/type/${type.id}`, ...w.asAdminA, body: { label_attribute_id: attribute.id } })).statusCode).toBe(200);
    const actionType = await made(t, w.asAdminA, '/v1/dynamic_action_type', { name: 'Inspectie' });
    await link(`/v1/dynamic_action_type/${actionType.id}/attribute`, [attribute.id]);
    const selection = await made(t, w.asAdminA, '/v1/selection_type', { name: 'Slechte masten' });
    await link(`/v1/selection_type/${selection.id}/attribute`, [attribute.id]);
    expect(await usageOf(`/v1/attribute/${attribute.id}`)).toEqual({
      deletable: true,
      uses: [
        { kind: 'type', effect: 'unlinks', count: 1, names: ['Lichtmast'] },
        { kind: 'type_label', effect: 'clears', count: 1, names: ['Lichtmast'] },
        { kind: 'action_type', effect: 'unlinks', count: 1, names: ['Inspectie'] },
        { kind: 'selection_type', effect: 'unlinks', count: 1, names: ['Slechte masten'] },
        { kind: 'lookup_value', effect: 'deletes', count: 2, names: ['Goed', 'Slecht'] },
      ],
    });
  });

  it('a lookup value names the types whose default it is, and the delete clears those defaults', async () => {
    const attribute = await made(t, w.asAdminA, '/v1/attribute', { name: 'Kleur', type: 'lookup' });
    const red = await made(t, w.asAdminA, `/v1/attribute/${attribute.id}/lookup`, { name: 'Rood' });
    const blue = await made(t, w.asAdminA, `/v1/attribute/${attribute.id}/lookup`, { name: 'Blauw' });
    const type = await newType('Paaltje');
    await link(`/v1/type/${type.id}/attribute`, [attribute.id]);
    const set = await t.call({ method: 'POST', url: `/v1/type/${type.id}/attribute/${attribute.id}/default`, ...w.asAdminA, body: { value: red.id } });
    expect(set.statusCode, set.body).toBe(200);
    expect(await usageOf(`/v1/attribute/${attribute.id}/lookup/${red.id}`)).toEqual({
      deletable: true, uses: [{ kind: 'type_default', effect: 'clears', count: 1, names: ['Paaltje'] }],
    });
    expect(await usageOf(`/v1/attribute/${attribute.id}/lookup/${blue.id}`)).toEqual({ deletable: true, uses: [] });
    // A lookup value of another attribute is not found under this one.
    const other = await made(t, w.asAdminA, '/v1/attribute', { name: 'Vorm', type: 'lookup' });
    expect((await t.call({ url: `/v1/attribute/${other.id}/lookup/${red.id}/usage`, ...w.asAdminA })).statusCode).toBe(404);
  });

  it('a role held by users blocks its delete and names each user once; without users it only unlinks its flags', async () => {
    const role = await makeRole(t.db, w.tenantA.id, [], 'opzichter');
    for (const network of [w.a1, w.a2]) {
      const res = await t.call({ method: 'POST', url: `/v1/network/${network.id}/user`, token: w.tokens.super, tenant: w.tenantA.id, network: network.id, body: { relation: [{ id: w.memberA.id, role_id: role.id }] } });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const status = await made(t, w.asAdminA, '/v1/action_status', { name: 'Open', color: '#ff0000' });
    const flags = await t.call({ method: 'POST', url: `/v1/role/${role.id}/action_status`, ...w.asAdminA, body: { role_id: role.id, relation: [{ id: status.id, is_open: true }] } });
    expect(flags.statusCode, flags.body).toBe(200);
    expect(await usageOf(`/v1/role/${role.id}`)).toEqual({
      deletable: false,
      uses: [
        { kind: 'user', effect: 'blocks', count: 1, names: ['Member A'] },
        { kind: 'action_status', effect: 'unlinks', count: 1, names: ['Open'] },
      ],
    });
    // What the answer says, the delete does: refused while the user holds it.
    expect((await t.call({ method: 'DELETE', url: `/v1/role/${role.id}`, ...w.asAdminA })).statusCode).toBe(400);
    const free = await makeRole(t.db, w.tenantA.id, [], 'vrij');
    expect(await usageOf(`/v1/role/${free.id}`)).toEqual({ deletable: true, uses: [] });
    expect(await usageOf(`/v1/action_status/${status.id}`)).toMatchObject({ uses: [{ kind: 'role', effect: 'unlinks', count: 1, names: ['opzichter'] }] });
  });

  it('a team names its members, who only leave it', async () => {
    const team = dataOf<{ id: number }>(await t.call({ method: 'POST', url: '/v2/team', ...w.asAdminA, body: { name: 'Buitendienst' } }));
    await t.call({ method: 'POST', url: `/v1/team/${team.id}/user`, ...w.asAdminA, body: { relation: [w.adminA.id, w.memberA.id] } });
    expect(await usageOf(`/v2/team/${team.id}`)).toEqual({ deletable: true, uses: [{ kind: 'user', effect: 'unlinks', count: 2, names: ['Admin A', 'Member A'] }] });
  });

  it('a type names the types that have it as constraint and the action types linked to it', async () => {
    const pole = await newType('Mast');
    const sign = await newType('Bordje');
    await link(`/v1/type/${sign.id}/constraint`, [pole.id]);
    const actionType = await made(t, w.asAdminA, '/v1/dynamic_action_type', { name: 'Vervangen' });
    await link(`/v1/dynamic_action_type/${actionType.id}/map_object_type`, [pole.id]);
    expect(await usageOf(`/v1/type/${pole.id}`)).toEqual({
      deletable: true,
      uses: [{ kind: 'type', effect: 'unlinks', count: 1, names: ['Bordje'] }, { kind: 'action_type', effect: 'unlinks', count: 1, names: ['Vervangen'] }],
    });
  });

  it('a selection type names the types linked to it and its selections, which its delete takes with it', async () => {
    const route = await made(t, w.asAdminA, '/v1/selection_type', { name: 'Wandelroute', is_ordered: true });
    const type = await newType('Wandelknooppunt');
    await link(`/v1/type/${type.id}/map_object_selection`, [route.id]);
    const walk = await made(t, w.asAdminA, '/v1/selection', { selection_type_id: route.id, name: 'Heidewandeling' });
    const gone = await made(t, w.asAdminA, '/v1/selection', { selection_type_id: route.id, name: 'Oude wandeling' });
    await t.call({ method: 'DELETE', url: `/v1/selection/${gone.id}`, ...w.asAdminA });
    expect(await usageOf(`/v1/selection_type/${route.id}`)).toEqual({
      deletable: true,
      uses: [
        { kind: 'type', effect: 'unlinks', count: 1, names: ['Wandelknooppunt'] },
        { kind: 'selection', effect: 'deletes', count: 2, names: ['Heidewandeling', 'Oude wandeling'] },
      ],
    });
    expect((await t.call({ method: 'DELETE', url: `/v1/selection_type/${route.id}`, ...w.asAdminA })).statusCode).toBe(200);
    for (const id of [walk.id, gone.id]) {
      expect((await t.call({ url: `/v1/selection/${id}`, ...w.asAdminA })).statusCode).toBe(404);
      expect((await t.call({ url: `/v1/selection/${id}/deleted`, ...w.asAdminA })).statusCode).toBe(404);
    }
  });

  it('is 404 for a row of another network or organisation, like the row itself', async () => {
    const category = await made(t, w.asAdminA, '/v1/category', { name: 'Eigen' });
    const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
    expect((await t.call({ url: `/v1/category/${category.id}/usage`, ...asB })).statusCode).toBe(404);
    const role = await makeRole(t.db, w.tenantA.id, [], 'geheim');
    expect((await t.call({ url: `/v1/role/${role.id}/usage`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ url: '/v1/category/999999/usage', ...w.asAdminA })).statusCode).toBe(404);
    // A member without module-admin may not ask.
    expect((await t.call({ url: `/v1/category/${category.id}/usage`, token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id })).statusCode).toBe(403);
  });
});

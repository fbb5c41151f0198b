import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { adminAOnA2, made, makeRole, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asA2 = await adminAOnA2(t, w);
const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type Flags = { is_open: boolean; is_selectable: boolean; show_on_map: boolean; is_attached: boolean };
type RoleFlags = Flags & { action_status_id: number; role_id: number; role_name: string };
type ActionStatus = { id: number; network_id: number; name: string; weight: number; is_final: boolean; color: string; allActionStatusRoles?: { data: RoleFlags[] } };
const newStatus = (body: Record<string, unknown>, as = w.asAdminA) => made<ActionStatus>(t, as, '/v1/action_status', body);
const saveFlags = (roleId: number, relation: unknown[], opts: { method?: 'POST' | 'PUT'; as?: typeof w.asAdminA; roleIdInBody?: number } = {}) =>
  t.call({ method: opts.method ?? 'POST', url: `/v1/role/${roleId}/action_status`, ...(opts.as ?? w.asAdminA), body: { role_id: opts.roleIdInBody ?? roleId, relation } });
const NONE: Flags = { is_open: false, is_selectable: false, show_on_map: false, is_attached: false };

describe('POST /v1/action_status', () => {
  it('creates a status with defaults: last in the order, not final, colour "-"', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/action_status', ...w.asAdminA, body: { name: 'Nieuw' } });
    expect(res.statusCode).toBe(201);
    const first = dataOf<ActionStatus>(res);
    expect(first).toMatchObject({ name: 'Nieuw', is_final: false, color: '-', network_id: w.a1.id });
    expect((await newStatus({ name: 'Daarna' })).weight).toBe(first.weight + 1);
    expect(dataOf<ActionStatus>(res).allActionStatusRoles).toBeUndefined();
    expect(await newStatus({ name: 'Klaar', weight: 3, is_final: true, color: '#52c41a' })).toMatchObject({ weight: 3, is_final: true, color: '#52c41a' });
  });

  it('names a colour that is no #rrggbb or "-", a weight that is no number and a blank name', async () => {
    for (const color of ['groen', '#12345', '#1234567', '#gggggg']) {
      const res = await t.call({ method: 'POST', url: '/v1/action_status', ...w.asAdminA, body: { name: 'x', color } });
      expect(res.statusCode).toBe(400);
      expect(res.data).toEqual({ messages: { color: ['Vul een kleur in als #rrggbb, of -'] } });
    }
    expect((await t.call({ method: 'POST', url: '/v1/action_status', ...w.asAdminA, body: { name: 'x', weight: 'eerst' } })).data).toEqual({ messages: { weight: ['Vul een getal in'] } });
    expect((await t.call({ method: 'POST', url: '/v1/action_status', ...w.asAdminA, body: { name: ' ' } })).data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
    expect((await t.call({ method: 'POST', url: '/v1/action_status', ...w.asAdminA, body: { name: 'x', is_final: 'nee' } })).statusCode).toBe(400);
  });
});

describe('GET /v1/action_status', () => {
  it('lists by weight, the order the console drags', async () => {
    await newStatus({ name: 'Afgehandeld', weight: 3 }, asA2);
    await newStatus({ name: 'Nieuw', weight: 1 }, asA2);
    await newStatus({ name: 'Bezig', weight: 2 }, asA2);
    const res = await t.call({ url: '/v1/action_status?perPage=9999', ...asA2 });
    expect(dataOf<ActionStatus[]>(res).map((s) => s.name)).toEqual(['Nieuw', 'Bezig', 'Afgehandeld']);
    expect(res.data).toMatchObject({ meta: { pagination: { total: 3 } } });
  });
});

describe('PUT, PATCH, DELETE /v1/action_status/{id}', () => {
  it('changes a status with PUT and PATCH', async () => {
    const s = await newStatus({ name: 'Oud' });
    const put = await t.call({ method: 'PUT', url: `/v1/action_status/${s.id}`, ...w.asAdminA, body: { name: 'Gesloten', is_final: true, color: '#000000', weight: 8 } });
    expect(dataOf<ActionStatus>(put)).toMatchObject({ name: 'Gesloten', is_final: true, color: '#000000', weight: 8 });
    const patch = await t.call({ method: 'PATCH', url: `/v1/action_status/${s.id}`, ...w.asAdminA, body: { color: '-' } });
    expect(dataOf<ActionStatus>(patch)).toMatchObject({ name: 'Gesloten', is_final: true, color: '-', weight: 8 });
  });

  it('deletes a status with role flags that a map object type links to; flags and link go', async () => {
    const s = await newStatus({ name: 'Weg' });
    const type = await made(t, w.asAdminA, '/v1/type', { name: 'Paal', geo_type: 'point' });
    await t.call({ method: 'POST', url: `/v1/type/${type.id}/action_status`, ...w.asAdminA, body: { relation: [s.id] } });
    await saveFlags(w.viewerRoleA.id, [{ id: s.id, is_open: true }]);
    const res = await t.call({ method: 'DELETE', url: `/v1/action_status/${s.id}`, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    expect((await t.call({ url: `/v1/action_status/${s.id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect(dataOf<unknown[]>(await t.call({ url: `/v1/type/${type.id}/action_status`, ...w.asAdminA }))).toEqual([]);
    expect(dataOf<RoleFlags[]>(await t.call({ url: `/v1/role/${w.viewerRoleA.id}/action_status`, ...w.asAdminA })).map((f) => f.action_status_id)).not.toContain(s.id);
  });
});

describe('role flags (/v1/role/{id}/action_status)', () => {
  it('the first save makes the flags: those not sent start false', async () => {
    const role = await makeRole(t.db, w.tenantA.id, [], 'eerste-keer');
    const s = await newStatus({ name: 'Open' });
    const res = await saveFlags(role.id, [{ id: s.id, is_open: true, show_on_map: true }]);
    expect(res.statusCode).toBe(200);
    expect(dataOf<RoleFlags[]>(res)).toEqual([{ action_status_id: s.id, role_id: role.id, role_name: 'eerste-keer', ...NONE, is_open: true, show_on_map: true }]);
  });

  it('a later save changes only the flags it sends, with POST and PUT alike', async () => {
    const role = await makeRole(t.db, w.tenantA.id, [], 'later');
    const s = await newStatus({ name: 'Bezig' });
    await saveFlags(role.id, [{ id: s.id, is_open: true, is_selectable: true, show_on_map: true, is_attached: true }]);
    const put = await saveFlags(role.id, [{ id: s.id, is_selectable: false }], { method: 'PUT' });
    expect(dataOf<RoleFlags[]>(put)[0]).toMatchObject({ is_open: true, is_selectable: false, show_on_map: true, is_attached: true });
    const post = await saveFlags(role.id, [{ id: s.id, is_attached: false }]);
    expect(dataOf<RoleFlags[]>(post)[0]).toMatchObject({ is_open: true, is_selectable: false, show_on_map: true, is_attached: false });
    const nothing = await saveFlags(role.id, [{ id: s.id }]);
    expect(dataOf<RoleFlags[]>(nothing)[0]).toMatchObject({ is_open: true, show_on_map: true });
    const listed = await t.call({ url: `/v1/role/${role.id}/action_status`, ...w.asAdminA });
    expect(dataOf<RoleFlags[]>(listed)).toEqual(dataOf<RoleFlags[]>(nothing));
  });

  it('two saves at once leave one row of flags and no error', async () => {
    const role = await makeRole(t.db, w.tenantA.id, [], 'tegelijk');
    const s = await newStatus({ name: 'Gelijk' });
    const results = await Promise.all([saveFlags(role.id, [{ id: s.id, is_open: true }]), saveFlags(role.id, [{ id: s.id, is_open: true }], { method: 'PUT' })]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(dataOf<RoleFlags[]>(await t.call({ url: `/v1/role/${role.id}/action_status`, ...w.asAdminA }))).toHaveLength(1);
  });

  it('include=allActionStatusRoles shows every role’s flags with the role name', async () => {
    const s = await newStatus({ name: 'Met rollen' });
    await saveFlags(w.adminRoleA.id, [{ id: s.id, is_open: true }]);
    await saveFlags(w.viewerRoleA.id, [{ id: s.id, show_on_map: true }]);
    const shown = dataOf<ActionStatus>(await t.call({ url: `/v1/action_status/${s.id}?include=allActionStatusRoles`, ...w.asAdminA }));
    expect(shown.allActionStatusRoles?.data).toEqual([
      { action_status_id: s.id, role_id: w.adminRoleA.id, role_name: 'admin', ...NONE, is_open: true },
      { action_status_id: s.id, role_id: w.viewerRoleA.id, role_name: 'viewer', ...NONE, show_on_map: true },
    ]);
    const list = dataOf<ActionStatus[]>(await t.call({ url: '/v1/action_status?perPage=9999&include=allActionStatusRoles', ...w.asAdminA }));
    expect(list.find((x) => x.id === s.id)?.allActionStatusRoles?.data).toHaveLength(2);
    expect(list.every((x) => Array.isArray(x.allActionStatusRoles?.data))).toBe(true);
    expect((await t.call({ url: `/v1/action_status/${s.id}?include=roles`, ...w.asAdminA })).statusCode).toBe(400);
  });

  it('answers 404 for a role of another organisation', async () => {
    const s = await newStatus({ name: 'Voor B niet' });
    expect((await saveFlags(w.adminRoleB.id, [{ id: s.id, is_open: true }])).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/role/${w.adminRoleB.id}/action_status`, ...w.asAdminA })).statusCode).toBe(404);
    expect((await saveFlags(w.adminRoleA.id, [{ id: s.id, is_open: true }], { as: asB })).statusCode).toBe(404);
  });

  it('names a status of another network, an unknown one, and a role_id that differs from the path', async () => {
    const elsewhere = await newStatus({ name: 'In a2' }, asA2);
    const other = await saveFlags(w.viewerRoleA.id, [{ id: elsewhere.id, is_open: true }]);
    expect(other.statusCode).toBe(400);
    expect(other.data).toEqual({ messages: { relation: [`Onbekend id: ${elsewhere.id}`] } });
    expect((await saveFlags(w.viewerRoleA.id, [{ id: 999999 }])).data).toEqual({ messages: { relation: ['Onbekend id: 999999'] } });
    const own = await newStatus({ name: 'Eigen' });
    const mismatch = await saveFlags(w.viewerRoleA.id, [{ id: own.id }], { roleIdInBody: w.adminRoleA.id });
    expect(mismatch.data).toEqual({ messages: { role_id: ['Onbekend id'] } });
    expect((await saveFlags(w.viewerRoleA.id, [{ id: own.id, is_open: 'ja' }])).statusCode).toBe(400);
  });

  it('lists a role’s flags for the selected network only', async () => {
    const role = await makeRole(t.db, w.tenantA.id, [], 'twee-netwerken');
    const inA1 = await newStatus({ name: 'a1-status' });
    const inA2 = await newStatus({ name: 'a2-status' }, asA2);
    await saveFlags(role.id, [{ id: inA1.id, is_open: true }]);
    await saveFlags(role.id, [{ id: inA2.id, is_open: true }], { as: asA2 });
    const ids = async (as: typeof w.asAdminA) => dataOf<RoleFlags[]>(await t.call({ url: `/v1/role/${role.id}/action_status`, ...as })).map((f) => f.action_status_id);
    expect(await ids(w.asAdminA)).toEqual([inA1.id]);
    expect(await ids(asA2)).toEqual([inA2.id]);
  });
});

describe('scope', () => {
  it('answers 404 for a status of another network of the tenant', async () => {
    const s = await newStatus({ name: 'Van a1' });
    expect((await t.call({ url: `/v1/action_status/${s.id}`, ...asA2 })).statusCode).toBe(404);
    expect((await t.call({ method: 'PATCH', url: `/v1/action_status/${s.id}`, ...asA2, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/action_status/${s.id}`, ...asA2 })).statusCode).toBe(404);
    expect(dataOf<ActionStatus[]>(await t.call({ url: '/v1/action_status?perPage=9999', ...asA2 })).map((x) => x.id)).not.toContain(s.id);
  });
});

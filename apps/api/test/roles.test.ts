import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { makeUser, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type RoleData = { id: number; name: string; display_name: string | null; description: string | null; permissions?: { data: { name: string }[] } };

async function newRole(name: string) {
  const res = await t.call({ method: 'POST', url: '/v1/role', ...w.asAdminA, body: { name, display_name: `Rol ${name}`, description: 'Regel 1\nRegel 2' } });
  expect(res.statusCode).toBe(201);
  return dataOf<RoleData>(res);
}

describe('roles', () => {
  it('creates, shows, lists and updates a role; the name stays fixed', async () => {
    const role = await newRole('planner');
    expect(role).toMatchObject({ name: 'planner', display_name: 'Rol planner', description: 'Regel 1\nRegel 2' });
    expect((await t.call({ url: `/v1/role/${role.id}`, ...w.asAdminA })).data).toMatchObject({ data: { id: role.id } });
    expect(dataOf<RoleData[]>(await t.call({ url: '/v1/role?perPage=9999', ...w.asAdminA })).map((r) => r.name)).toContain('planner');
    const updated = await t.call({ method: 'PUT', url: `/v1/role/${role.id}`, ...w.asAdminA, body: { name: 'planner', display_name: 'Planner', description: 'Plant' } });
    expect(updated.data).toMatchObject({ data: { name: 'planner', display_name: 'Planner', description: 'Plant' } });
    const renamed = await t.call({ method: 'PUT', url: `/v1/role/${role.id}`, ...w.asAdminA, body: { name: 'other' } });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.data).toEqual({ messages: { name: ['De naam van een rol kan niet worden gewijzigd'] } });
  });

  it('refuses a duplicate name in the tenant and a name that is not a machine name', async () => {
    await newRole('unique-one');
    const twice = await t.call({ method: 'POST', url: '/v1/role', ...w.asAdminA, body: { name: 'unique-one' } });
    expect(twice.data).toEqual({ messages: { name: ['Deze naam is al in gebruik'] } });
    const spaced = await t.call({ method: 'POST', url: '/v1/role', ...w.asAdminA, body: { name: 'met spatie' } });
    expect(spaced.data).toEqual({ messages: { name: ['Gebruik alleen letters, cijfers, - en _'] } });
  });

  it('lets another organisation use the same name, and never shows it across', async () => {
    const b = await t.call({ method: 'POST', url: '/v1/role', token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id, body: { name: 'viewer' } });
    expect(b.statusCode).toBe(201);
    const id = dataOf<RoleData>(b).id;
    expect((await t.call({ url: `/v1/role/${id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/role/${id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `/v1/role/${id}/permissions`, ...w.asAdminA, body: { relation: [1] } })).statusCode).toBe(404);
  });

  it('adds and removes permissions at once, never twice, and shows them', async () => {
    const role = await newRole('perm-test');
    const perms = dataOf<{ id: number; name: string }[]>(await t.call({ url: '/v1/permission?perPage=9999', ...w.asAdminA }));
    const map = perms.find((p) => p.name === 'module-map');
    expect(map).toBeDefined();
    const id = map?.id ?? 0;
    const add = () => t.call({ method: 'POST', url: `/v1/role/${role.id}/permissions`, ...w.asAdminA, body: { relation: [id] } });
    const results = await Promise.all([add(), add(), add()]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const listed = dataOf<{ name: string }[]>(await t.call({ url: `/v1/role/${role.id}/permissions`, ...w.asAdminA }));
    expect(listed.map((p) => p.name)).toEqual(['module-map']);
    const shown = await t.call({ url: `/v1/role/${role.id}?include=permissions`, ...w.asAdminA });
    expect(dataOf<RoleData>(shown).permissions?.data.map((p) => p.name)).toEqual(['module-map']);
    const removed = await t.call({ method: 'DELETE', url: `/v1/role/${role.id}/permissions`, ...w.asAdminA, body: { relation: [{ id }] } });
    expect(dataOf<unknown[]>(removed)).toEqual([]);
  });

  it('refuses an unknown permission id with a 400 on relation', async () => {
    const role = await newRole('unknown-perm');
    const res = await t.call({ method: 'POST', url: `/v1/role/${role.id}/permissions`, ...w.asAdminA, body: { relation: [999999] } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { relation: ['Onbekend id: 999999'] } });
    const empty = await t.call({ method: 'POST', url: `/v1/role/${role.id}/permissions`, ...w.asAdminA, body: { relation: [] } });
    expect(empty.statusCode).toBe(400);
  });

  it('takes module-admin away at once: the holder gets 403', async () => {
    const role = await newRole('temp-admin');
    const perms = dataOf<{ id: number; name: string }[]>(await t.call({ url: '/v1/permission', ...w.asAdminA, }));
    const adminPerm = perms.find((p) => p.name === 'module-admin')?.id ?? 0;
    await t.call({ method: 'POST', url: `/v1/role/${role.id}/permissions`, ...w.asAdminA, body: { relation: [adminPerm] } });
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    await t.call({ method: 'POST', url: `/v1/network/${w.a2.id}/user`, ...w.asAdminA, body: { relation: [{ id: user.id, role_id: role.id }] } });
    const token = await t.signIn(user.email, 'password-123');
    expect((await t.call({ url: '/v1/role', token, tenant: w.tenantA.id, network: w.a2.id })).statusCode).toBe(200);
    await t.call({ method: 'DELETE', url: `/v1/role/${role.id}/permissions`, ...w.asAdminA, body: { relation: [adminPerm] } });
    expect((await t.call({ url: '/v1/role', token, tenant: w.tenantA.id, network: w.a2.id })).statusCode).toBe(403);
  });

  it('deletes a role without users, and refuses one with users with the spec’s message', async () => {
    const free = await newRole('free');
    expect((await t.call({ method: 'DELETE', url: `/v1/role/${free.id}`, ...w.asAdminA })).statusCode).toBe(200);
    expect((await t.call({ url: `/v1/role/${free.id}`, ...w.asAdminA })).statusCode).toBe(404);
    const held = await t.call({ method: 'DELETE', url: `/v1/role/${w.viewerRoleA.id}`, ...w.asAdminA });
    expect(held.statusCode).toBe(400);
    expect(held.data).toEqual({ messages: { role: ['Rol kan niet worden verwijderd omdat er nog 1 of meerdere gebruikers zijn met deze rol'] } });
    const users = await t.call({ url: `/v1/role/${w.viewerRoleA.id}/users`, ...w.asAdminA });
    expect(dataOf<{ id: number }[]>(users).map((u) => u.id)).toEqual([w.memberA.id]);
  });
});

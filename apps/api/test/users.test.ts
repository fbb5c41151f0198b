import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { build } from './helpers/app';
import { makeTenant, makeUser, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
type UserData = { id: number; email: string; super_admin: boolean; needs_license: boolean };
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;

describe('GET /v1/user', () => {
  it('lists the users of the selected tenant only', async () => {
    const res = await t.call({ url: '/v1/user?perPage=9999', ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    const emails = dataOf<UserData[]>(res).map((u) => u.email);
    expect(emails).toContain(w.adminA.email);
    expect(emails).not.toContain(w.adminB.email);
  });
});

describe('GET /v1/user/{id}', () => {
  it('answers a user of the tenant with userAttribute, and 404 for a user of another organisation', async () => {
    const res = await t.call({ url: `/v1/user/${w.memberA.id}?include=userAttribute`, ...w.asAdminA });
    expect(res.data).toMatchObject({ data: { id: w.memberA.id, userAttribute: { data: { function: null } } } });
    const other = await t.call({ url: `/v1/user/${w.adminB.id}`, ...w.asAdminA });
    expect(other.statusCode).toBe(404);
  });
});

describe('POST /v2/user', () => {
  it('creates a user in the tenant with a lowercased e-mail and a role per selected network', async () => {
    const res = await t.call({ method: 'POST', url: '/v2/user', ...w.asAdminA, body: { name: 'Nieuwe Gebruiker', email: 'Nieuw.Gebruiker@Example.com', selected_networks: [w.a1.id, w.a2.id], selected_roles: [w.viewerRoleA.id, w.adminRoleA.id] } });
    expect(res.statusCode).toBe(201);
    const user = dataOf<UserData>(res);
    expect(user).toMatchObject({ email: 'nieuw.gebruiker@example.com', needs_license: true, super_admin: false });
    const networks = await t.call({ url: `/v1/user/${user.id}/network?include=role.permission`, ...w.asAdminA });
    expect(dataOf<{ id: number; role_id: number }[]>(networks).map((n) => [n.id, n.role_id])).toEqual([[w.a1.id, w.viewerRoleA.id], [w.a2.id, w.adminRoleA.id]]);
  });

  it('ignores super_admin and needs_license from a non-super-admin, whatever they send', async () => {
    const res = await t.call({ method: 'POST', url: '/v2/user', ...w.asAdminA, body: { name: 'Sneaky', email: 'sneaky@example.com', super_admin: true, needs_license: false } });
    expect(dataOf<UserData>(res)).toMatchObject({ super_admin: false, needs_license: true });
  });

  it('lets a super admin set super_admin and needs_license', async () => {
    const res = await t.call({ method: 'POST', url: '/v2/user', token: w.tokens.super, tenant: w.tenantA.id, network: w.a1.id, body: { name: 'Helper', email: 'helper@example.com', super_admin: true, needs_license: false } });
    expect(dataOf<UserData>(res)).toMatchObject({ super_admin: true, needs_license: false });
  });

  it('refuses an e-mail address that exists, in any case', async () => {
    const res = await t.call({ method: 'POST', url: '/v2/user', ...w.asAdminA, body: { name: 'Dubbel', email: w.adminB.email.toUpperCase() } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { email: ['Dit e-mailadres is al in gebruik'] } });
  });

  it('names missing and malformed fields', async () => {
    const res = await t.call({ method: 'POST', url: '/v2/user', ...w.asAdminA, body: { email: 'not-an-email', selected_networks: ['x'] } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys((res.data as { messages: object }).messages).sort()).toEqual(['email', 'name', 'selected_networks.0']);
  });

  it('refuses a network or role of another organisation, and creates nothing', async () => {
    const res = await t.call({ method: 'POST', url: '/v2/user', ...w.asAdminA, body: { name: 'X', email: 'cross@example.com', selected_networks: [w.b1.id], selected_roles: [w.adminRoleB.id] } });
    expect(res.statusCode).toBe(400);
    expect(await rows(t.db, sql`select 1 from users where email = 'cross@example.com'`)).toHaveLength(0);
  });

  it('refuses selected_networks and selected_roles of different lengths', async () => {
    const res = await t.call({ method: 'POST', url: '/v2/user', ...w.asAdminA, body: { name: 'X', email: 'len@example.com', selected_networks: [w.a1.id], selected_roles: [] } });
    expect(res.data).toMatchObject({ messages: { selected_roles: [expect.any(String)] } });
  });
});

describe('the licence limit', () => {
  it('counts users with needs_license and refuses a non-super-admin at the limit with the spec’s message', async () => {
    const tenant = await makeTenant(t.db, { paidLicenses: 2 });
    const scope = { token: w.tokens.super, tenant: tenant.id };
    const net = await t.call({ method: 'POST', url: '/v2/network', token: w.tokens.super, tenant: w.tenantA.id, network: w.a1.id, body: { name: 'L', tenant: tenant.id } });
    const networkId = dataOf<{ id: number }>(net).id;
    const admin = await makeUser(t.db, { tenantId: tenant.id });
    const role = await t.call({ method: 'POST', url: '/v1/role', ...scope, network: networkId, body: { name: 'admin' } });
    const roleId = dataOf<{ id: number }>(role).id;
    await t.call({ method: 'POST', url: `/v1/role/${roleId}/permissions`, ...scope, network: networkId, body: { relation: [1] } });
    await t.call({ method: 'POST', url: `/v1/network/${networkId}/user`, ...scope, network: networkId, body: { relation: [{ id: admin.id, role_id: roleId }] } });
    const adminToken = await t.signIn(admin.email, 'password-123');
    const as = { token: adminToken, tenant: tenant.id, network: networkId };

    expect((await t.call({ url: '/v1/tenant/license', ...as })).data).toEqual({ data: { tenant_id: tenant.id, paid_licenses: 2, licensed_users: 1 } });
    expect((await t.call({ method: 'POST', url: '/v2/user', ...as, body: { name: 'Twee', email: 'twee@example.com' } })).statusCode).toBe(201);
    const refused = await t.call({ method: 'POST', url: '/v2/user', ...as, body: { name: 'Drie', email: 'drie@example.com' }, headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({ detail: 'Maximum user licenses reached' });
    const bySuper = await t.call({ method: 'POST', url: '/v2/user', token: w.tokens.super, tenant: tenant.id, network: networkId, body: { name: 'Drie', email: 'drie@example.com' } });
    expect(bySuper.statusCode).toBe(201);
    expect((await t.call({ url: `/v1/tenant/${tenant.id}/license`, ...as })).data).toMatchObject({ data: { licensed_users: 3 } });
  });

  it('never lets two administrators at once take the last licence', async () => {
    const tenant = await makeTenant(t.db, { paidLicenses: 1 });
    const net = await t.call({ method: 'POST', url: '/v2/network', token: w.tokens.super, tenant: w.tenantA.id, network: w.a1.id, body: { name: 'Race', tenant: tenant.id } });
    const networkId = dataOf<{ id: number }>(net).id;
    const role = await t.call({ method: 'POST', url: '/v1/role', token: w.tokens.super, tenant: tenant.id, network: networkId, body: { name: 'admin' } });
    const roleId = dataOf<{ id: number }>(role).id;
    await t.call({ method: 'POST', url: `/v1/role/${roleId}/permissions`, token: w.tokens.super, tenant: tenant.id, network: networkId, body: { relation: [1] } });
    const admins = await Promise.all([1, 2].map(async () => {
      const u = await makeUser(t.db, { tenantId: tenant.id });
      await t.db.execute(sql`update users set needs_license = false where id = ${u.id}`);
      await t.call({ method: 'POST', url: `/v1/network/${networkId}/user`, token: w.tokens.super, tenant: tenant.id, network: networkId, body: { relation: [{ id: u.id, role_id: roleId }] } });
      return t.signIn(u.email, 'password-123');
    }));
    const results = await Promise.all(admins.map((token, i) => t.call({ method: 'POST', url: '/v2/user', token, tenant: tenant.id, network: networkId, body: { name: `R${i}`, email: `race${i}@example.com` } })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
  });
});

describe('PUT /v1/user/{id}', () => {
  it('updates the user and its userAttribute fields', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    const res = await t.call({ method: 'PUT', url: `/v1/user/${user.id}`, ...w.asAdminA, body: { name: 'Anders', email: 'ANDERS@example.com', function: 'Boswachter', department: 'Natuur', phone: '1', phone_mobile: '2', primary_tenant_id: w.tenantA.id } });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ data: { name: 'Anders', email: 'anders@example.com', userAttribute: { data: { function: 'Boswachter', department: 'Natuur', phone: '1', phone_mobile: '2' } } } });
  });

  it('resets the password: the user signs in with it, and its old tokens stop working', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    const old = await t.signIn(user.email, 'password-123');
    const res = await t.call({ method: 'PUT', url: `/v1/user/${user.id}`, ...w.asAdminA, body: { password: 'brand-new-pw', password_confirmation: 'brand-new-pw' } });
    expect(res.statusCode).toBe(200);
    expect((await t.call({ url: '/v1/me', token: old })).statusCode).toBe(401);
    await t.signIn(user.email, 'brand-new-pw');
  });

  it('names the password rules in Dutch', async () => {
    const short = await t.call({ method: 'PUT', url: `/v1/user/${w.memberA.id}`, ...w.asAdminA, body: { password: 'kort', password_confirmation: 'kort' } });
    expect(short.data).toEqual({ messages: { password: ['Het wachtwoord dient minimaal 8 karakters lang te zijn'] } });
    const mismatch = await t.call({ method: 'PUT', url: `/v1/user/${w.memberA.id}`, ...w.asAdminA, body: { password: 'lang-genoeg', password_confirmation: 'anders-dan' } });
    expect(mismatch.data).toEqual({ messages: { password_confirmation: ['Wachtwoorden komen niet overeen'] } });
  });

  it('ignores super_admin and needs_license from a non-super-admin', async () => {
    const res = await t.call({ method: 'PUT', url: `/v1/user/${w.memberA.id}`, ...w.asAdminA, body: { super_admin: true, needs_license: false } });
    expect(res.data).toMatchObject({ data: { super_admin: false, needs_license: true } });
  });

  it('lets only a super admin change a super admin', async () => {
    const sup = await makeUser(t.db, { tenantId: w.tenantA.id, superAdmin: true });
    const res = await t.call({ method: 'PUT', url: `/v1/user/${sup.id}`, ...w.asAdminA, body: { password: 'take-over-1', password_confirmation: 'take-over-1' } });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for a user of another organisation', async () => {
    expect((await t.call({ method: 'PUT', url: `/v1/user/${w.adminB.id}`, ...w.asAdminA, body: { name: 'x' } })).statusCode).toBe(404);
  });

  it('leaves e-mail and password of a user who also belongs to another organisation to a super admin', async () => {
    const shared = await makeUser(t.db, { tenantId: w.tenantA.id });
    await t.db.execute(sql`insert into tenant_users (tenant_id, user_id) values (${w.tenantB.id}, ${shared.id})`);
    const pw = await t.call({ method: 'PUT', url: `/v1/user/${shared.id}`, ...w.asAdminA, body: { password: 'take-over-2', password_confirmation: 'take-over-2' } });
    expect(pw.statusCode).toBe(403);
    expect((await t.call({ method: 'PUT', url: `/v1/user/${shared.id}`, ...w.asAdminA, body: { email: 'mine@example.com' } })).statusCode).toBe(403);
    expect((await t.call({ method: 'PUT', url: `/v1/user/${shared.id}`, ...w.asAdminA, body: { function: 'Gedeeld' } })).statusCode).toBe(200);
    const bySuper = await t.call({ method: 'PUT', url: `/v1/user/${shared.id}`, token: w.tokens.super, tenant: w.tenantA.id, network: w.a1.id, body: { password: 'by-super-1', password_confirmation: 'by-super-1' } });
    expect(bySuper.statusCode).toBe(200);
  });
});

describe('DELETE /v1/user/{id}', () => {
  it('is for super admins only', async () => {
    const res = await t.call({ method: 'DELETE', url: `/v1/user/${w.memberA.id}`, ...w.asAdminA });
    expect(res.statusCode).toBe(403);
  });

  it('deletes the user with its links and tokens', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    const token = await t.signIn(user.email, 'password-123');
    await t.call({ method: 'POST', url: `/v1/user/${user.id}/network`, ...w.asAdminA, body: { relation: [{ id: w.a1.id, role_id: w.viewerRoleA.id }] } });
    const res = await t.call({ method: 'DELETE', url: `/v1/user/${user.id}`, token: w.tokens.super, tenant: w.tenantA.id, network: w.a1.id });
    expect(res.statusCode).toBe(200);
    expect((await t.call({ url: '/v1/me', token })).statusCode).toBe(401);
    for (const table of ['tenant_users', 'network_users', 'oauth_tokens']) {
      expect(await rows(t.db, sql`select 1 from ${sql.identifier(table)} where user_id = ${user.id}`)).toHaveLength(0);
    }
    expect((await t.call({ method: 'DELETE', url: `/v1/user/${user.id}`, token: w.tokens.super })).statusCode).toBe(404);
  });

  it('refuses deleting yourself', async () => {
    const me = await t.call({ url: '/v1/me', token: w.tokens.super });
    const res = await t.call({ method: 'DELETE', url: `/v1/user/${dataOf<UserData>(me).id}`, token: w.tokens.super });
    expect(res.statusCode).toBe(400);
  });
});

describe('removing a user from the tenant', () => {
  it('removes the membership and its network roles and teams there, and frees a licence', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    await t.call({ method: 'POST', url: `/v1/user/${user.id}/network`, ...w.asAdminA, body: { relation: [{ id: w.a1.id, role_id: w.viewerRoleA.id }] } });
    const before = dataOf<{ licensed_users: number }>(await t.call({ url: '/v1/tenant/license', ...w.asAdminA })).licensed_users;
    const res = await t.call({ method: 'DELETE', url: `/v1/tenant/${w.tenantA.id}/user`, ...w.asAdminA, body: { relation: [user.id] } });
    expect(res.statusCode).toBe(200);
    expect(dataOf<{ licensed_users: number }>(res).licensed_users).toBe(before - 1);
    expect(await rows(t.db, sql`select 1 from network_users where user_id = ${user.id}`)).toHaveLength(0);
    expect((await t.call({ url: `/v1/user/${user.id}`, ...w.asAdminA })).statusCode).toBe(404);
  });

  it('answers 404 for another organisation’s tenant', async () => {
    const res = await t.call({ method: 'DELETE', url: `/v1/tenant/${w.tenantB.id}/user`, ...w.asAdminA, body: { relation: [w.adminB.id] } });
    expect(res.statusCode).toBe(404);
  });
});

describe('a user’s teams', () => {
  it('adds and removes teams at once, never twice', async () => {
    const team = dataOf<{ id: number }>(await t.call({ method: 'POST', url: '/v2/team', ...w.asAdminA, body: { name: 'Ploeg' } }));
    const add = () => t.call({ method: 'POST', url: `/v1/user/${w.memberA.id}/team`, ...w.asAdminA, body: { relation: [{ id: team.id }] } });
    const [first, second] = await Promise.all([add(), add()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(dataOf<{ id: number }[]>(second).filter((x) => x.id === team.id)).toHaveLength(1);
    const removed = await t.call({ method: 'DELETE', url: `/v1/user/${w.memberA.id}/team`, ...w.asAdminA, body: { relation: [team.id] } });
    expect(dataOf<{ id: number }[]>(removed).some((x) => x.id === team.id)).toBe(false);
  });
});

describe('a user’s roles', () => {
  it('gives and takes a role on a network', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    const given = await t.call({ method: 'POST', url: `/v1/user/${user.id}/role`, ...w.asAdminA, body: { relation: [{ id: w.viewerRoleA.id, network_id: w.a2.id }] } });
    expect(dataOf<{ id: number; network_id: number }[]>(given)).toEqual([expect.objectContaining({ id: w.viewerRoleA.id, network_id: w.a2.id })]);
    const taken = await t.call({ method: 'DELETE', url: `/v1/user/${user.id}/role`, ...w.asAdminA, body: { relation: [{ id: w.viewerRoleA.id }] } });
    expect(dataOf<unknown[]>(taken)).toEqual([]);
  });
});

describe('GET /v1/user/{id}/tenant', () => {
  it('lists the user’s tenants the caller may see', async () => {
    const res = await t.call({ url: `/v1/user/${w.memberA.id}/tenant`, ...w.asAdminA });
    expect(dataOf<{ name: string }[]>(res).map((x) => x.name)).toEqual(['Organisatie A']);
  });
});

/**
 * Deactivation and activation: who may (module-admin of a network of the user's
 * organisation; never oneself; a super admin only by one), what it does (no sign-in, every
 * session and reset link ends, no recovery mail, the licence is free) and what activation gives
 * back (the same roles, networks and teams).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { CLIENT, build } from './helpers/app';
import { tenantUsers } from '../src/db/schema';
import { makeUser, makeWorld, setSuperAdmin } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);

const deactivate = (id: number, as = w.asAdminA) => t.call({ method: 'POST', url: `/v1/user/${id}/deactivate`, ...as });
const activate = (id: number, as = w.asAdminA) => t.call({ method: 'POST', url: `/v1/user/${id}/activate`, ...as });
const grant = (username: string, password = 'password-123') =>
  t.call({ method: 'POST', url: '/v1/oauth/access_token', body: { grant_type: 'password', username, password, ...CLIENT } });
const license = async () => ((await t.call({ url: `/v1/tenant/${w.tenantA.id}/license`, token: w.tokens.super })).data as { data: { licensed_users: number } }).data.licensed_users;
type UserData = { active: boolean; deactivated_at: string | null };

/** A user of tenant A with the viewer role on a1 and a place in a team, signed in. */
async function person() {
  const user = await makeUser(t.db, { tenantId: w.tenantA.id });
  expect((await t.call({ method: 'POST', url: `/v1/user/${user.id}/network`, ...w.asAdminA, body: { relation: [{ id: w.a1.id, role_id: w.viewerRoleA.id }] } })).statusCode).toBe(200);
  const team = (await t.call({ method: 'POST', url: '/v2/team', ...w.asAdminA, body: { name: `Team ${user.id}` } })).data as { data: { id: number } };
  expect((await t.call({ method: 'POST', url: `/v1/user/${user.id}/team`, ...w.asAdminA, body: { relation: [team.data.id] } })).statusCode).toBe(200);
  const signIn = await grant(user.email);
  const tokens = signIn.json<{ access_token: string; refresh_token: string }>();
  return { user, team: team.data.id, ...tokens };
}

describe('POST /v1/user/{id}/deactivate', () => {
  it('stops sign-in, ends every token and refresh token at once, frees the licence, and shows the state', async () => {
    const p = await person();
    const before = await license();
    expect((await t.call({ url: '/v1/me', token: p.access_token })).statusCode).toBe(200);
    const res = await deactivate(p.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ data: { id: p.user.id, active: false, deactivated_at: expect.any(String) } });
    // The access token dies at once (the session cache too), and the refresh token.
    expect((await t.call({ url: '/v1/me', token: p.access_token })).statusCode).toBe(401);
    const refresh = await t.call({ method: 'POST', url: '/v1/oauth/access_token', body: { grant_type: 'refresh_token', refresh_token: p.refresh_token, ...CLIENT } });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.data).toMatchObject({ error: 'invalid_grant' });
    // The right password says the account is disabled; a wrong one says no more than ever.
    const signIn = await grant(p.user.email);
    expect(signIn.statusCode).toBe(400);
    expect(signIn.data).toEqual({ error: 'invalid_grant', error_description: expect.stringMatching(/disabled/) });
    expect((await grant(p.user.email, 'wrong-password')).data).toEqual({ error: 'invalid_grant', error_description: 'The user credentials were incorrect.' });
    expect(await license()).toBe(before - 1);
    // Detail and list show the state; the list filters on it.
    expect(((await t.call({ url: `/v1/user/${p.user.id}`, ...w.asAdminA })).data as { data: UserData }).data).toMatchObject({ active: false });
    const list = (await t.call({ url: '/v1/user?perPage=100', ...w.asAdminA })).data as { data: ({ id: number } & UserData)[] };
    expect(list.data.find((u) => u.id === p.user.id)).toMatchObject({ active: false, deactivated_at: expect.any(String) });
    const ids = async (active: boolean) => ((await t.call({ url: `/v1/user?perPage=100&filter[active]=${active}`, ...w.asAdminA })).data as { data: { id: number }[] }).data.map((u) => u.id);
    expect(await ids(false)).toContain(p.user.id);
    expect(await ids(true)).not.toContain(p.user.id);
    expect(await ids(true)).toContain(w.memberA.id);
    // Recorded in the audit log, with who did it.
    const logged = await rows<{ action: string; user_id: number; tenant_id: number }>(t.db, sql`select action, user_id, tenant_id from audit_log
      where subject_type = 'user' and subject_id = ${p.user.id} and action = 'deactivate'`);
    expect(logged).toEqual([{ action: 'deactivate', user_id: w.adminA.id, tenant_id: w.tenantA.id }]);
  });

  it('sends no recovery mail and voids the links mailed before', async () => {
    const p = await person();
    await t.call({ method: 'POST', url: '/v2/user/account/password', body: { email: p.user.email } });
    const mailed = t.mails.filter((m) => m.to === p.user.email).length;
    expect(mailed).toBe(1);
    const token = /\/password\/reset\/([\w-]+)/.exec(t.mails.findLast((m) => m.to === p.user.email)?.text ?? '')?.[1] ?? '';
    await deactivate(p.user.id);
    expect((await t.call({ url: `/v1/account/reset/${token}` })).data).toEqual({ data: { valid: false } });
    const reset = await t.call({ method: 'POST', url: '/v1/account/reset', body: { token, password: 'another-pass-1', password_confirmation: 'another-pass-1' } });
    expect(reset.statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: '/v2/user/account/password', body: { email: p.user.email } })).statusCode).toBe(200);
    expect(t.mails.filter((m) => m.to === p.user.email)).toHaveLength(mailed);
  });

  it('refuses oneself, a super admin unless the caller is one, and another organisation or a member without module-admin', async () => {
    const p = await person();
    const self = await deactivate(w.adminA.id);
    expect(self.statusCode).toBe(400);
    expect(self.data).toEqual({ messages: { id: ['Je kunt jezelf niet deactiveren'] } });
    const superUser = await makeUser(t.db, { tenantId: w.tenantA.id, superAdmin: true });
    expect((await deactivate(superUser.id)).statusCode).toBe(403);
    expect((await deactivate(p.user.id, { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id })).statusCode).toBe(404);
    expect((await deactivate(p.user.id, { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id })).statusCode).toBe(403);
    expect((await deactivate(999999)).statusCode).toBe(404);
    // Nothing changed by the refusals.
    expect((await t.call({ url: '/v1/me', token: p.access_token })).statusCode).toBe(200);
    // A user who also works for organisation B is B's too: only a super admin ends the account.
    await t.db.insert(tenantUsers).values({ tenantId: w.tenantB.id, userId: p.user.id });
    for (const action of ['deactivate', 'activate', 'invitation', 'sessions'] as const) {
      const res = await t.call({ method: action === 'sessions' ? 'DELETE' : 'POST', url: `/v1/user/${p.user.id}/${action}`, ...w.asAdminA });
      expect(res.statusCode, action).toBe(403);
      expect(res.data).toEqual({ detail: 'Deze gebruiker hoort ook bij een andere organisatie; alleen een super admin kan het account deactiveren, activeren, overal afmelden of uitnodigen' });
    }
    expect((await t.call({ url: '/v1/me', token: p.access_token })).statusCode).toBe(200);
    expect((await deactivate(p.user.id, { token: w.tokens.super, tenant: w.tenantA.id, network: w.a1.id })).statusCode).toBe(200);
    // A super admin may deactivate a super admin (not themselves).
    expect((await deactivate(superUser.id, { token: w.tokens.super, tenant: w.tenantA.id, network: w.a1.id })).statusCode).toBe(200);
  });
});

describe('POST /v1/user/{id}/activate', () => {
  it('gives back the same roles, networks and teams, and sign-in', async () => {
    const p = await person();
    await deactivate(p.user.id);
    const res = await activate(p.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ data: { active: true, deactivated_at: null } });
    const networks = (await t.call({ url: `/v1/user/${p.user.id}/network`, ...w.asAdminA })).data as { data: { id: number; role_id: number }[] };
    expect(networks.data).toEqual([expect.objectContaining({ id: w.a1.id, role_id: w.viewerRoleA.id })]);
    const teams = (await t.call({ url: `/v1/user/${p.user.id}/team`, ...w.asAdminA })).data as { data: { id: number }[] };
    expect(teams.data.map((x) => x.id)).toEqual([p.team]);
    expect((await grant(p.user.email)).statusCode).toBe(200);
    // Twice is no error: the user stays active.
    expect((await activate(p.user.id)).data).toMatchObject({ data: { active: true } });
  });

  it('takes a licence again: refused at the limit unless the caller is a super admin', async () => {
    const p = await person();
    await deactivate(p.user.id);
    await t.db.execute(sql`update tenants set paid_licenses = ${await license()} where id = ${w.tenantA.id}`);
    const refused = await activate(p.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({ detail: 'Maximum aantal gebruikerslicenties bereikt' });
    expect((await activate(p.user.id, { token: w.tokens.super, tenant: w.tenantA.id, network: w.a1.id })).statusCode).toBe(200);
    await t.db.execute(sql`update tenants set paid_licenses = 100 where id = ${w.tenantA.id}`);
  });

  it('is refused on a super admin for a network admin', async () => {
    const superUser = await makeUser(t.db, { tenantId: w.tenantA.id });
    await setSuperAdmin(t.db, superUser.id, true);
    await t.db.execute(sql`update users set active = false where id = ${superUser.id}`);
    expect((await activate(superUser.id)).statusCode).toBe(403);
    const [row] = await rows<{ active: boolean }>(t.db, sql`select active from users where id = ${superUser.id}`);
    expect(row.active).toBe(false);
  });
});

/**
 * Sessions: every token pair is a session. GET /v1/me/sessions lists the caller's
 * own (id, created_at, last_used_at, user_agent, address, current); DELETE /v1/me/sessions/{id}
 * ends one, DELETE /v1/me/sessions all but the current; DELETE /v1/user/{id}/sessions signs a
 * user out everywhere. last_used_at costs no write on most calls.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { CLIENT, build } from './helpers/app';
import { makeUser, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);

type SessionData = { id: number; created_at: string; last_used_at: string | null; user_agent: string | null; address: string | null; current: boolean };
const signIn = async (email: string, agent: string) => {
  const res = await t.call({ method: 'POST', url: '/v1/oauth/access_token', body: { grant_type: 'password', username: email, password: 'password-123', ...CLIENT }, headers: { 'user-agent': agent } });
  return res.json<{ access_token: string; refresh_token: string }>();
};
const sessions = async (token: string) => {
  const res = await t.call({ url: '/v1/me/sessions', token });
  expect(res.statusCode).toBe(200);
  return (res.data as { data: SessionData[] }).data;
};

describe('GET /v1/me/sessions', () => {
  it('lists the caller\'s own sessions, the current one first, with user agent, address and times', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    const phone = await signIn(user.email, 'Phone/1.0');
    const laptop = await signIn(user.email, 'Laptop/2.0');
    await signIn(w.adminA.email, 'Someone else');
    const list = await sessions(laptop.access_token);
    expect(list).toEqual([
      { id: expect.any(Number), created_at: expect.any(String), last_used_at: expect.any(String), user_agent: 'Laptop/2.0', address: '127.0.0.1', current: true },
      { id: expect.any(Number), created_at: expect.any(String), last_used_at: null, user_agent: 'Phone/1.0', address: '127.0.0.1', current: false },
    ]);
    // A refresh is the same session: it keeps its sign-in time, and the list its place.
    const refreshed = await t.call({ method: 'POST', url: '/v1/oauth/access_token', body: { grant_type: 'refresh_token', refresh_token: phone.refresh_token, ...CLIENT }, headers: { 'user-agent': 'Phone/1.1' } });
    const after = await sessions(refreshed.json<{ access_token: string }>().access_token);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ current: true, user_agent: 'Phone/1.1', created_at: list[1].created_at });
  });

  it('writes last_used_at at most once a minute per token, not on every call', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    const { access_token: token } = await signIn(user.email, 'Busy/1.0');
    const usedAt = async () => (await rows<{ at: string | null }>(t.db, sql`select last_used_at::text as at from oauth_tokens where user_id = ${user.id}`))[0].at;
    expect(await usedAt()).toBeNull();
    await t.call({ url: '/v1/me', token });
    const first = await usedAt();
    expect(first).not.toBeNull();
    for (let i = 0; i < 5; i += 1) await t.call({ url: '/v1/me', token });
    expect(await usedAt()).toBe(first);
  });
});

describe('DELETE /v1/me/sessions/{id} and /v1/me/sessions', () => {
  it('ends one other session at once; the current one ends by signing out, not here', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    const one = await signIn(user.email, 'One');
    const two = await signIn(user.email, 'Two');
    const [current, other] = await sessions(two.access_token);
    const res = await t.call({ method: 'DELETE', url: `/v1/me/sessions/${other.id}`, token: two.access_token });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ data: { ...other, last_used_at: null } });
    expect((await t.call({ url: '/v1/me', token: one.access_token })).statusCode).toBe(401);
    const refresh = await t.call({ method: 'POST', url: '/v1/oauth/access_token', body: { grant_type: 'refresh_token', refresh_token: one.refresh_token, ...CLIENT } });
    expect(refresh.statusCode).toBe(400);
    const self = await t.call({ method: 'DELETE', url: `/v1/me/sessions/${current.id}`, token: two.access_token });
    expect(self.statusCode).toBe(400);
    expect(self.data).toEqual({ messages: { id: [expect.stringContaining('huidige sessie')] } });
    expect((await t.call({ url: '/v1/me', token: two.access_token })).statusCode).toBe(200);
    // Gone is gone; and another user's session is none of the caller's business.
    expect((await t.call({ method: 'DELETE', url: `/v1/me/sessions/${other.id}`, token: two.access_token })).statusCode).toBe(404);
    const [adminSession] = await sessions(w.tokens.adminA);
    expect((await t.call({ method: 'DELETE', url: `/v1/me/sessions/${adminSession.id}`, token: two.access_token })).statusCode).toBe(404);
    expect((await t.call({ url: '/v1/me', token: w.tokens.adminA })).statusCode).toBe(200);
    const [entry] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log where action = 'sign_out' and subject_type = 'session' and subject_id = ${other.id}`);
    expect(entry.n).toBe(1);
  });

  it('ends every session but the current one', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    const others = [await signIn(user.email, 'A'), await signIn(user.email, 'B')];
    const mine = await signIn(user.email, 'C');
    const res = await t.call({ method: 'DELETE', url: '/v1/me/sessions', token: mine.access_token });
    expect(res.data).toEqual({ data: { ended: 2 } });
    for (const o of others) expect((await t.call({ url: '/v1/me', token: o.access_token })).statusCode).toBe(401);
    expect((await sessions(mine.access_token)).map((s) => s.user_agent)).toEqual(['C']);
  });
});

describe('DELETE /v1/user/{id}/sessions', () => {
  it('signs a user out everywhere, as an administrator of the user\'s organisation', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    const a = await signIn(user.email, 'A');
    const b = await signIn(user.email, 'B');
    const res = await t.call({ method: 'DELETE', url: `/v1/user/${user.id}/sessions`, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ data: { ended: 2 } });
    for (const s of [a, b]) expect((await t.call({ url: '/v1/me', token: s.access_token })).statusCode).toBe(401);
    // The user can sign in again: signing out is no deactivation.
    expect((await signIn(user.email, 'C')).access_token).toEqual(expect.any(String));
  });

  it('is refused on oneself, on a super admin for a network admin, for another organisation and without module-admin', async () => {
    const self = await t.call({ method: 'DELETE', url: `/v1/user/${w.adminA.id}/sessions`, ...w.asAdminA });
    expect(self.statusCode).toBe(400);
    expect(self.data).toEqual({ messages: { id: [expect.any(String)] } });
    const superUser = await makeUser(t.db, { tenantId: w.tenantA.id, superAdmin: true });
    expect((await t.call({ method: 'DELETE', url: `/v1/user/${superUser.id}/sessions`, ...w.asAdminA })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/v1/user/${w.memberA.id}/sessions`, token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/user/${w.adminA.id}/sessions`, token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id })).statusCode).toBe(403);
    // Nobody was signed out by the refusals.
    for (const token of [w.tokens.adminA, w.tokens.memberA]) expect((await t.call({ url: '/v1/me', token })).statusCode).toBe(200);
  });
});

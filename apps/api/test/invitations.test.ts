/**
 * Invitations: POST /v2/user mails the new user a link to choose their own password
 * (send_invitation, default true), valid 7 days, to the reset screen with a welcome title;
 * POST /v1/user/{id}/invitation sends a fresh one and voids the earlier link. invited_at and
 * last_sign_in_at tell "Uitgenodigd" from the last sign-in.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { CLIENT, build } from './helpers/app';
import { makeUser, makeWorld } from './helpers/factories';
import { resetTokenIn, startSmtp } from './helpers/smtp';

const smtp = await startSmtp();
afterAll(() => smtp.close());
// The console's own SMTP mailer, to a real SMTP server of this test.
const t = await build({ realMailer: true, config: { smtpUrl: smtp.url, publicUrl: 'https://console.example' } });
const w = await makeWorld(t);

type UserData = { id: number; email: string; invited_at: string | null; last_sign_in_at: string | null };
const create = async (body: Record<string, unknown>, lang = 'nl') => {
  const res = await t.call({ method: 'POST', url: '/v2/user', ...w.asAdminA, body, headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(201);
  return (res.data as { data: UserData }).data;
};
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
/** The mails to `email`, waited for (SMTP delivery is asynchronous to nothing here, but cheap to wait for). */
const mailed = async (email: string, count: number) => {
  await expect.poll(() => mailsTo(email).length).toBe(count);
  return mailsTo(email);
};
const setPassword = (token: string, password = 'chosen-pass-1') =>
  t.call({ method: 'POST', url: '/v1/account/reset', body: { token, password, password_confirmation: password } });

describe('POST /v2/user with send_invitation', () => {
  it('mails a welcome link by default, valid 7 days, with which the user chooses a password and signs in', async () => {
    const user = await create({ name: 'Nieuwe Collega', email: 'nieuw@example.com' });
    expect(user.invited_at).toEqual(expect.any(String));
    expect(user.last_sign_in_at).toBeNull();
    const [mail] = await mailed('nieuw@example.com', 1);
    const text = mail.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(text).toContain('Uitnodiging voor de beheeromgeving');
    expect(text).toContain('https://console.example/password/reset/');
    expect(text).toContain('?welcome=1');
    const token = resetTokenIn(mail.raw) ?? '';
    const [link] = await rows<{ kind: string; days: number }>(t.db, sql`select kind, extract(epoch from expires_at - now()) / 86400 as days
      from password_resets where user_id = ${user.id}`);
    expect(link.kind).toBe('invitation');
    expect(Number(link.days)).toBeGreaterThan(6.99);
    expect(Number(link.days)).toBeLessThanOrEqual(7);
    expect((await t.call({ url: `/v1/account/reset/${token}` })).data).toEqual({ data: { valid: true } });
    expect((await setPassword(token)).statusCode).toBe(200);
    const signIn = await t.call({ method: 'POST', url: '/v1/oauth/access_token', body: { grant_type: 'password', username: 'nieuw@example.com', password: 'chosen-pass-1', ...CLIENT } });
    expect(signIn.statusCode).toBe(200);
    const shown = (await t.call({ url: `/v1/user/${user.id}`, ...w.asAdminA })).data as { data: UserData };
    expect(shown.data.last_sign_in_at).toEqual(expect.any(String));
    // The link worked once.
    expect((await setPassword(token)).statusCode).toBe(400);
  });

  it('mails in English for an English request, and nothing with send_invitation false', async () => {
    await create({ name: 'New Colleague', email: 'new@example.com' }, 'en');
    const [mail] = await mailed('new@example.com', 1);
    expect(mail.raw).toContain('Invitation to the admin console');
    const quiet = await create({ name: 'Stil', email: 'stil@example.com', send_invitation: false });
    expect(quiet.invited_at).toBeNull();
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo('stil@example.com')).toEqual([]);
  });
});

describe('POST /v1/user/{id}/invitation', () => {
  it('sends a fresh invitation and voids the earlier link', async () => {
    const user = await create({ name: 'Opnieuw', email: 'opnieuw@example.com' });
    const [first] = await mailed('opnieuw@example.com', 1);
    const res = await t.call({ method: 'POST', url: `/v1/user/${user.id}/invitation`, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    expect((res.data as { data: UserData }).data.invited_at).toEqual(expect.any(String));
    const second = (await mailed('opnieuw@example.com', 2))[1];
    const [oldToken, newToken] = [resetTokenIn(first.raw) ?? '', resetTokenIn(second.raw) ?? ''];
    expect(newToken).not.toBe(oldToken);
    expect((await t.call({ url: `/v1/account/reset/${oldToken}` })).data).toEqual({ data: { valid: false } });
    expect((await setPassword(oldToken)).statusCode).toBe(400);
    expect((await setPassword(newToken)).statusCode).toBe(200);
    const [entry] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log where action = 'invite' and subject_id = ${user.id}`);
    expect(entry.n).toBe(2);
  });

  it('is refused for a deactivated user, a super admin (unless by one), another organisation and a member without module-admin', async () => {
    const user = await create({ name: 'Weg', email: 'weg@example.com' });
    await mailed('weg@example.com', 1);
    await t.call({ method: 'POST', url: `/v1/user/${user.id}/deactivate`, ...w.asAdminA });
    const inactive = await t.call({ method: 'POST', url: `/v1/user/${user.id}/invitation`, ...w.asAdminA, headers: { 'accept-language': 'en' } });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.data).toEqual({ messages: { id: ['This user is deactivated'] } });
    const superUser = await makeUser(t.db, { tenantId: w.tenantA.id, superAdmin: true });
    expect((await t.call({ method: 'POST', url: `/v1/user/${superUser.id}/invitation`, ...w.asAdminA })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: `/v1/user/${w.memberA.id}/invitation`, token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `/v1/user/${w.adminA.id}/invitation`, token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id })).statusCode).toBe(403);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo('weg@example.com')).toHaveLength(1);
    expect(mailsTo(superUser.email)).toEqual([]);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../src/db/schema';
import { rows } from '../src/db/sql';
import { CLIENT, build, type TestApp } from './helpers/app';
import { makeUser } from './helpers/factories';
import { resetTokenIn, startSmtp } from './helpers/smtp';

const smtp = await startSmtp();
afterAll(() => smtp.close());
// The app's own mailer from SMTP_URL, over SMTP to a real server started by this test.
const withSmtp = await build({ realMailer: true, config: { smtpUrl: smtp.url, publicUrl: 'https://console.example' } });
// Without SMTP_URL: the outbox table.
const noSmtp = await build({ realMailer: true, config: { publicUrl: 'https://console.example' } });

const requestMail = (app: TestApp, email: string, lang = 'nl') =>
  app.call({ method: 'POST', url: '/v2/user/account/password', body: { email }, headers: { 'accept-language': lang } });
const reset = (app: TestApp, body: Record<string, unknown>, lang = 'nl') =>
  app.call({ method: 'POST', url: '/v1/account/reset', body, headers: { 'accept-language': lang } });

async function mailedToken(email: string): Promise<string> {
  const before = smtp.received.length;
  const res = await requestMail(withSmtp, email);
  expect(res.statusCode).toBe(200);
  const mail = smtp.received.slice(before).find((m) => m.to.includes(email));
  expect(mail).toBeDefined();
  const token = resetTokenIn(mail?.raw ?? '');
  expect(token).toBeTruthy();
  return token ?? '';
}

describe('POST /v2/user/account/password', () => {
  it('mails a reset link over SMTP for a known address', async () => {
    const user = await makeUser(withSmtp.db, { email: 'known@example.com' });
    const before = smtp.received.length;
    const res = await requestMail(withSmtp, 'KNOWN@example.com');
    expect(res.statusCode).toBe(200);
    const mail = smtp.received[before];
    expect(mail.to).toEqual([user.email]);
    expect(mail.raw).toContain('https://console.example/password/reset/');
  });

  it('answers the same 200 for an unknown address and sends nothing', async () => {
    const before = smtp.received.length;
    const known = await requestMail(withSmtp, 'known@example.com');
    const unknown = await requestMail(withSmtp, 'nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(smtp.received.slice(before).some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('keeps the mail in the outbox when no SMTP is set', async () => {
    await makeUser(noSmtp.db, { email: 'outbox@example.com' });
    expect((await requestMail(noSmtp, 'outbox@example.com')).statusCode).toBe(200);
    const kept = await rows<{ to: string; text: string }>(noSmtp.db, sql`select "to", text from outbox`);
    expect(kept).toHaveLength(1);
    expect(kept[0].to).toBe('outbox@example.com');
    expect(resetTokenIn(kept[0].text)).toBeTruthy();
  });

  it('stores only a hash of the token, valid for one hour', async () => {
    const user = await makeUser(withSmtp.db);
    const token = await mailedToken(user.email);
    const [row] = await withSmtp.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row.tokenHash).not.toBe(token);
    const minutes = (Date.parse(row.expiresAt) - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });
});

describe('POST /v1/account/reset', () => {
  it('sets the password with the mailed token, once, and revokes the old tokens', async () => {
    const user = await makeUser(withSmtp.db, { password: 'old-password' });
    const oldToken = await withSmtp.signIn(user.email, 'old-password');
    const token = await mailedToken(user.email);
    const res = await reset(withSmtp, { token, password: 'new-password', password_confirmation: 'new-password' });
    expect(res.statusCode).toBe(200);
    expect((await withSmtp.call({ url: '/v1/me', token: oldToken })).statusCode).toBe(401);
    await withSmtp.signIn(user.email, 'new-password');
    const again = await reset(withSmtp, { token, password: 'other-password', password_confirmation: 'other-password' });
    expect(again.statusCode).toBe(400);
    expect(again.data).toEqual({ messages: { token: ['Deze herstellink is ongeldig of verlopen'] } });
  });

  it('refuses an expired token', async () => {
    const user = await makeUser(withSmtp.db);
    const token = await mailedToken(user.email);
    await withSmtp.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(passwordResets.userId, user.id));
    const res = await reset(withSmtp, { token, password: 'new-password', password_confirmation: 'new-password' });
    expect(res.statusCode).toBe(400);
  });

  it('names the spec’s Dutch messages: minimum length and confirmation', async () => {
    const short = await reset(withSmtp, { token: 'x', password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.data).toEqual({ messages: { password: ['Het wachtwoord dient minimaal 8 karakters lang te zijn'] } });
    const mismatch = await reset(withSmtp, { token: 'x', password: 'long-enough', password_confirmation: 'different-1' });
    expect(mismatch.data).toEqual({ messages: { password_confirmation: ['Wachtwoorden komen niet overeen'] } });
  });

  it('answers in English when asked', async () => {
    const short = await reset(withSmtp, { token: 'x', password: 'short', password_confirmation: 'short' }, 'en');
    expect(short.data).toEqual({ messages: { password: ['The password must be at least 8 characters long'] } });
  });

  it('names a missing field', async () => {
    const res = await reset(withSmtp, { password: 'long-enough', password_confirmation: 'long-enough' });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ messages: { token: [expect.any(String)] } });
  });
});

describe('signing in after a reset', () => {
  it('works with the new password through the OAuth endpoint', async () => {
    const user = await makeUser(withSmtp.db, { password: 'first-password' });
    const token = await mailedToken(user.email);
    await reset(withSmtp, { token, password: 'second-password', password_confirmation: 'second-password' });
    const res = await withSmtp.call({ method: 'POST', url: '/v1/oauth/access_token', body: { grant_type: 'password', username: user.email, password: 'second-password', ...CLIENT } });
    expect(res.statusCode).toBe(200);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { rows } from '../src/db/sql';
import { ADMIN, CLIENT, build } from './helpers/app';
import { makeUser } from './helpers/factories';

const t = await build({ config: { login: { maxFailures: 4, slowAfter: 2, windowSeconds: 60, delayMs: 1 } } });
const token = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url: '/v1/oauth/access_token', body, headers });

describe('POST /v1/oauth/access_token', () => {
  it('signs in with the password grant and answers an OAuth token', async () => {
    const res = await token({ grant_type: 'password', username: ADMIN.email, password: ADMIN.password, ...CLIENT });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
    const body = res.json<{ access_token: string; refresh_token: string }>();
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(body.refresh_token).not.toBe(body.access_token);
  });

  it('takes the user name in any case', async () => {
    const res = await token({ grant_type: 'password', username: ADMIN.email.toUpperCase(), password: ADMIN.password, ...CLIENT });
    expect(res.statusCode).toBe(200);
  });

  it('accepts a form-encoded body', async () => {
    const form = new URLSearchParams({ grant_type: 'password', username: ADMIN.email, password: ADMIN.password, ...CLIENT });
    const res = await t.call({ method: 'POST', url: '/v1/oauth/access_token', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(200);
  });

  it('accepts client credentials over HTTP Basic', async () => {
    const basic = Buffer.from(`${CLIENT.client_id}:${CLIENT.client_secret}`).toString('base64');
    const res = await token({ grant_type: 'password', username: ADMIN.email, password: ADMIN.password }, { authorization: `Basic ${basic}` });
    expect(res.statusCode).toBe(200);
  });

  it('answers invalid_grant for a wrong password or an unknown user', async () => {
    const user = await makeUser(t.db);
    for (const username of [user.email, 'nobody@example.com']) {
      const res = await token({ grant_type: 'password', username, password: 'wrong-password', ...CLIENT });
      expect(res.statusCode).toBe(400);
      expect(res.data).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
    }
  });

  it('answers invalid_client for an unknown client or a wrong secret', async () => {
    for (const client of [{ client_id: 'nope', client_secret: 'x' }, { client_id: CLIENT.client_id, client_secret: 'wrong' }, {}]) {
      const res = await token({ grant_type: 'password', username: ADMIN.email, password: ADMIN.password, ...client });
      expect(res.statusCode).toBe(401);
      expect(res.data).toEqual({ error: 'invalid_client', error_description: expect.any(String) });
    }
  });

  it('answers unsupported_grant_type and invalid_request in the OAuth shape', async () => {
    const unsupported = await token({ grant_type: 'client_credentials', ...CLIENT });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.data).toMatchObject({ error: 'unsupported_grant_type' });
    const missing = await token({ ...CLIENT });
    expect(missing.statusCode).toBe(400);
    expect(missing.data).toMatchObject({ error: 'invalid_request' });
    const noPassword = await token({ grant_type: 'password', username: ADMIN.email, ...CLIENT });
    expect(noPassword.data).toMatchObject({ error: 'invalid_request' });
  });

  it('answers a NUL in the user name with invalid_request, JSON or form-encoded, never a 500', async () => {
    const json = await token({ grant_type: 'password', username: 'admin\u0000@example.com', password: ADMIN.password, ...CLIENT });
    expect(json.statusCode).toBe(400);
    expect(json.data).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
    const form = new URLSearchParams({ grant_type: 'password', username: `${ADMIN.email}\u0000`, password: ADMIN.password, ...CLIENT });
    const res = await t.call({ method: 'POST', url: '/v1/oauth/access_token', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
  });

  it('stores tokens only as hashes', async () => {
    const access = await t.signIn();
    const found = await rows(t.db, sql`select 1 from oauth_tokens where access_hash = ${access} or refresh_hash = ${access}`);
    expect(found).toHaveLength(0);
    const me = await t.call({ url: '/v1/me', token: access });
    expect(me.statusCode).toBe(200);
  });
});

describe('refresh_token grant', () => {
  it('trades a refresh token for a new pair once, and the old access token stops working', async () => {
    const first = (await token({ grant_type: 'password', username: ADMIN.email, password: ADMIN.password, ...CLIENT })).json<{ access_token: string; refresh_token: string }>();
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token, ...CLIENT });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<{ access_token: string }>();
    expect((await t.call({ url: '/v1/me', token: next.access_token })).statusCode).toBe(200);
    expect((await t.call({ url: '/v1/me', token: first.access_token })).statusCode).toBe(401);
    const again = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token, ...CLIENT });
    expect(again.statusCode).toBe(400);
    expect(again.data).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an unknown refresh token', async () => {
    const res = await token({ grant_type: 'refresh_token', refresh_token: 'made-up', ...CLIENT });
    expect(res.data).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('POST /v1/oauth/revoke', () => {
  it('revokes the token on the server: the next call answers 401', async () => {
    const access = await t.signIn();
    expect((await t.call({ url: '/v1/me', token: access })).statusCode).toBe(200);
    const res = await t.call({ method: 'POST', url: '/v1/oauth/revoke', body: { token: access, ...CLIENT } });
    expect(res.statusCode).toBe(200);
    const after = await t.call({ url: '/v1/me', token: access });
    expect(after.statusCode).toBe(401);
    expect(after.data).toEqual({ error: 'invalid_token', error_description: expect.any(String) });
  });

  it('answers 200 for an unknown token and 401 for a wrong client', async () => {
    expect((await t.call({ method: 'POST', url: '/v1/oauth/revoke', body: { token: 'unknown', ...CLIENT } })).statusCode).toBe(200);
    const wrong = await t.call({ method: 'POST', url: '/v1/oauth/revoke', body: { token: 'unknown', client_id: 'x', client_secret: 'y' } });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('repeated failed sign-ins', () => {
  it('are refused with 429 and Retry-After after the limit, also with the right password', async () => {
    const user = await makeUser(t.db, { password: 'right-password' });
    const attempt = (password: string) => token({ grant_type: 'password', username: user.email, password, ...CLIENT });
    for (let i = 0; i < 4; i += 1) expect((await attempt('wrong')).statusCode).toBe(400);
    const refused = await attempt('right-password');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.data).toEqual({ detail: expect.any(String) });
  });

  it('are counted in the database: another server on it sees them, and no address or e-mail is stored', async () => {
    const user = await makeUser(t.db, { password: 'right-password' });
    const second = await buildApp({ db: t.db, config: t.config, mailer: { send: async () => undefined, close: () => undefined } });
    const attempt = (app: typeof t.app, password: string) => app.inject({ method: 'POST', url: '/v1/oauth/access_token', payload: { grant_type: 'password', username: user.email, password, ...CLIENT } });
    try {
      // Failures alternate between the two servers, as behind a load balancer.
      for (let i = 0; i < 4; i += 1) expect((await attempt(i % 2 ? second : t.app, 'wrong')).statusCode).toBe(400);
      expect((await attempt(second, 'right-password')).statusCode).toBe(429);
      expect((await attempt(t.app, 'right-password')).statusCode).toBe(429);
    } finally {
      await second.close();
    }
    const stored = await rows<{ key_hash: string }>(t.db, sql`select key_hash from login_failures`);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.key_hash))).toBe(true);
  });

  it('leave other accounts alone', async () => {
    const other = await makeUser(t.db, { password: 'right-password' });
    const res = await token({ grant_type: 'password', username: other.email, password: 'right-password', ...CLIENT });
    expect(res.statusCode).toBe(200);
  });
});

describe('token answers and caches', () => {
  const expectNoStore = (res: { statusCode: number; headers: Record<string, unknown> }, what: string) => {
    expect(res.headers['cache-control'], what).toBe('no-store');
    expect(res.headers.pragma, what).toBe('no-cache');
  };

  it('a new token pair is never stored by a cache (RFC 6749 section 5.1)', async () => {
    const signIn = await token({ grant_type: 'password', username: ADMIN.email, password: ADMIN.password, ...CLIENT });
    expect(signIn.statusCode).toBe(200);
    expectNoStore(signIn, 'password grant');
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: signIn.json<{ refresh_token: string }>().refresh_token, ...CLIENT });
    expect(refreshed.statusCode).toBe(200);
    expectNoStore(refreshed, 'refresh grant');
  });

  it('nor is an error of the token endpoint, whatever refused it', async () => {
    const user = await makeUser(t.db, { password: 'right-password' });
    const refusals = {
      invalid_grant: await token({ grant_type: 'password', username: user.email, password: 'wrong', ...CLIENT }),
      invalid_client: await token({ grant_type: 'password', username: ADMIN.email, password: ADMIN.password, client_id: 'nope', client_secret: 'x' }),
      invalid_request: await token({ ...CLIENT }),
      broken_json: await t.call({ method: 'POST', url: '/v1/oauth/access_token', body: '{"grant_type":', headers: { 'content-type': 'application/json' } }),
    };
    for (const [what, res] of Object.entries(refusals)) {
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expectNoStore(res, what);
    }
    let throttled = await token({ grant_type: 'password', username: user.email, password: 'wrong', ...CLIENT });
    for (let i = 0; i < 10 && throttled.statusCode !== 429; i += 1) {
      throttled = await token({ grant_type: 'password', username: user.email, password: 'wrong', ...CLIENT });
    }
    expect(throttled.statusCode).toBe(429);
    expectNoStore(throttled, '429');
  });
});

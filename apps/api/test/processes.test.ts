/**
 * Several server processes on one database, as behind a load balancer.
 * On PostgreSQL: two processes, calls sent round-robin; a revoked token, a password reset, a
 * removed network role and a deleted user take effect in the other process within a second;
 * the sign-in throttle counts across both; concurrent link ticks and order saves end as with one.
 * On embedded PGlite: a second process on the same DATA_DIR is refused with a clear message.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresUrl, onPostgres } from './helpers/database';
import { startServer, type ServerProcess } from './helpers/server-process';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
const DEMO_PASSWORD = 'demo-password-1';
const CLIENT = { client_id: 'admin-console', client_secret: 'admin-console' };
const settings = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: '1', DEMO_PASSWORD, LOGIN_MAX_FAILURES: '4', LOGIN_DELAY_MS: '1' };

type Json = { data?: unknown; access_token?: string };
interface Call { method?: string; path: string; token?: string; scope?: { tenant: number; network: number }; body?: unknown }

async function call(server: ServerProcess, c: Call): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {};
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  if (c.scope) Object.assign(headers, { 'x-tenant': String(c.scope.tenant), 'x-network': String(c.scope.network) });
  if (c.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(server.url + c.path, { method: c.method ?? 'GET', headers, body: c.body === undefined ? undefined : JSON.stringify(c.body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) as Json : {} };
}

const dataOf = <T>(r: { body: Json }) => r.body.data as T;

async function signIn(server: ServerProcess, username: string, password: string) {
  const res = await call(server, { method: 'POST', path: '/v1/oauth/access_token', body: { grant_type: 'password', username, password, ...CLIENT } });
  if (!res.body.access_token) throw new Error(`sign-in of ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}

/** The status `server` answers for the call, polled until it is `expected` or a second has passed; the time it took. */
async function within(ms: number, server: ServerProcess, c: Call, expected: number): Promise<number> {
  const started = Date.now();
  let status = 0;
  while (Date.now() - started <= ms) {
    status = (await call(server, c)).status;
    if (status === expected) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`still ${status} after ${ms} ms, expected ${expected}`);
}

describe.runIf(onPostgres)('two server processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof freshPostgresUrl>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let admin: string;
  let scope: { tenant: number; network: number };
  const users: Record<string, number> = {};

  beforeAll(async () => {
    database = await freshPostgresUrl(process.env.TEST_DATABASE_URL ?? '');
    a = await startServer({ ...settings, DATABASE_URL: database.url });
    b = await startServer({ ...settings, DATABASE_URL: database.url });
    admin = await signIn(a, ADMIN.email, ADMIN.password);
    const [tenant] = dataOf<{ id: number }[]>(await call(b, { path: '/v1/tenant', token: admin }));
    const [network] = dataOf<{ id: number }[]>(await call(a, { path: `/v1/tenant/${tenant.id}/network`, token: admin }));
    scope = { tenant: tenant.id, network: network.id };
    for (const u of dataOf<{ id: number; email: string }[]>(await call(b, { path: '/v1/user?perPage=100', token: admin, scope }))) users[u.email] = u.id;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('a revoked token stops working in the other process within a second', async () => {
    const token = await signIn(a, ADMIN.email, ADMIN.password);
    expect((await call(b, { path: '/v1/me', token })).status).toBe(200);
    await call(a, { method: 'POST', path: '/v1/oauth/revoke', body: { token, ...CLIENT } });
    expect(await within(1000, b, { path: '/v1/me', token }, 401)).toBeLessThan(1000);
  });

  it('a password reset ends the user’s sessions in the other process within a second', async () => {
    const token = await signIn(b, 'anna@demo.example', DEMO_PASSWORD);
    expect((await call(b, { path: '/v1/me', token })).status).toBe(200);
    const reset = await call(a, { method: 'PUT', path: `/v1/user/${users['anna@demo.example']}`, token: admin, scope, body: { password: 'new-password-1' } });
    expect(reset.status).toBe(200);
    expect(await within(1000, b, { path: '/v1/me', token }, 401)).toBeLessThan(1000);
  });

  it('a removed network role takes effect in the other process within a second', async () => {
    const token = await signIn(a, 'anna@demo.example', 'new-password-1');
    expect((await call(b, { path: '/v1/kv', token, scope })).status).toBe(200);
    const removed = await call(a, { method: 'DELETE', path: `/v1/network/${scope.network}/user`, token: admin, scope, body: { relation: [{ id: users['anna@demo.example'] }] } });
    expect(removed.status).toBe(200);
    expect(await within(1000, b, { path: '/v1/kv', token, scope }, 403)).toBeLessThan(1000);
  });

  it('a deleted user is signed out in the other process within a second', async () => {
    const token = await signIn(b, 'bram@demo.example', DEMO_PASSWORD);
    expect((await call(b, { path: '/v1/me', token })).status).toBe(200);
    expect((await call(a, { method: 'DELETE', path: `/v1/user/${users['bram@demo.example']}`, token: admin, scope })).status).toBe(200);
    expect(await within(1000, b, { path: '/v1/me', token }, 401)).toBeLessThan(1000);
  });

  it('a deactivated user, and one signed out everywhere, is signed out in the other process within a second', async () => {
    const made = await call(a, { method: 'POST', path: '/v2/user', token: admin, scope, body: { name: 'Dirk', email: 'dirk@demo.example', send_invitation: false } });
    const id = dataOf<{ id: number }>(made).id;
    expect((await call(a, { method: 'PUT', path: `/v1/user/${id}`, token: admin, scope, body: { password: DEMO_PASSWORD } })).status).toBe(200);
    const first = await signIn(b, 'dirk@demo.example', DEMO_PASSWORD);
    expect((await call(b, { path: '/v1/me', token: first })).status).toBe(200);
    expect((await call(a, { method: 'DELETE', path: `/v1/user/${id}/sessions`, token: admin, scope })).status).toBe(200);
    expect(await within(1000, b, { path: '/v1/me', token: first }, 401)).toBeLessThan(1000);
    const second = await signIn(b, 'dirk@demo.example', DEMO_PASSWORD);
    expect((await call(b, { path: '/v1/me', token: second })).status).toBe(200);
    expect((await call(a, { method: 'POST', path: `/v1/user/${id}/deactivate`, token: admin, scope })).status).toBe(200);
    expect(await within(1000, b, { path: '/v1/me', token: second }, 401)).toBeLessThan(1000);
  });

  it('trusts no cache while its listening connection is lost, and listens again', async () => {
    const token = await signIn(a, ADMIN.email, ADMIN.password);
    expect((await call(b, { path: '/v1/me', token })).status).toBe(200);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const ended = await client.query(`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'console-auth-listener' and datname = current_database()`);
      expect(ended.rowCount).toBe(2);
      // A moment for the processes to see their connection go.
      await new Promise((r) => setTimeout(r, 200));
      // Nobody hears this revocation; b asks the database instead of its cache.
      await call(a, { method: 'POST', path: '/v1/oauth/revoke', body: { token, ...CLIENT } });
      expect((await call(b, { path: '/v1/me', token })).status).toBe(401);
      await expect.poll(async () => (await client.query(`select count(*)::int as n from pg_stat_activity
        where application_name = 'console-auth-listener' and datname = current_database()`)).rows[0].n, { timeout: 5000 }).toBe(2);
    } finally {
      await client.end();
    }
  });

  it('counts failed sign-ins across both: the limit is the same as with one', async () => {
    const attempt = (server: ServerProcess, password: string) =>
      call(server, { method: 'POST', path: '/v1/oauth/access_token', body: { grant_type: 'password', username: 'carla@demo.example', password, ...CLIENT } });
    for (const server of [a, b, a, b]) expect((await attempt(server, 'wrong')).status).toBe(400);
    expect((await attempt(a, DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt(b, DEMO_PASSWORD)).status).toBe(429);
  });

  it('concurrent ticks of one link from both processes make one link, and different ticks all land', async () => {
    const made = async (p: string, body: unknown) => dataOf<{ id: number }>(await call(a, { method: 'POST', path: p, token: admin, scope, body }));
    const type = await made('/v1/type', { name: 'Gelijktijdig', geo_type: 'point' });
    const statuses: { id: number }[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await made('/v1/map_object_status', { name: `S${i}` }));
    const servers = [a, b];
    const tick = (i: number, id: number) => call(servers[i % 2], { method: 'POST', path: `/v1/type/${type.id}/status`, token: admin, scope, body: { relation: [id] } });
    const same = await Promise.all(Array.from({ length: 12 }, (_, i) => tick(i, statuses[0].id)));
    expect(same.map((r) => r.status)).toEqual(Array(12).fill(200));
    const different = await Promise.all(statuses.slice(1).map((s, i) => tick(i, s.id)));
    expect(different.every((r) => r.status === 200)).toBe(true);
    const linked = dataOf<{ id: number }[]>(await call(b, { path: `/v1/type/${type.id}/status`, token: admin, scope })).map((s) => s.id);
    expect(linked.sort((x, y) => x - y)).toEqual(statuses.map((s) => s.id).sort((x, y) => x - y));
  });

  it('concurrent order saves from both processes each land whole: the result is one of the orders sent', async () => {
    const attribute = dataOf<{ id: number }>(await call(a, { method: 'POST', path: '/v1/attribute', token: admin, scope, body: { name: 'Volgorde samen', type: 'lookup' } }));
    const ids: number[] = [];
    for (let i = 0; i < 200; i += 1) ids.push(dataOf<{ id: number }>(await call(a, { method: 'POST', path: `/v1/attribute/${attribute.id}/lookup`, token: admin, scope, body: { name: `W${i}` } })).id);
    // Ten orders: each a rotation of the ids, so any mixture of two is none of them.
    const orders = Array.from({ length: 10 }, (_, k) => [...ids.slice(k * 17), ...ids.slice(0, k * 17)]);
    const saves = await Promise.all(orders.map((order, k) => call([a, b][k % 2], { method: 'POST', path: `/v1/attribute/${attribute.id}/lookup/order`, token: admin, scope, body: { relation: order } })));
    expect(saves.map((r) => r.status)).toEqual(Array(10).fill(200));
    const stored = dataOf<{ id: number }[]>(await call(b, { path: `/v1/attribute/${attribute.id}/lookup?perPage=1000`, token: admin, scope })).map((v) => v.id);
    expect(orders.map((o) => o.join(','))).toContain(stored.join(','));
  });
});

describe.runIf(!onPostgres)('two server processes on one embedded DATA_DIR', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-processes-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses the second at start with a clear message, and lets it start once the first has stopped', async () => {
    const first = await startServer({ ...settings, DATA_DIR: dataDir });
    const refused = await startServer({ ...settings, DATA_DIR: dataDir }).then(() => null, (err: Error & { output?: string }) => err.output ?? err.message);
    expect(refused).toContain(`DATA_DIR ${dataDir} is in use by another server process (pid `);
    expect(refused).toContain('DATABASE_URL');
    expect(refused).not.toMatch(/\n\s+at /);
    // The first is untouched.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
    const second = await startServer({ ...settings, DATA_DIR: dataDir });
    expect(await second.stop()).toBe(0);
  }, 120_000);

  it('takes over the pid file of a process that ended without removing it', async () => {
    fs.writeFileSync(path.join(dataDir, 'server.pid'), '2147483646');
    const server = await startServer({ ...settings, DATA_DIR: dataDir });
    expect(await server.stop()).toBe(0);
  }, 60_000);
});

/**
 * The server as `npm start` runs it (scripts/start.mjs, without the console): a real process, on embedded PGlite under DATA_DIR, or
 * on PostgreSQL through DATABASE_URL when the tests run there. It migrates and seeds at
 * start, shuts down cleanly on SIGTERM and SIGINT without losing what was written, and a
 * restart never seeds twice.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresUrl } from './helpers/database';
import { START_LIMIT_MS, startServer } from './helpers/server-process';

const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'console-server-')), 'nested', 'data');
const postgres = process.env.TEST_DATABASE_URL ? await freshPostgresUrl(process.env.TEST_DATABASE_URL) : null;
afterAll(async () => {
  fs.rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
  await postgres?.drop();
});

const settings = () => ({ DATA_DIR: dataDir, DEMO_DATA: '1', ...(postgres ? { DATABASE_URL: postgres.url } : {}) });

describe(`the server process on ${postgres ? 'PostgreSQL' : 'embedded PGlite'}`, () => {
  it('prints the generated admin password once (in the banner, never in the log), keeps data across SIGTERM and SIGINT, and seeds once', async () => {
    const first = await startServer(settings());
    const password = /Password:\s+(\S+)/.exec(first.output())?.[1];
    expect(password).toBeTruthy();
    // In the banner only, never in a log line: logs are shipped and kept.
    const logLines = first.output().split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.some((line) => line.includes('created super admin'))).toBe(true);
    expect(logLines.filter((line) => line.includes(password ?? '-'))).toEqual([]);
    const base = first.url;
    const signIn = async () => {
      const res = await fetch(`${base}/v1/oauth/access_token`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', username: 'admin@example.com', password, client_id: 'admin-console', client_secret: 'admin-console' }),
      });
      return (await res.json() as { access_token: string }).access_token;
    };
    const token = await signIn();
    const auth = { authorization: `Bearer ${token}` };
    const tenants = await (await fetch(`${base}/v1/tenant`, { headers: auth })).json() as { data: { id: number; name: string }[] };
    expect(tenants.data.map((x) => x.name)).toEqual(['Recreatieschap Demo']);
    const tenantId = tenants.data[0].id;
    const networks = await (await fetch(`${base}/v1/tenant/${tenantId}/network`, { headers: auth })).json() as { data: { id: number }[] };
    expect(networks.data).toHaveLength(2);
    const scope = { ...auth, 'x-tenant': String(tenantId), 'x-network': String(networks.data[0].id), 'content-type': 'application/json' };
    const put = await fetch(`${base}/v1/kv/kept_value`, { method: 'PUT', headers: scope, body: JSON.stringify({ value: { kept: true } }) });
    expect(put.status).toBe(200);

    // The log goes out in batches: a request's line is out within seconds on a quiet
    // server, and every line is out when the process stops right after its requests.
    const probe = (i: number) => fetch(`${base}/v1/log-probe-${i}`).then((res) => res.status);
    expect(await Promise.all([0, 1, 2].map(probe))).toEqual([404, 404, 404]);
    await expect.poll(() => first.output().includes('/v1/log-probe-2'), { timeout: 10_000 }).toBe(true);
    await Promise.all(Array.from({ length: 20 }, (_, i) => probe(10 + i)));
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('shutting down');
    expect(Array.from({ length: 20 }, (_, i) => `/v1/log-probe-${10 + i}"`).filter((line) => !first.output().includes(line))).toEqual([]);

    const second = await startServer(settings());
    expect(second.output()).not.toContain('Password:');
    const again = await (await fetch(`${second.url}/v1/kv/kept_value`, { headers: scope })).json();
    expect(again).toMatchObject({ data: { value: { kept: true } } });
    const tenantsAgain = await (await fetch(`${second.url}/v1/tenant`, { headers: auth })).json() as { data: unknown[] };
    expect(tenantsAgain.data).toHaveLength(1);
    expect(await second.stop('SIGINT')).toBe(0);
    // Two starts, each polled for readiness up to START_LIMIT_MS on a busy machine.
  }, 2 * START_LIMIT_MS + 60_000);

  it('a start that never answers fails, and one that ends first fails with its output', async () => {
    // No answer within the limit: rejected, and the process is stopped.
    await expect(startServer(settings(), 1)).rejects.toThrow(/did not answer \/healthz within/);
    // Ends before it answers (a data folder that cannot be made): rejected with what it printed.
    const ended = await startServer({ DATA_DIR: '/dev/null/data' }).then(() => null, (err: Error) => err.message);
    expect(ended).toMatch(/ended \(exit code \S+\) before \/healthz answered/);
  }, START_LIMIT_MS + 60_000);
});

/**
 * The server as `npm start` runs it (scripts/start.mjs, without the console): a real process, on embedded PGlite under DATA_DIR, or
 * on PostgreSQL through DATABASE_URL when the tests run there. It migrates and seeds at
 * start, shuts down cleanly on SIGTERM and SIGINT without losing what was written, and a
 * restart never seeds twice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresUrl } from './helpers/database';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'console-server-')), 'nested', 'data');
const postgres = process.env.TEST_DATABASE_URL ? await freshPostgresUrl(process.env.TEST_DATABASE_URL) : null;
afterAll(async () => {
  fs.rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
  await postgres?.drop();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

async function start(port: number): Promise<{ proc: ChildProcess; output: () => string }> {
  let out = '';
  // As `npm start` runs it: scripts/start.mjs bundles the API and runs the bundle.
  const proc = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    // DEMO_DATA=1: a new PostgreSQL database gets the demo too (embedded gets it by default).
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'info', DEMO_DATA: '1', ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d: Buffer) => { out += d.toString(); });
  proc.stderr?.on('data', (d: Buffer) => { out += d.toString(); });
  for (let i = 0; i < 200; i += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return { proc, output: () => out };
    } catch { /* not up yet */ }
    if (proc.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${out}`);
}

const stopped = (proc: ChildProcess) => new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));

describe(`the server process on ${postgres ? 'PostgreSQL' : 'embedded PGlite'}`, () => {
  it('prints the generated admin password once, keeps data across SIGTERM and SIGINT, and seeds once', async () => {
    const port = await freePort();
    const first = await start(port);
    const password = /Password:\s+(\S+)/.exec(first.output())?.[1];
    expect(password).toBeTruthy();
    const base = `http://127.0.0.1:${port}`;
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

    first.proc.kill('SIGTERM');
    expect(await stopped(first.proc)).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await start(port);
    expect(second.output()).not.toContain('Password:');
    const again = await (await fetch(`${base}/v1/kv/kept_value`, { headers: scope })).json();
    expect(again).toMatchObject({ data: { value: { kept: true } } });
    const tenantsAgain = await (await fetch(`${base}/v1/tenant`, { headers: auth })).json() as { data: unknown[] };
    expect(tenantsAgain.data).toHaveLength(1);
    second.proc.kill('SIGINT');
    expect(await stopped(second.proc)).toBe(0);
  }, 90_000);
});

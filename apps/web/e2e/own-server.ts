/**
 * A server of a test's own, started as `npm start` starts it (scripts/start.mjs), for tests
 * that need another database than the shared one: e.g. an empty one. It uses the console
 * the main e2e server built, and an empty embedded database, or (when the run is on
 * PostgreSQL, E2E_DATABASE_URL) a new database on that server, dropped at stop.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface OwnServer {
  url: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** Runs SQL on the run's PostgreSQL server with psql (test.sh needs psql already). */
function psql(url: string, statement: string): void {
  execFileSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', url, '-c', statement], { env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' } });
}

/** A new, empty database: a folder for PGlite, or a database on the run's PostgreSQL server. */
function emptyDatabase(): { env: Record<string, string>; drop: () => void } {
  const base = process.env.E2E_DATABASE_URL;
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-own-'));
    return { env: { DATA_DIR: dir }, drop: () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `console_e2e_own_${process.pid}_${Date.now()}`;
  psql(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => psql(base, `drop database if exists ${name} with (force)`) };
}

/** Starts a server on an empty database with these settings; resolves once /healthz answers. */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const database = emptyDatabase();
  let output = '';
  const proc = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    // REBUILD_WEB=0: the run's build as it is, even when a source changed since (an edit in a
    // working copy must not rebuild the console under the running tests).
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', REBUILD_WEB: '0', ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}), ...database.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d: Buffer) => { output += d.toString(); });
  proc.stderr?.on('data', (d: Buffer) => { output += d.toString(); });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (proc.exitCode === null) {
      const exited = new Promise((resolve) => proc.on('exit', resolve));
      proc.kill('SIGTERM');
      await exited;
    }
    database.drop();
  };
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch { /* not up yet */ }
    if (proc.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`own server did not start:\n${output}`);
}

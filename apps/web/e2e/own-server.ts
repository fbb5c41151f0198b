/**
 * Servers of the e2e run's own, started as `npm start` starts them (scripts/start.mjs), each on
 * an empty database: a folder for PGlite, or (when the run is on PostgreSQL, E2E_DATABASE_URL)
 * a new database on that server, dropped at stop. They serve the console the run's first server
 * built (playwright.config.ts's webServer; REBUILD_WEB=0 here). Used for each Playwright worker
 * beyond the first (fixtures.ts: every worker has a server and a database of its own, so
 * workers never see each other's rows) and for tests that need another database, such as an
 * empty one (first-run.spec.ts).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * What every e2e server with the demo data starts with (playwright.config.ts's webServer and
 * each further worker's): the super admin and demo users the driver signs in as
 * (driver/accounts.ts), and a sign-in guard that a run's many sign-ins from one address do not trip.
 */
export const DEMO_SERVER_SETTINGS: Readonly<Record<string, string>> = {
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'admin12345',
  DEMO_DATA: '1',
  DEMO_PASSWORD: 'demo12345',
  LOGIN_MAX_FAILURES: '50',
};

/** How long a server may take to answer /healthz. */
export const START_TIMEOUT = 180_000;

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
  // Its output is shown only when it fails to start: keep the tail (a worker's server logs every request).
  const keep = (d: Buffer) => { output = (output + d.toString()).slice(-20_000); };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (proc.exitCode === null) {
      const exited = new Promise((resolve) => proc.on('exit', resolve));
      proc.kill('SIGTERM');
      await exited;
    }
    database.drop();
  };
  // As long as the run's first server may take (playwright.config.ts's webServer): a new
  // database is migrated and seeded (demo passwords hashed) first, slow on a loaded machine.
  const deadline = Date.now() + START_TIMEOUT;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch { /* not up yet */ }
    if (proc.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`own server did not start within ${START_TIMEOUT / 1000} s:\n${output}`);
}

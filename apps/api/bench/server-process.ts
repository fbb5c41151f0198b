/**
 * Servers under test run as child processes (node + the tsx loader), so their memory can be
 * read from /proc and the load generator does not share their event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const apiRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = path.resolve(apiRoot, '../..');
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface ServerProcess {
  name: string;
  pid: number;
  url: string;
  /** Resident memory now, in MB, or null once the process is gone. */
  rssMb(): number | null;
  stop(): Promise<void>;
}

/** A free TCP port on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export function readRssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every intervalMs until stopped; keeps the peak. */
export class RssSampler {
  private timer: NodeJS.Timeout;
  peakMb = 0;
  constructor(private pid: number, intervalMs = 200) {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }
  private sample() {
    const mb = readRssMb(this.pid);
    if (mb !== null && mb > this.peakMb) this.peakMb = mb;
  }
  stop(): number {
    clearInterval(this.timer);
    this.sample();
    return this.peakMb;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** node arguments that run a TypeScript file through the tsx loader */
export const viaTsx = (script: string) => ['--import', tsxLoader, script];

export interface StartOptions {
  name: string;
  /** node's arguments: the entry point and its flags */
  args: string[];
  env: Record<string, string | undefined>;
  port: number;
  /** a path that answers 200 once the server is ready */
  readyPath: string;
  readyTimeoutMs?: number;
}

/** Starts a node server as a child process and waits until readyPath answers 200. */
export async function startServer(opts: StartOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [key, value] of Object.entries(opts.env)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const child: ChildProcess = spawn(process.execPath, opts.args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      process.stdout.write(`    [${opts.name}] ${line}\n`);
    }
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exitPromise = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });

  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (exited) {
      const { code, signal } = exited;
      throw new Error(`${opts.name} exited before it was ready (code ${code}, signal ${signal}):\n${tail.join('\n')}`);
    }
    try {
      const res = await fetch(url + opts.readyPath, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${opts.name} did not answer ${opts.readyPath} within ${(opts.readyTimeoutMs ?? 90_000) / 1000} s:\n${tail.join('\n')}`);
    }
    await sleep(100);
  }

  const pid = child.pid;
  if (pid === undefined) throw new Error(`${opts.name}: no pid`);
  return {
    name: opts.name,
    pid,
    url,
    rssMb: () => (exited ? null : readRssMb(pid)),
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exitPromise;
      clearTimeout(timer);
    },
  };
}

export interface ApiServerOptions {
  port: number;
  /** PostgreSQL; when absent, embedded PGlite in dataDir */
  databaseUrl?: string;
  dataDir?: string;
  adminEmail: string;
  adminPassword: string;
  /** the built console to serve beside the API; none when absent */
  webDist?: string;
}

/** How the API server runs: the bundle `npm start` runs (scripts/build-api.mjs), or the sources through tsx. */
export type ServerMode = 'bundle' | 'tsx';

export function serverMode(): ServerMode {
  const mode = process.env.BENCH_SERVER || 'bundle';
  if (mode !== 'bundle' && mode !== 'tsx') throw new Error(`BENCH_SERVER=${mode}: use bundle or tsx`);
  return mode;
}

export const apiBundle = path.join(apiRoot, 'dist/server.mjs');

function apiArgs(mode: ServerMode): string[] {
  if (mode === 'tsx') return viaTsx(path.join(apiRoot, 'src/server.ts'));
  if (!fs.existsSync(apiBundle)) throw new Error(`${apiBundle} is missing: build it with node scripts/build-api.mjs (npm run bench does)`);
  return [apiBundle];
}

/** The API server as `npm start` runs it (apps/api/dist/server.mjs), without the web app unless webDist. */
export function startApiServer(opts: ApiServerOptions): Promise<ServerProcess> {
  return startServer({
    name: opts.databaseUrl ? 'api/postgres' : 'api/pglite',
    args: apiArgs(serverMode()),
    port: opts.port,
    readyPath: '/healthz',
    env: {
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.databaseUrl ? undefined : opts.dataDir,
      ADMIN_EMAIL: opts.adminEmail,
      ADMIN_PASSWORD: opts.adminPassword,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST: opts.webDist ?? '',
      SMTP_URL: undefined,
      NODE_ENV: 'production',
    },
  });
}

/**
 * The server as `npm start` runs it (scripts/start.mjs, without the console): a real process,
 * for the tests of what only a process shows (start, stop, several processes on one database).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

export interface ServerProcess {
  proc: ChildProcess;
  url: string;
  /** what it printed so far, stdout and stderr */
  output: () => string;
  /** SIGTERM (or the signal given), resolving with the exit code */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** Resolves with the exit code once the process has ended. */
export const exited = (proc: ChildProcess) => new Promise<number | null>((resolve) => {
  if (proc.exitCode !== null || proc.signalCode !== null) resolve(proc.exitCode);
  else proc.once('exit', (code) => resolve(code));
});

/** How long a start may take at most: a bundle, migrations and the seed, on a busy machine. */
export const START_LIMIT_MS = 120_000;

/**
 * Starts a server with these settings (DATA_DIR or DATABASE_URL, ADMIN_*, ...) on a free port;
 * resolves once /healthz answers. Rejects with its output when it ends first, or when it has
 * not answered within `limitMs` (then it is stopped).
 */
export async function startServer(env: Record<string, string>, limitMs = START_LIMIT_MS): Promise<ServerProcess> {
  const port = await freePort();
  let out = '';
  const proc = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: { PATH: process.env.PATH, PORT: String(port), WEB_DIST: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d: Buffer) => { out += d.toString(); });
  proc.stderr?.on('data', (d: Buffer) => { out += d.toString(); });
  const url = `http://127.0.0.1:${port}`;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
    return exited(proc);
  };
  const started = Date.now();
  const ended = exited(proc);
  // Poll /healthz until it answers, the process ends, or the limit passes; one poll never waits
  // longer than the time that is left (a server that accepts but never answers is no start).
  while (proc.exitCode === null && proc.signalCode === null && Date.now() - started < limitMs) {
    const left = limitMs - (Date.now() - started);
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(Math.max(1, Math.min(5_000, left))) });
      if (res.ok) return { proc, url, output: () => out, stop };
    } catch { /* not up yet */ }
    await Promise.race([ended, new Promise((r) => setTimeout(r, 200))]);
  }
  const why = proc.exitCode !== null || proc.signalCode !== null
    ? `ended (exit code ${proc.exitCode ?? proc.signalCode}) before /healthz answered`
    : `did not answer /healthz within ${Math.round(limitMs / 1000)} s`;
  await stop();
  throw Object.assign(new Error(`server ${why}:\n${out}`), { output: out });
}

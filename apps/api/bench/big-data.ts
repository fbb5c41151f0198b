/**
 * What the bench's big-data measurements share (big-list.ts, big-map.ts, big-actions.ts): calls to
 * the API to set up an organisation, a load of one path at a number of connections, the median,
 * the log line, and a run of the same statement bare against the API under the same load.
 */
import autocannon from 'autocannon';
import { freePort, type ServerProcess } from './server-process';
import { startCeiling } from './ceiling';
import type { SameSql } from './same-sql';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
export const log = (msg: string) => console.log(`==> ${msg}`);

/** A call to the API that must succeed; its JSON answer. */
export async function api<T>(base: string, path: string, headers: Record<string, string>, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** A second of load on one path at ten connections, measuring nothing: servers and sessions warm. */
export async function warmUp(base: string, path: string, headers: Record<string, string>): Promise<void> {
  await autocannon({ url: base + path, headers, connections: 10, timeout: 30, duration: 1 });
}

/** Requests per second, p50 and p99 (ms) of one path under load, after a second of warm-up. */
export async function measure(base: string, path: string, headers: Record<string, string>, seconds: number, connections = 10): Promise<{ p50: number; p99: number; rps: number }> {
  const opts = { url: base + path, headers, connections, timeout: 30 };
  await autocannon({ ...opts, duration: 1 });
  const result = await autocannon({ ...opts, duration: seconds });
  if (result.non2xx) throw new Error(`${path}: ${result.non2xx} answers not 2xx`);
  // A run that got no answer (every request timed out, or failed to connect) is no measurement:
  // divided by, it printed a ratio of Infinity.
  if (result.requests.total === 0 || result.errors || result.timeouts) {
    throw new Error(`${path}: ${result.requests.total} answers, ${result.errors} errors, ${result.timeouts} timeouts in ${seconds} s: no measurement`);
  }
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.total / Math.max(result.duration, 0.001) };
}

export interface AgainstBare { listP50: number; listRps: number; ceilingP50: number; ceilingRps: number; ratio: number }

/**
 * The API's list page against the same statement run bare (the ceiling's `/sql/page`), measured
 * alternately twice so a change of the machine's load between them shows; the averages.
 */
export async function againstBare(server: ServerProcess, databaseUrl: string, path: string, headers: Record<string, string>, statement: SameSql, seconds: number): Promise<AgainstBare> {
  const ceiling = await startCeiling(databaseUrl, await freePort(), { page: statement });
  const runs: { api: { p50: number; rps: number }; bare: { p50: number; rps: number } }[] = [];
  try {
    for (let i = 0; i < 2; i += 1) {
      const bare = await measure(ceiling.url, '/sql/page', {}, seconds);
      const own = await measure(server.url, path, headers, seconds);
      console.log(`    the page: API ${own.rps.toFixed(0)} req/s (p50 ${own.p50} ms), the same SQL bare ${bare.rps.toFixed(0)} req/s (p50 ${bare.p50} ms): ${(own.rps / bare.rps).toFixed(2)}`);
      runs.push({ api: own, bare });
    }
  } finally {
    await ceiling.stop();
  }
  const listRps = runs.reduce((n, r) => n + r.api.rps, 0) / runs.length;
  const ceilingRps = runs.reduce((n, r) => n + r.bare.rps, 0) / runs.length;
  return { listP50: median(runs.map((r) => r.api.p50)), listRps, ceilingP50: median(runs.map((r) => r.bare.p50)), ceilingRps, ratio: listRps / ceilingRps };
}

/**
 * The largest geometry a client may send (10,000 positions, the checker's maximum), packed in a
 * few hundred metres where the most segments' boxes overlap: an area shaped as a star of 5,000
 * spikes and a line running back and forth 10,000 times, each posted as a new object one after
 * the other on the real server; meanwhile `/healthz` is asked every 20 ms, so a check that holds
 * the event loop shows there. Targets: a post p50 within 200 ms, `/healthz` p99 within 100 ms.
 *
 * Run by run.ts after the PostgreSQL run, or alone: `BENCH_ONLY=geometry npm run bench` (the
 * bundled server on PostgreSQL; `BENCH_DBS=postgres,pglite` adds embedded PGlite, whose work on a
 * row runs on the server's own thread), or on a database of your own:
 * `BENCH_DATABASE_URL=postgres://… npx tsx apps/api/bench/big-geometry.ts`. Alone, it exits
 * non-zero when a target is missed.
 */
import { performance } from 'node:perf_hooks';
import { api, log, median } from './big-data';
import { onOwnServer, runAlone, type BenchAccount } from './own-server';
import type { ServerProcess } from './server-process';

const POSITIONS = 10_000;
const POSTS = Number(process.env.BENCH_GEOMETRY_POSTS || 20);
const TARGET_POST_P50 = 200;
const TARGET_HEALTH_P99 = 100;

const closed = (ring: number[][]) => [...ring, ring[0]];
/** Spikes from 10 m to 100 m around Amersfoort's centre: every spike's box covers the middle. */
const star = () => closed(Array.from({ length: POSITIONS - 1 }, (_, i) => {
  const r = i % 2 ? 0.0001 : 0.001;
  const a = (2 * Math.PI * i) / (POSITIONS - 1);
  return [5.3872 + r * Math.cos(a), 52.1561 + r * Math.sin(a)];
}));
/** Back and forth over 70 m, a millimetre further north each time. */
const zigzag = () => Array.from({ length: POSITIONS }, (_, i) => [5.3872 + (i % 2) * 0.001, 52.1561 + i * 1e-8]);

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? Number.NaN;

export interface BigGeometryCase { name: string; p50: number; p99: number }
export interface BigGeometryResult { cases: BigGeometryCase[]; healthP50: number; healthP99: number; healthMax: number; healthCount: number; ok: boolean }

/** `/healthz` asked every 20 ms until stopped; the answers' times in ms. */
function watchHealth(base: string) {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${base}/healthz`);
      await res.text();
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return { times, stop: async () => { running = false; await done; } };
}

export async function measureBigGeometry(server: ServerProcess, _databaseUrl: string, account: BenchAccount): Promise<BigGeometryResult> {
  const base = server.url;
  const { access_token: token } = await api<{ access_token: string }>(base, '/v1/oauth/access_token', {}, {
    grant_type: 'password', username: account.email, password: account.password, client_id: account.clientId, client_secret: account.clientSecret,
  });
  const auth = { authorization: `Bearer ${token}` };
  const stamp = Date.now().toString(36);
  const tenant = (await api<{ data: { id: number } }>(base, '/v1/tenant', auth, { name: `Bench geometrie ${stamp}` })).data;
  const network = (await api<{ data: { id: number } }>(base, '/v2/network', { ...auth, 'x-tenant': String(tenant.id) }, { name: 'Bench geometrie', tenant: tenant.id })).data;
  const scope = { ...auth, 'x-tenant': String(tenant.id), 'x-network': String(network.id) };
  const typeOf = async (name: string, geoType: string) => (await api<{ data: { id: number } }>(base, '/v1/type', scope, { name, geo_type: geoType })).data.id;
  const bodies = [
    { name: `an area of ${POSITIONS.toLocaleString('en')} positions (a star)`, body: JSON.stringify({ map_object_type_id: await typeOf('Gebied', 'polygon'), geometry: { type: 'Polygon', coordinates: [star()] } }) },
    { name: `a line of ${POSITIONS.toLocaleString('en')} positions (a zig-zag)`, body: JSON.stringify({ map_object_type_id: await typeOf('Route', 'linestring'), geometry: { type: 'LineString', coordinates: zigzag() } }) },
  ];
  log(`big geometry: ${POSTS} posts of each, /healthz every 20 ms meanwhile`);
  const post = async (body: string) => {
    const started = performance.now();
    const res = await fetch(`${base}/v1/object`, { method: 'POST', headers: { ...scope, 'content-type': 'application/json' }, body });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`POST /v1/object answered ${res.status}: ${text.slice(0, 300)}`);
    return performance.now() - started;
  };
  for (const { body } of bodies) await post(body); // warm-up
  const health = watchHealth(base);
  const cases: BigGeometryCase[] = [];
  try {
    for (const { name, body } of bodies) {
      const times: number[] = [];
      for (let i = 0; i < POSTS; i++) times.push(await post(body));
      cases.push({ name, p50: median(times), p99: percentile(times, 0.99) });
    }
  } finally {
    await health.stop();
  }
  const result: BigGeometryResult = {
    cases,
    healthP50: median(health.times), healthP99: percentile(health.times, 0.99), healthMax: Math.max(...health.times), healthCount: health.times.length,
    ok: cases.every((c) => c.p50 <= TARGET_POST_P50) && percentile(health.times, 0.99) <= TARGET_HEALTH_P99,
  };
  for (const line of bigGeometryLines(result)) console.log(`    ${line}`);
  return result;
}

/** The report's checks of a result (report.ts). */
export function bigGeometryChecks(r: BigGeometryResult) {
  return [
    ...r.cases.map((c) => ({ what: `big geometry: POST ${c.name}, p50 ms`, value: c.p50.toFixed(0), target: `<= ${TARGET_POST_P50}`, pass: c.p50 <= TARGET_POST_P50 })),
    { what: 'big geometry: /healthz meanwhile, p99 ms', value: r.healthP99.toFixed(1), target: `<= ${TARGET_HEALTH_P99}`, pass: r.healthP99 <= TARGET_HEALTH_P99 },
  ];
}

export function bigGeometryLines(r: BigGeometryResult): string[] {
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
  return [
    ...r.cases.map((c) => `big geometry: POST /v1/object with ${c.name}: p50 ${c.p50.toFixed(0)} ms, p99 ${c.p99.toFixed(0)} ms; target p50 ≤ ${TARGET_POST_P50} ms: ${ok(c.p50 <= TARGET_POST_P50)}`),
    `big geometry: /healthz meanwhile (${r.healthCount} asked): p50 ${r.healthP50.toFixed(1)} ms, p99 ${r.healthP99.toFixed(1)} ms, max ${r.healthMax.toFixed(0)} ms; target p99 ≤ ${TARGET_HEALTH_P99} ms: ${ok(r.healthP99 <= TARGET_HEALTH_P99)}`,
  ];
}

/** run.ts's hook (BENCH_ONLY=geometry): on a server of its own; a failure is reported, not thrown. */
export const runBigGeometry = onOwnServer(measureBigGeometry);

// Alone: on BENCH_DATABASE_URL (own-server.ts).
await runAlone('big-geometry.ts', async (server, databaseUrl, account) => {
  const result = await measureBigGeometry(server, databaseUrl, account);
  if (!result.ok) throw new Error('big geometry: a target was MISSED');
  return result;
});

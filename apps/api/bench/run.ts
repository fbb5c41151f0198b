/**
 * npm run bench (scripts/bench.sh prepares PostgreSQL and runs this with tsx).
 *
 * For each database (PostgreSQL at BENCH_DATABASE_URL, then PGlite in a temp DATA_DIR) it
 * starts the API server as a child process, signs in, finds the demo tenant and network,
 * stops it, seeds the big list in SQL, starts it again and loads it with autocannon on
 * loopback. On PostgreSQL the ceiling (ceiling.ts) runs on the same data just before. Each run
 * also counts the CPU that other processes used meanwhile, to flag disturbed figures.
 * Prints the table and writes bench-results/latest.json.
 *
 * Environment: BENCH_SERVER (bundle: apps/api/dist/server.mjs as npm start runs it; tsx: the
 * sources), BENCH_DATABASE_URL (PostgreSQL, a fresh database), BENCH_DBS (default
 * "postgres,pglite"), BENCH_SECONDS (5), BENCH_WARMUP (1), BENCH_LIST (user, kv or attribute; see scenarios.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { pgliteExtensions } from '../src/db/client';
import { startCeiling } from './ceiling';
import { ForeignCpu } from './machine-load';
import { busyWarning, DISTURBED, evaluate, Latencies, listCaseChecks, machine, measurement, render, writeJson, type CeilingRun, type DbRun, type Measurement, type Report } from './report';
import { ceilingCases, sameSqlCase, PER_PAGE, scenarios, seedOrderList, selectedList, signInBody, type Context, type Exec, type OrderList, type Request } from './scenarios';
import { freePort, repoRoot, RssSampler, serverMode, startApiServer, type ServerProcess } from './server-process';
import { measureUsersTable } from './users-table';
import { runWebBench } from './web';
import { runBigList } from './big-list';
import { bigMapLines, runBigMap, viewportP50 } from './big-map';
import { bigActionsLines, runBigActions } from './big-actions';
import { bigPgliteLines, runBigPglite } from './big-pglite';
import { bigOgcLines, runBigOgc } from './big-ogc';
import { runBigGeometry } from './big-geometry';
import { runBigCourse } from './big-course';
import { scenarioFilter, seedAuditedWrite } from './audited-write';
import { usersPageSql } from './same-sql';

/** BENCH_BROWSER=0: no chromium (users table, the big list's screens, the console's way in): the API's figures alone. */
const BROWSER = process.env.BENCH_BROWSER !== '0';

const num = (v: string | undefined, fallback: number) => (v && Number.isFinite(Number(v)) ? Number(v) : fallback);
const SECONDS = num(process.env.BENCH_SECONDS, 5);
const WARMUP = num(process.env.BENCH_WARMUP, 1);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || '';
const DBS = (process.env.BENCH_DBS || 'postgres,pglite').split(',').map((s) => s.trim()).filter(Boolean);
const OUT = path.join(repoRoot, 'bench-results/latest.json');
/** the benchmark's database name, to tell its PostgreSQL processes from others' */
const DATABASE_NAME = DATABASE_URL ? decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1)) || null : null;

const admin = {
  email: 'bench-admin@example.com',
  password: 'bench-admin-password',
  clientId: process.env.OAUTH_CLIENT_ID || 'admin-console',
  clientSecret: process.env.OAUTH_CLIENT_SECRET || 'admin-console',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (msg: string) => console.log(`==> ${msg}`);

async function getJson<T>(base: string, p: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(base + p, { headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/v1/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: signInBody(admin),
  });
  const body = (await res.json()) as { access_token?: string };
  if (res.status !== 200 || !body.access_token) throw new Error(`sign-in answered ${res.status}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** The demo tenant and its first network, as the switcher would find them. */
async function discover(base: string, token: string): Promise<{ tenantId: number; networkId: number }> {
  const auth = { authorization: `Bearer ${token}` };
  const tenants = await getJson<{ data: { id: number; name: string }[] }>(base, '/v1/tenant?perPage=100', auth);
  for (const tenant of tenants.data) {
    const nets = await getJson<{ data: { id: number; name: string }[] }>(base, `/v1/tenant/${tenant.id}/network?perPage=100`, auth);
    if (nets.data[0]) return { tenantId: tenant.id, networkId: nets.data[0].id };
  }
  throw new Error('no tenant with a network: is DEMO_DATA seeding the demo organisation?');
}

/** One autocannon run after a warm-up, sampling the server's RSS meanwhile. */
async function load(base: string, req: Request, id: string, label: string, connections: number, seconds: number, server: ServerProcess): Promise<Measurement> {
  const requests = req.bodies?.map((body) => ({ method: req.method, path: req.path, headers: req.headers, body }));
  const opts = { url: base + req.path, method: req.method, headers: req.headers, body: req.body, requests, connections, timeout: 30 };
  if (WARMUP > 0) await autocannon({ ...opts, duration: WARMUP });
  const sampler = new RssSampler(server.pid);
  const foreign = new ForeignCpu([process.pid, server.pid], DATABASE_NAME);
  const latencies = new Latencies();
  const instance = autocannon({ ...opts, duration: seconds });
  instance.on('response', (_client, status, _bytes, ms) => latencies.add(status, ms));
  const result = await instance;
  const m = measurement(id, label, connections, result, latencies, sampler.stop(), foreign.stop());
  let flag = m.non2xx || m.errors ? `  (!! ${m.non2xx} non-2xx, ${m.errors} errors)` : '';
  if (m.foreignCores > DISTURBED) flag += `  (!! other processes used ${m.foreignCores.toFixed(2)} cores)`;
  console.log(`    ${label} @${connections}: ${Math.round(m.rps)} req/s, p50 ${m.p50.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms${flag}`);
  return m;
}

/** A quick look that the list answers what we seeded. */
async function checkList(base: string, p: string, headers: Record<string, string>) {
  const body = await getJson<{ data: unknown[]; meta?: { pagination?: { total: number } } }>(base, p, headers);
  const total = body.meta?.pagination?.total;
  console.log(`    ${p} answers ${body.data.length} rows${total !== undefined ? ` of ${total}` : ''}`);
  if (body.data.length < PER_PAGE) throw new Error(`${p} answered only ${body.data.length} rows, expected ${PER_PAGE}`);
}

async function seedPglite(dataDir: string, seed: (exec: Exec) => Promise<void>) {
  const { PGlite } = await import('@electric-sql/pglite');
  // The server's indexes on users need the extensions (pgliteExtensions): so do inserts.
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: await pgliteExtensions() });
  try {
    await seed((sql, params) => db.query(sql, params));
  } finally {
    await db.close();
  }
}

async function seedPostgres(url: string, seed: (exec: Exec) => Promise<void>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seed((sql, params) => client.query(sql, params));
  } finally {
    await client.end();
  }
}

type Ids = { tenantId: number; networkId: number };

/**
 * One database: first start, seed, then (beforeMeasure, e.g. the ceiling on the same data,
 * close in time to our own figures) and the measured start.
 */
async function runApi(db: 'pglite' | 'postgres', list: ReturnType<typeof selectedList>, beforeMeasure?: (ids: Ids) => Promise<void>): Promise<DbRun> {
  const run: DbRun = { db, idleRssMb: null, peakRssMb: null, afterRssMb: null, scenarios: [] };
  const dataDir = db === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-')) : undefined;
  const serverOpts = { databaseUrl: db === 'postgres' ? DATABASE_URL : undefined, dataDir, adminEmail: admin.email, adminPassword: admin.password };
  let server: ServerProcess | null = null;
  let ids: Ids | null = null;
  try {
    log(`API on ${db}: first start (migrate, seed the demo data)`);
    server = await startApiServer({ ...serverOpts, port: await freePort() });
    let token = await signIn(server.url);
    ids = await discover(server.url, token);
    console.log(`    demo tenant ${ids.tenantId}, network ${ids.networkId}`);
    await server.stop();
    server = null;

    log(`API on ${db}: seeding ${list.entry.label} in SQL`);
    const started = Date.now();
    const target = ids;
    let order: OrderList = { attributeId: 0, valueIds: [] };
    let writeId = 0;
    const seed = async (exec: Exec) => {
      await list.entry.seed(exec, target);
      order = await seedOrderList(exec, target);
      writeId = await seedAuditedWrite(exec, target);
    };
    if (db === 'pglite') await seedPglite(dataDir!, seed);
    else await seedPostgres(DATABASE_URL, seed);
    console.log(`    seeded in ${Date.now() - started} ms`);
    if (beforeMeasure) await beforeMeasure(target);

    log(`API on ${db}: start again and measure`);
    server = await startApiServer({ ...serverOpts, port: await freePort() });
    await sleep(2000);
    run.idleRssMb = server.rssMb();
    console.log(`    idle RSS ${run.idleRssMb?.toFixed(0)} MB (pid ${server.pid})`);
    token = await signIn(server.url);
    const ctx: Context = { ...ids, order, writeId, token, ...admin };
    const only = scenarioFilter();
    const listCase = scenarios(list.entry).find((s) => s.id === 'list');
    if (listCase) {
      const req = listCase.request(ctx);
      await checkList(server.url, req.path, req.headers);
    }
    for (const s of scenarios(list.entry).filter((x) => !only || only.has(x.id))) {
      run.scenarios.push(await load(server.url, s.request(ctx), s.id, s.label, s.connections, s.duration ?? SECONDS, server));
    }
    run.peakRssMb = Math.max(...run.scenarios.map((m) => m.peakRssMb ?? 0));
    await sleep(2000);
    run.afterRssMb = server.rssMb();
    if (db === 'postgres' && list.key === 'user' && !only) {
      await server.stop();
      server = null;
      if (BROWSER) run.browser = await measureUsersTable({ ...serverOpts, port: await freePort() }, ids, admin);
      run.bigList = await runBigList({ ...serverOpts, port: await freePort() }, DATABASE_URL, admin, SECONDS);
      run.bigMap = await runBigMap({ ...serverOpts, port: await freePort() }, DATABASE_URL, admin, SECONDS);
      run.bigActions = await runBigActions({ ...serverOpts, port: await freePort() }, DATABASE_URL, admin, SECONDS);
      run.bigGeometry = await runBigGeometry({ ...serverOpts, port: await freePort() }, DATABASE_URL, admin, SECONDS);
      run.bigOgc = await runBigOgc({ ...serverOpts, port: await freePort() }, DATABASE_URL, admin, SECONDS);
      run.bigCourse = await runBigCourse({ ...serverOpts, port: await freePort() }, DATABASE_URL, admin, SECONDS);
    }
    if (db === 'pglite' && list.key === 'user' && !only) {
      await server?.stop();
      server = null;
      run.bigPglite = await runBigPglite(admin, SECONDS);
    }
  } catch (err) {
    run.error = err instanceof Error ? err.message : String(err);
    console.error(`!! API on ${db} failed: ${run.error}`);
  } finally {
    if (server) await server.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return run;
}

async function runCeiling(ids: Ids, listKey: string): Promise<CeilingRun> {
  const run: CeilingRun = { idleRssMb: null, cases: [] };
  let server: ServerProcess | null = null;
  const same = listKey === 'user';
  try {
    log('Ceiling: minimal Fastify + pg on the same PostgreSQL database');
    server = await startCeiling(DATABASE_URL, await freePort(), same ? { list: usersPageSql(ids.tenantId, { perPage: String(PER_PAGE) }) } : {});
    await sleep(500);
    run.idleRssMb = server.rssMb();
    await checkList(server.url, ceilingCases.find((c) => c.id === 'list-json')!.path(ids), {});
    for (const c of same ? [...ceilingCases, sameSqlCase] : ceilingCases) {
      run.cases.push(await load(server.url, { method: 'GET', path: c.path(ids), headers: {} }, c.id, c.label, c.connections, c.duration ?? SECONDS, server));
    }
  } catch (err) {
    run.error = err instanceof Error ? err.message : String(err);
    console.error(`!! ceiling failed: ${run.error}`);
  } finally {
    if (server) await server.stop();
  }
  return run;
}

/** BENCH_ONLY=lists: the big lists and viewports on each database of BENCH_DBS; whether every target was met. */
async function runListsBench(): Promise<boolean> {
  let ok = true;
  const report = (title: string, result: { error: string } | object, lines: string[], pass: boolean) => {
    if ('error' in result) {
      console.error(`FAILED: ${title}: ${String(result.error)}`);
      ok = false;
      return;
    }
    console.log(lines.map((l) => `  ${l}`).join('\n'));
    if (!pass) ok = false;
  };
  if (DBS.includes('postgres')) {
    const opts = { databaseUrl: DATABASE_URL, adminEmail: admin.email, adminPassword: admin.password };
    const map = await runBigMap({ ...opts, port: await freePort() }, DATABASE_URL, admin, SECONDS);
    report('big map', map, 'error' in map ? [] : bigMapLines(map), 'error' in map || (listCaseChecks('big map', map.pages).every((c) => c.pass) && viewportP50(map) <= 50));
    const actions = await runBigActions({ ...opts, port: await freePort() }, DATABASE_URL, admin, SECONDS);
    report('big actions', actions, 'error' in actions ? [] : bigActionsLines(actions), 'error' in actions || listCaseChecks('big actions', actions.pages).every((c) => c.pass));
    const ogc = await runBigOgc({ ...opts, port: await freePort() }, DATABASE_URL, admin, SECONDS);
    report('big published layer', ogc, 'error' in ogc ? [] : bigOgcLines(ogc), 'error' in ogc || (ogc.ratio >= 0.8 && listCaseChecks('big published layer', [ogc.bbox]).every((c) => c.pass)));
  }
  if (DBS.includes('pglite')) {
    const pglite = await runBigPglite(admin, SECONDS);
    report('big network on PGlite', pglite, 'error' in pglite ? [] : bigPgliteLines(pglite), true);
  }
  if (!ok) console.error('FAILED: a big list missed its target or could not be measured (see MISSED above)');
  return ok;
}

async function main() {
  // BENCH_ONLY=web: only the console's way in on a phone (web.ts).
  if (process.env.BENCH_ONLY === 'web') {
    if (!(await runWebBench())) process.exitCode = 1;
    return;
  }
  // BENCH_ONLY=geometry: only the largest geometry posted (big-geometry.ts), on each database of BENCH_DBS.
  if (process.env.BENCH_ONLY === 'geometry') {
    for (const db of DBS) {
      const dataDir = db === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-')) : undefined;
      const databaseUrl = db === 'postgres' ? DATABASE_URL : undefined;
      log(`big geometry on ${db}`);
      const result = await runBigGeometry({ port: await freePort(), databaseUrl, dataDir, adminEmail: admin.email, adminPassword: admin.password }, DATABASE_URL, admin, SECONDS);
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if ('error' in result) throw new Error(result.error);
      if (!result.ok) {
        console.error(`FAILED: big geometry on ${db} missed its target (see MISSED above)`);
        process.exitCode = 1;
      }
    }
    return;
  }
  // BENCH_ONLY=course: only a route's course on the big network (big-course.ts, PostgreSQL).
  if (process.env.BENCH_ONLY === 'course') {
    if (!DATABASE_URL) throw new Error('BENCH_DATABASE_URL is not set: run `BENCH_ONLY=course npm run bench`');
    log('big course on postgres');
    const result = await runBigCourse({ port: await freePort(), databaseUrl: DATABASE_URL, adminEmail: admin.email, adminPassword: admin.password }, DATABASE_URL, admin, SECONDS);
    if ('error' in result) throw new Error(result.error);
    if (result.p50 > 200) {
      console.error('FAILED: big course missed its target (see MISSED above)');
      process.exitCode = 1;
    }
    return;
  }
  // BENCH_ONLY=lists: only the big networks' lists and viewports (big-map.ts, big-actions.ts and
  // the published layer's box, big-ogc.ts, on PostgreSQL; big-pglite.ts), no browser; exits 1
  // when a target is missed.
  if (process.env.BENCH_ONLY === 'lists') {
    if (!(await runListsBench())) process.exitCode = 1;
    return;
  }
  const list = selectedList();
  if (DBS.includes('postgres') && !DATABASE_URL) {
    throw new Error('BENCH_DATABASE_URL is not set: run `npm run bench` (scripts/bench.sh prepares PostgreSQL), or set BENCH_DBS=pglite');
  }
  const started = Date.now();
  const loadBefore = os.loadavg();
  const busy = busyWarning(loadBefore);
  if (busy) console.warn(`WARNING: ${busy}`);
  const runs: DbRun[] = [];
  const measured: { ceiling: CeilingRun | null } = { ceiling: null };
  for (const db of DBS) {
    if (db !== 'pglite' && db !== 'postgres') throw new Error(`BENCH_DBS: unknown database ${db}`);
    const hook = db === 'postgres' && !scenarioFilter() ? async (ids: Ids) => { measured.ceiling = await runCeiling(ids, list.key); } : undefined;
    runs.push(await runApi(db, list, hook));
  }
  const { ceiling } = measured;
  const { best, checks } = evaluate(runs, ceiling);
  const report: Report = {
    date: new Date().toISOString(),
    machine: machine(loadBefore),
    settings: {
      seconds: SECONDS, warmupSeconds: WARMUP, list: list.entry.label,
      server: serverMode() === 'bundle' ? 'node apps/api/dist/server.mjs (the bundle npm start runs)' : 'node --import tsx apps/api/src/server.ts',
    },
    runs,
    ceiling,
    best,
    checks,
  };
  console.log(render(report));
  writeJson(OUT, report);
  console.log(`\nWrote ${path.relative(process.cwd(), OUT) || OUT} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const webOk = scenarioFilter() || !BROWSER ? true : await runWebBench();
  const failed = runs.some((r) => r.error) || !!ceiling?.error || !webOk;
  if (failed) {
    console.error('Some measurements could not be made (see FAILED above).');
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack ?? err.message : err);
  process.exit(1);
});

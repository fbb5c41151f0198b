/**
 * The way in on a phone: the console built into BENCH_WEB_DIST, served by the API
 * server (the bundle, on PGlite, with 10,000 users seeded), measured in Debian's chromium:
 * - JavaScript transferred (compressed bytes on the wire) for /login, and in all from /login
 *   through signing in to the users list; the biggest chunk (brotli) but the map's;
 * - the 10,000-row users list answer, plain against brotli and gzip: bytes, time on loopback,
 *   and the time on a phone's 4G link (the bytes at 9 Mbit/s plus 150 ms, as Lighthouse's
 *   mobile throttling assumes a slower 1.6 Mbit/s);
 * - Lighthouse (the `lighthouse` package, mobile, default simulated throttling) on /login and
 *   on /admin/users signed in, its four category scores.
 * Run alone with BENCH_ONLY=web (scripts/bench.sh skips PostgreSQL then); `npm run bench` runs
 * it after the API figures. Prints a table and writes bench-results/web.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { selectedList, signInBody, type Exec } from './scenarios';
import { freePort, repoRoot, startApiServer, type ServerProcess } from './server-process';
import { pgliteExtensions } from '../src/db/client';
import { sessionScript } from './browser-session';

const CHROMIUM = process.env.BENCH_CHROMIUM || '/usr/bin/chromium';
const webDist = process.env.BENCH_WEB_DIST || path.join(repoRoot, 'apps/web/dist');
const OUT = path.join(repoRoot, 'bench-results/web.json');
const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password', clientId: 'admin-console', clientSecret: 'admin-console' };
/** The console's targets on a phone. */
const TARGET = { loginKb: 150, usersKb: 350, chunkKb: 250, accessibility: 100, bestPractices: 100 };
/** Lighthouse's performance score per route: the sign-in page, and the signed-in users list. */
const PERFORMANCE: Record<string, number> = { '/login': 95, '/admin/users': 90 };
/** A phone on 4G, for the API answer's time on the link. */
const LINK = { mbit: 9, rttMs: 150 };

type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number; fcpMs: number; tbtMs: number };
export interface WebResult {
  loginJsKb: number;
  usersJsKb: number;
  /** usersJsKb by step: the sign-in page, the switcher (with the shell and layout it loads ahead), the users list. */
  usersJsSteps: { login: number; switcher: number; list: number };
  biggestChunks: { file: string; brotliKb: number }[];
  usersAnswer: { encoding: string; kb: number; loopbackMs: number; phoneMs: number }[];
  lighthouse: Record<string, Scores | { error: string }>;
  /** The scripts of a fresh signed-in opening of /admin/users, in waves (measureWayIn). */
  wayIn: Wave[];
  error?: string;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/v1/oauth/access_token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: signInBody(admin) });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in answered ${res.status}`);
  return body.access_token;
}

async function demoScope(base: string, token: string): Promise<{ tenantId: number; networkId: number }> {
  const auth = { authorization: `Bearer ${token}` };
  const tenants = (await (await fetch(`${base}/v1/tenant?perPage=100`, { headers: auth })).json()) as { data: { id: number }[] };
  for (const tenant of tenants.data) {
    const nets = (await (await fetch(`${base}/v1/tenant/${tenant.id}/network?perPage=100`, { headers: { ...auth, 'x-tenant': String(tenant.id) } })).json()) as { data: { id: number }[] };
    if (nets.data[0]) return { tenantId: tenant.id, networkId: nets.data[0].id };
  }
  throw new Error('no tenant with a network');
}

/** Sums the compressed bytes of the scripts the page loads while `step` runs. */
async function scriptBytes(page: Page, step: () => Promise<void>): Promise<number> {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.request().sizes().then((s) => s.responseBodySize));
  };
  page.on('response', onResponse);
  await step();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

/** JS for /login, and in all from /login through signing in to the 10,000-row users list, by step. */
async function measureJs(base: string, scope: { tenantId: number; networkId: number }): Promise<{ login: number; switcher: number; list: number; users: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless'] });
  try {
    // No service worker: every visit is a first visit, as for someone who never opened it.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const login = await scriptBytes(page, async () => {
      await page.goto(`${base}/login`);
      await page.getByRole('button', { name: 'Inloggen' }).waitFor();
    });
    const switcher = await scriptBytes(page, async () => {
      await page.getByLabel('E-mail').fill(admin.email);
      await page.getByLabel('Wachtwoord').fill(admin.password);
      await page.getByLabel('Wachtwoord').press('Enter');
      await page.waitForURL('**/switcher');
      await page.getByRole('button', { name: 'Bevestigen' }).waitFor();
    });
    const list = await scriptBytes(page, async () => {
      // The switcher's choice as it stores it, then the menu's link to the users list.
      await page.evaluate(`localStorage.setItem('tenant_id', '${scope.tenantId}'); localStorage.setItem('network_id', '${scope.networkId}')`);
      await page.evaluate(`window.history.pushState({}, '', '/admin/users'); window.dispatchEvent(new PopStateEvent('popstate'))`);
      await page.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 60_000 });
    });
    return { login, switcher, list, users: login + switcher + list };
  } finally {
    await browser.close();
  }
}

/** A script the page fetched: its name without the build's hash, when it started and ended (ms from navigation), its compressed bytes. */
interface Fetched { name: string; start: number; end: number; bytes: number }
/** Scripts asked for together: from the first one's start to the last one's end, their compressed KB and names. */
interface Wave { wave: number; from: number; to: number; kb: number; names: string[]; files: Fetched[] }

/**
 * The way in to the users list on a fresh page, signed in with a chosen scope (a bookmark, a
 * reload): the scripts in the order they were asked for, grouped in waves (a wave starts when a
 * script starts more than 40 ms after the one before: a chunk that was only asked for once
 * another had loaded and run). One wave where the URL says what is needed is the aim.
 */
export async function measureWayIn(base: string, session: { token: string; tenantId: number; networkId: number }): Promise<Wave[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await context.addInitScript({ content: sessionScript(session) });
    const page = await context.newPage();
    await page.goto(`${base}/admin/users`);
    await page.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const fetched = (await page.evaluate(`performance.getEntriesByType('resource').filter((e) => e.initiatorType !== 'fetch' && /\\.m?js$/.test(new URL(e.name).pathname))
      .map((e) => ({ name: new URL(e.name).pathname.split('/').pop().replace(/-[\\w-]{8}\\.m?js$/, ''), start: e.startTime, end: e.responseEnd, bytes: e.encodedBodySize }))`)) as Fetched[];
    fetched.sort((a, b) => a.start - b.start);
    const waves: Wave[] = [];
    let last = -Infinity;
    for (const f of fetched) {
      if (f.start - last > 40) waves.push({ wave: waves.length + 1, from: Math.round(f.start), to: 0, kb: 0, names: [], files: [] });
      const w = waves[waves.length - 1];
      w.to = Math.max(w.to, Math.round(f.end));
      w.kb = Math.round((w.kb + f.bytes / 1024) * 10) / 10;
      w.names.push(f.name);
      w.files.push(f);
      last = f.start;
    }
    return waves;
  } finally {
    await browser.close();
  }
}

/** The biggest built chunks by their brotli size, the map's aside. */
function biggestChunks(): { file: string; brotliKb: number }[] {
  const dir = path.join(webDist, 'assets');
  return fs.readdirSync(dir).filter((f) => /\.m?js$/.test(f) && !/network-area-page|maplibre/.test(f))
    .map((file) => ({ file, brotliKb: kb(fs.existsSync(path.join(dir, `${file}.br`)) ? fs.statSync(path.join(dir, `${file}.br`)).size : zlib.brotliCompressSync(fs.readFileSync(path.join(dir, file))).length) }))
    .sort((a, b) => b.brotliKb - a.brotliKb).slice(0, 3);
}

/** The users list answer plain, brotli and gzip: bytes, time to the whole body on loopback (median of 7), time on 4G. */
async function measureUsersAnswer(base: string, token: string, scope: { tenantId: number; networkId: number }) {
  const url = `${base}/v1/user?perPage=9999`;
  const results: WebResult['usersAnswer'] = [];
  for (const encoding of ['identity', 'br', 'gzip']) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 8; i++) {
      const started = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'x-tenant': String(scope.tenantId), 'x-network': String(scope.networkId), 'accept-encoding': encoding } });
      const raw = Buffer.from(await res.arrayBuffer()); // undici decodes br and gzip
      if (res.status !== 200) throw new Error(`GET /v1/user answered ${res.status}`);
      const sent = res.headers.get('content-encoding') ?? 'identity';
      if (sent !== encoding) throw new Error(`asked ${encoding}, got ${sent}`);
      if (i > 0) times.push(performance.now() - started); // the first warms up
      bytes = encoding === 'identity' ? raw.length : (encoding === 'br' ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : zlib.gzipSync(raw)).length;
    }
    const loopbackMs = median(times);
    results.push({ encoding, kb: kb(bytes), loopbackMs: Math.round(loopbackMs), phoneMs: Math.round(loopbackMs + LINK.rttMs + (bytes * 8) / (LINK.mbit * 1000)) });
  }
  return results;
}

type Audits = Record<string, { numericValue?: number; displayValue?: string; details?: unknown }>;

/** What kept the main thread busy (Lighthouse's diagnostics): LCP, the work by kind, the scripts that cost most, the longest tasks. */
function diagnostics(audits: Audits): string {
  const items = (id: string) => {
    const details = audits[id]?.details;
    return details && typeof details === 'object' && 'items' in details && Array.isArray(details.items) ? (details.items as Record<string, unknown>[]) : [];
  };
  const ms = (v: unknown) => `${Math.round(Number(v) || 0)}`;
  const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '');
  const work = items('mainthread-work-breakdown').slice(0, 4).map((i) => `${String(i.groupLabel ?? i.group)} ${ms(i.duration)}`).join(', ');
  const scripts = items('bootup-time').slice(0, 3).map((i) => `${short(i.url)} ${ms(i.total)}`).join(', ');
  const tasks = items('long-tasks').slice(0, 3).map((i) => `${short(i.url)} ${ms(i.duration)}`).join(', ');
  return `LCP ${ms(audits['largest-contentful-paint']?.numericValue)} ms; main thread ${work}; scripts ${scripts}; long tasks ${tasks}`;
}

/** Lighthouse (mobile, default throttling) on `url`; `token` signs in without loading the console first. */
async function runLighthouse(base: string, route: string, session?: { token: string; tenantId: number; networkId: number }): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    if (session) {
      // The session in local storage, set on an answer of the origin that loads no script (no
      // cache, no service worker), so Lighthouse still loads the console as a first visit.
      const puppeteer = await import('puppeteer-core');
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${base}/healthz`);
      await page.evaluate(`localStorage.setItem('access_token', ${JSON.stringify(session.token)});
        localStorage.setItem('tenant_id', '${session.tenantId}'); localStorage.setItem('network_id', '${session.networkId}')`);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(`${base}${route}`, {
      port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: Boolean(session),
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('lighthouse gave no result');
    // A run that could not measure (no paint before its timeout on a loaded machine) scores 0:
    // say why instead of printing the 0 as a score.
    if (result.lhr.runtimeError) throw new Error(`lighthouse could not measure: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
    if (failing.length) console.log(`    ${route}: audits below 1: ${failing.join(', ')}`);
    console.log(`    ${route}: ${diagnostics(audits)}`);
    return {
      performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0), tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    };
  } finally {
    chrome.kill();
  }
}

/** Starts the server on PGlite with 10,000 users and the built console, and measures it all. */
export async function measureWeb(): Promise<WebResult> {
  const result: WebResult = { loginJsKb: 0, usersJsKb: 0, usersJsSteps: { login: 0, switcher: 0, list: 0 }, biggestChunks: [], usersAnswer: [], lighthouse: {}, wayIn: [] };
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return { ...result, error: `${webDist} holds no built console` };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-web-'));
  const opts = { dataDir, adminEmail: admin.email, adminPassword: admin.password, webDist };
  let server: ServerProcess | null = null;
  try {
    console.log('==> web: first start, then 10,000 users seeded in SQL');
    server = await startApiServer({ ...opts, port: await freePort() });
    const scope = await demoScope(server.url, await signIn(server.url));
    await server.stop();
    server = null;
    const { PGlite } = await import('@electric-sql/pglite');
    // The server's indexes on users need the extensions (pgliteExtensions): so do inserts.
    const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: await pgliteExtensions() });
    try {
      await selectedList().entry.seed(((sql, params) => db.query(sql, params)) as Exec, scope);
    } finally {
      await db.close();
    }
    server = await startApiServer({ ...opts, port: await freePort() });
    const token = await signIn(server.url);
    console.log('==> web: JavaScript transferred, the users list answer');
    const js = await measureJs(server.url, scope);
    result.loginJsKb = kb(js.login);
    result.usersJsKb = kb(js.users);
    result.usersJsSteps = { login: kb(js.login), switcher: kb(js.switcher), list: kb(js.list) };
    result.biggestChunks = biggestChunks();
    result.wayIn = await measureWayIn(server.url, { token, ...scope });
    result.usersAnswer = await measureUsersAnswer(server.url, token, scope);
    console.log('==> web: Lighthouse (mobile) on /login and /admin/users');
    for (const [route, session] of [['/login', undefined], ['/admin/users', { token, ...scope }]] as const) {
      try {
        result.lighthouse[route] = await runLighthouse(server.url, route, session);
      } catch (err) {
        result.lighthouse[route] = { error: err instanceof Error ? err.message : String(err) };
      }
    }
  } catch (err) {
    result.error = err instanceof Error ? err.message : String(err);
  } finally {
    if (server) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

const mark = (ok: boolean) => (ok ? 'ok ' : '!! ');

/** The figures as a table, each beside its target. */
export function renderWeb(r: WebResult): string {
  if (r.error) return `Web: FAILED: ${r.error}`;
  const lines = ['', 'Web: the console on a phone', ''];
  lines.push(`  ${mark(r.loginJsKb <= TARGET.loginKb)}JS transferred for /login            ${r.loginJsKb} KB   (target <= ${TARGET.loginKb} KB)`);
  lines.push(`  ${mark(r.usersJsKb <= TARGET.usersKb)}JS in all, /login to the users list  ${r.usersJsKb} KB   (target <= ${TARGET.usersKb} KB)`);
  lines.push(`      by step: sign-in ${r.usersJsSteps.login}, switcher ${r.usersJsSteps.switcher} (the shell and layout load there), users list ${r.usersJsSteps.list} KB`);
  for (const c of r.biggestChunks) lines.push(`  ${mark(c.brotliKb <= TARGET.chunkKb)}chunk ${c.file.padEnd(32)} ${c.brotliKb} KB brotli   (target <= ${TARGET.chunkKb} KB)`);
  lines.push('', '  /admin/users on a fresh page, signed in: the scripts in waves (ms from navigation, brotli KB, biggest first)');
  for (const w of r.wayIn) {
    const files = [...w.files].sort((a, b) => b.bytes - a.bytes).map((f) => f.name);
    lines.push(`      wave ${w.wave}  ${w.from}-${w.to} ms  ${w.kb} KB in ${files.length}: ${files.slice(0, 10).join(', ')}${files.length > 10 ? ', ...' : ''}`);
  }
  lines.push('', `  GET /v1/user?perPage=9999 (10,000 users): bytes, loopback, on 4G (${LINK.mbit} Mbit/s + ${LINK.rttMs} ms)`);
  for (const a of r.usersAnswer) lines.push(`      ${a.encoding.padEnd(9)} ${String(a.kb).padStart(8)} KB   ${String(a.loopbackMs).padStart(5)} ms   ${String(a.phoneMs).padStart(6)} ms`);
  lines.push('', '  Lighthouse, mobile         perf  a11y  best  seo   FCP ms  TBT ms');
  for (const [route, s] of Object.entries(r.lighthouse)) {
    if ('error' in s) lines.push(`  !! ${route.padEnd(22)} FAILED: ${s.error}`);
    else {
      const ok = s.performance >= (PERFORMANCE[route] ?? 100) && s.accessibility >= TARGET.accessibility && s.bestPractices >= TARGET.bestPractices;
      lines.push(`  ${mark(ok)}${route.padEnd(22)} ${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ${String(s.bestPractices).padStart(4)}  ${String(s.seo).padStart(4)}   ${String(s.fcpMs).padStart(6)}  ${String(s.tbtMs).padStart(6)}`);
    }
  }
  return lines.join('\n');
}

/** BENCH_ONLY=web, or the web part of the whole bench: measure, print, write bench-results/web.json. */
export async function runWebBench(): Promise<boolean> {
  const result = await measureWeb();
  console.log(renderWeb(result));
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, `${JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(process.cwd(), OUT)}`);
  return !result.error;
}

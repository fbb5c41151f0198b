/**
 * Browser benchmark of the users list: the time from navigation start until the
 * users table at /admin/users shows its first data row, in Debian's chromium, with whatever
 * users the tenant holds (the benchmark runner seeds 10,000 before calling this; this script
 * seeds nothing).
 *
 *   npx tsx apps/web/bench/users-table.ts --base http://127.0.0.1:3000 \
 *     --email admin@example.com --password secret --tenant 1 --network 1 [--runs 5]
 *
 * --tenant and --network take ids (or names, looked up through the API). It signs in through
 * the API, puts the token and scope into local storage (the keys of src/lib/storage.ts), loads
 * the page once to warm up (bundle, HTTP cache, service worker), then `runs` times, and prints
 * one JSON line: {"users_table_rendered_ms": {"median", "p95", "runs"}, "rows": <total>,
 * "team_editor_open_ms": {...}, "team_editor_search_ms": {...}} (the team member editor,
 * team-editor.ts, on a team it creates). Diagnostics (the list call's own time per run) go to stderr.
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { measureTeamEditor, prepareTeamEditor } from './team-editor';

// The same browser as the e2e tests (apps/web/playwright.config.ts).
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
// Local storage keys of the console (src/lib/storage.ts).
const STORAGE_KEYS = { token: 'access_token', tenant: 'tenant_id', network: 'network_id' } as const;
const ROW_SELECTOR = '.ant-table-tbody tr.ant-table-row';
const TIMEOUT_MS = 60_000;

interface Options {
  base: string;
  email: string;
  password: string;
  tenant: string;
  network: string;
  runs: number;
  clientId: string;
  clientSecret: string;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' },
      tenant: { type: 'string' }, network: { type: 'string' }, runs: { type: 'string', default: '5' },
      'client-id': { type: 'string', default: process.env.OAUTH_CLIENT_ID ?? 'admin-console' },
      'client-secret': { type: 'string', default: process.env.OAUTH_CLIENT_SECRET ?? 'admin-console' },
    },
  });
  const { base, email, password, tenant, network } = values;
  if (!base || !email || !password || !tenant || !network) {
    throw new Error('usage: users-table.ts --base URL --email E --password P --tenant T --network N [--runs 5]');
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  return { base: base.replace(/\/$/, ''), email, password, tenant, network, runs, clientId: values['client-id'], clientSecret: values['client-secret'] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function signIn(o: Options): Promise<string> {
  const res = await fetch(`${o.base}/v1/oauth/access_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: o.email, password: o.password, client_id: o.clientId, client_secret: o.clientSecret }),
  });
  const body: unknown = await res.json();
  if (!res.ok || !isRecord(body) || typeof body.access_token !== 'string') throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** GET an API list and return its `data` entries as {id, name}. */
async function listOf(o: Options, token: string, path: string, tenantId?: number): Promise<{ id: number; name: string }[]> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (tenantId !== undefined) headers['x-tenant'] = String(tenantId);
  const res = await fetch(`${o.base}${path}`, { headers });
  const body: unknown = await res.json();
  if (!res.ok || !isRecord(body) || !Array.isArray(body.data)) throw new Error(`${path}: ${res.status}`);
  return body.data.flatMap((row: unknown) => (isRecord(row) && typeof row.id === 'number' && typeof row.name === 'string' ? [{ id: row.id, name: row.name }] : []));
}

/** An id as given, or the id of the entry with that name. */
async function resolveId(given: string, entries: () => Promise<{ id: number; name: string }[]>, what: string): Promise<number> {
  if (/^\d+$/.test(given)) return Number(given);
  const match = (await entries()).find((entry) => entry.name === given);
  if (!match) throw new Error(`no ${what} named ${given}`);
  return match.id;
}

/** When the users list calls started and ended, in ms from navigation start, and how many. */
interface ListCall {
  start: number;
  end: number;
  calls: number;
}

/**
 * Loads /admin/users and returns the ms from navigation start (the document's time origin)
 * to the first frame after the first data row entered the DOM, and the list call's duration.
 */
async function measure(page: Page, base: string): Promise<{ rendered: number; listCall: ListCall | null }> {
  await page.goto(`${base}/admin/users`, { waitUntil: 'commit' });
  await page.waitForFunction(() => Reflect.get(window, '__usersTableRendered') !== undefined, undefined, { timeout: TIMEOUT_MS, polling: 50 });
  const rendered: unknown = await page.evaluate(() => Reflect.get(window, '__usersTableRendered'));
  const listCall = await page.evaluate(() => {
    // The first page's call starts it, the last page's call ends it (one call below 10,000 users).
    const entries = performance.getEntriesByType('resource')
      .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming && /\/v1\/user\?/.test(e.name));
    if (entries.length === 0) return null;
    return { start: Math.min(...entries.map((e) => e.startTime)), end: Math.max(...entries.map((e) => e.responseEnd)), calls: entries.length };
  });
  if (typeof rendered !== 'number') throw new Error('no render time recorded');
  return { rendered, listCall };
}

/** The table's total from its pagination text ('1-25 van 10004'). */
async function rowsShown(page: Page): Promise<number | null> {
  const text = await page.locator('.ant-pagination-total-text').first().textContent({ timeout: TIMEOUT_MS });
  const match = text?.match(/(\d+)\s*$/);
  return match ? Number(match[1]) : null;
}

/** The tenant's user count as the API reports it (when the table's text cannot be read). */
async function rowsFromApi(o: Options, token: string, tenantId: number, networkId: number): Promise<number | null> {
  const res = await fetch(`${o.base}/v1/user?perPage=1`, {
    headers: { Authorization: `Bearer ${token}`, 'x-tenant': String(tenantId), 'x-network': String(networkId) },
  });
  const body: unknown = await res.json();
  if (!isRecord(body) || !isRecord(body.meta) || !isRecord(body.meta.pagination)) return null;
  const total = body.meta.pagination.total;
  return typeof total === 'number' ? total : null;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  // Nearest-rank percentile.
  const p95 = sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)];
  const round = (n: number) => Math.round(n * 10) / 10;
  return { median: round(median), p95: round(p95), runs: values.map(round) };
}

async function main(): Promise<void> {
  const o = readOptions();
  const token = await signIn(o);
  const tenantId = await resolveId(o.tenant, () => listOf(o, token, '/v1/tenant?perPage=9999'), 'tenant');
  const networkId = await resolveId(o.network, () => listOf(o, token, `/v1/tenant/${tenantId}/network?perPage=9999`, tenantId), 'network');

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'nl-NL' });
    // Before any script of the page: the session, and an observer that notes when the first
    // data row is in the DOM, then waits a frame so the time includes its layout and paint.
    await context.addInitScript(({ keys, session, selector }) => {
      localStorage.setItem(keys.token, session.token);
      localStorage.setItem(keys.tenant, session.tenant);
      localStorage.setItem(keys.network, session.network);
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() => Reflect.set(window, '__usersTableRendered', performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true });
    }, { keys: STORAGE_KEYS, session: { token, tenant: String(tenantId), network: String(networkId) }, selector: ROW_SELECTOR });

    const page = await context.newPage();
    await measure(page, o.base); // warm-up
    const runs: number[] = [];
    for (let i = 0; i < o.runs; i += 1) {
      const { rendered, listCall } = await measure(page, o.base);
      runs.push(rendered);
      const call = listCall ? `GET /v1/user ×${listCall.calls} from ${listCall.start.toFixed(0)} to ${listCall.end.toFixed(0)} ms` : 'GET /v1/user not seen';
      process.stderr.write(`run ${i + 1}: table ${rendered.toFixed(1)} ms (${call})\n`);
    }
    const rows = (await rowsShown(page).catch(() => null)) ?? await rowsFromApi(o, token, tenantId, networkId);

    // The team member editor among the same users (a warm-up, then the runs).
    const { teamId, email } = await prepareTeamEditor({ base: o.base, token, tenantId, networkId });
    await measureTeamEditor(page, o.base, teamId, email);
    const opens: number[] = [];
    const searches: number[] = [];
    for (let i = 0; i < o.runs; i += 1) {
      const run = await measureTeamEditor(page, o.base, teamId, email);
      opens.push(run.open);
      searches.push(run.search);
      process.stderr.write(`run ${i + 1}: team editor shown ${run.open.toFixed(1)} ms, searched ${run.search.toFixed(1)} ms\n`);
    }
    process.stdout.write(`${JSON.stringify({ users_table_rendered_ms: summary(runs), rows, team_editor_open_ms: summary(opens), team_editor_search_ms: summary(searches) })}\n`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

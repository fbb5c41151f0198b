/**
 * A big organisation's users list, on PostgreSQL: 100,000 users in an organisation
 * of their own, then
 * - the API: one filtered and sorted page of 50 (`GET /v1/user?perPage=50&sort=name&filter[name]=…`)
 *   against the same statement run bare through node-postgres (the ceiling's `/sql/big-page`,
 *   same-sql.ts), under the same load in the same run: what our layers add; target: at least
 *   0.8 of the ceiling's throughput;
 * - chromium: the users list opens (server mode), searches by name and opens a user, each
 *   timed from the action to the screen showing its result; target: each under 1 s (median);
 *   the opening's last run as a timeline (the page's own performance entries: navigation,
 *   paints, every file and API call with its start and end, long tasks, the first row);
 * - chromium: the team member editor among the same users (apps/web/bench/team-editor.ts):
 *   'Gebruikers bewerken' to its first page, a search by e-mail to the one row.
 * Run by run.ts after the PostgreSQL run (the server serving the built console), or alone:
 *   BENCH_DATABASE_URL=postgres://… BENCH_WEB_DIST=/path/to/dist npx tsx apps/api/bench/big-list.ts
 * (a fresh database: the server migrates it and seeds the admin).
 */
import pg from 'pg';
import { chromium, type Page } from '@playwright/test';
import type { ServerProcess } from './server-process';
import { onOwnServer, runAlone } from './own-server';
import { againstBare, api, log, median } from './big-data';
import { usersPageSql } from './same-sql';
import { measureTeamEditor, prepareTeamEditor } from '../../web/bench/team-editor';
import { TIMELINE_RECORDER, timelineLines, type Timeline } from './page-timeline';
import { sessionScript } from './browser-session';

export const BIG_USERS = 100_000;
const PER_PAGE = 50;
const SURNAMES = ['Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot',
  'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits'];
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const RUNS = 3;

export interface BigListResult {
  users: number;
  /** the page's p50 in ms and throughput (req/s) at 10 connections: the API's, and the same statement's run bare */
  listP50: number;
  listRps: number;
  ceilingP50: number;
  ceilingRps: number;
  /** listRps / ceilingRps; target ≥ 0.8 */
  ratio: number;
  /** chromium medians in ms; target < 1000 each */
  open: number;
  search: number;
  openUser: number;
  /** the team member editor among the same users: medians in ms */
  teamOpen: number;
  teamSearch: number;
}

/** A new organisation with a network and BIG_USERS users (SQL: seconds, not an hour of POSTs). */
async function seedBigOrganisation(base: string, databaseUrl: string, auth: Record<string, string>) {
  const stamp = Date.now().toString(36);
  const tenant = (await api<{ data: { id: number } }>(base, '/v1/tenant', auth, { name: `Bench groot ${stamp}`, add_standard_roles: true })).data;
  const network = (await api<{ data: { id: number } }>(base, '/v2/network', { ...auth, 'x-tenant': String(tenant.id) }, { name: 'Bench groot netwerk', tenant: tenant.id })).data;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (name, email, needs_license, primary_tenant_id)
       select ($2::text[])[1 + i % ${SURNAMES.length}] || ' ' || lpad(i::text, 6, '0'), 'groot' || i || '.${stamp}@bench.example', false, $1
       from generate_series(1, ${BIG_USERS}) i`,
      [tenant.id, SURNAMES],
    );
    await client.query(`insert into tenant_users (tenant_id, user_id) select $1, id from users where email like $2`, [tenant.id, `groot%.${stamp}@bench.example`]);
    await client.query('analyze users');
    await client.query('analyze tenant_users');
  } finally {
    await client.end();
  }
  return { tenantId: tenant.id, networkId: network.id };
}

/**
 * What the browser fetched during a step: each request (API calls by path and query, the
 * console's files by name) with when it started and ended, in ms from the step's start. Printed
 * with the figures, so a slow step says where its time went.
 */
class Requests {
  private started = 0;
  private seen: { what: string; start: number; end: number; status: number }[] = [];
  constructor(page: Page) {
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      const api = /^\/v\d\//.test(url.pathname);
      const timing = request.timing();
      // timing: ms from the request's own startTime (ms since the epoch).
      const start = timing.startTime - this.started;
      void request.response().then((response) => {
        this.seen.push({
          what: `${request.method()} ${api ? decodeURIComponent(url.pathname + url.search) : url.pathname.split('/').pop() || '/'}`,
          start, end: start + Math.max(timing.responseEnd, 0), status: response?.status() ?? 0,
        });
      });
    });
  }

  reset() {
    this.started = Date.now();
    this.seen = [];
  }

  /** The step's requests, API calls first; files only when they took long (a cold chunk). */
  lines(): string[] {
    const api = this.seen.filter((r) => /^\w+ \/v\d\//.test(r.what));
    const files = this.seen.filter((r) => !api.includes(r) && r.end - r.start > 50);
    return [...api, ...files].sort((a, b) => a.start - b.start)
      .map((r) => `${r.what} ${r.status}: ${r.start.toFixed(0)}–${r.end.toFixed(0)} ms`);
  }
}

/** ms from `act` until `done` holds, `RUNS` times after a warm-up; the median. The last run's requests are printed. */
async function timed(label: string, requests: Requests, act: () => Promise<unknown>, done: () => Promise<unknown>, reset: () => Promise<unknown>): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i <= RUNS; i += 1) {
    await reset();
    requests.reset();
    const started = performance.now();
    await act();
    await done();
    if (i > 0) runs.push(performance.now() - started);
  }
  console.log(`    ${label}: ${runs.map((r) => r.toFixed(0)).join(', ')} ms; the last run fetched:`);
  for (const line of requests.lines()) console.log(`      ${line}`);
  return median(runs);
}

async function inChromium(base: string, session: { token: string; tenantId: number; networkId: number }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'nl-NL' });
    await context.addInitScript({ content: sessionScript(session) });
    // Records the page's long tasks and when the first table row appeared (page-timeline.ts).
    await context.addInitScript({ content: TIMELINE_RECORDER });
    const page: Page = await context.newPage();
    const requests = new Requests(page);
    const rows = page.locator('tbody tr[data-row-key]');
    const total = page.locator('.ant-pagination-total-text');
    // User 4244: SURNAMES[4244 % 20], as the seed names them.
    const target = `${SURNAMES[4244 % SURNAMES.length]} 004244`;

    const open = await timed('opens the users list', requests,
      () => page.goto(`${base}/admin/users`, { waitUntil: 'commit' }),
      async () => { await rows.first().waitFor(); await total.filter({ hasText: String(BIG_USERS) }).waitFor(); },
      () => page.goto('about:blank'),
    );
    // The last opening as the page saw it, in order (ms from navigation start).
    console.log('    the last opening, from the page\'s own performance entries:');
    for (const line of timelineLines(await page.evaluate('window.__benchTimeline()') as Timeline)) console.log(`      ${line}`);
    const search = await timed('searches by name', requests,
      () => page.getByRole('textbox', { name: 'Zoek op Naam' }).press('Enter'),
      async () => {
        // Polled through locators: the console's CSP allows no evaluated strings.
        const deadline = Date.now() + 30_000;
        while ((await rows.count()) !== 1 || !(await rows.first().textContent())?.includes(target)) {
          if (Date.now() > deadline) throw new Error(`searching for ${target} did not show it alone`);
          await page.waitForTimeout(5);
        }
      },
      async () => {
        await page.goto(`${base}/admin/users`);
        await total.filter({ hasText: String(BIG_USERS) }).waitFor();
        await page.locator('thead').getByLabel('Filter op Naam', { exact: true }).click();
        await page.getByRole('textbox', { name: 'Zoek op Naam' }).fill(target);
      },
    );
    const openUser = await timed('opens a user', requests,
      () => rows.first().getByRole('link', { name: /Bekijken/ }).click(),
      () => page.locator('.ant-descriptions').filter({ hasText: target }).waitFor(),
      async () => {
        await page.goto(`${base}/admin/users?filter%5Bname%5D=${encodeURIComponent(target)}`);
        await rows.filter({ hasText: target }).waitFor();
      },
    );
    // The team member editor among the same 100,000 users (a warm-up, then RUNS runs).
    const editor = await prepareTeamEditor({ base, ...session });
    const teamRuns: { open: number; search: number }[] = [];
    for (let i = 0; i <= RUNS; i += 1) {
      requests.reset();
      const run = await measureTeamEditor(page, base, editor.teamId, editor.email);
      if (i > 0) teamRuns.push(run);
    }
    console.log(`    team member editor: shown ${teamRuns.map((r) => r.open.toFixed(0)).join(', ')} ms, searched ${teamRuns.map((r) => r.search.toFixed(0)).join(', ')} ms; the last run fetched:`);
    for (const line of requests.lines()) console.log(`      ${line}`);
    return { open, search, openUser, teamOpen: median(teamRuns.map((r) => r.open)), teamSearch: median(teamRuns.map((r) => r.search)) };
  } finally {
    await browser.close();
  }
}

/** Seeds the big organisation on the server's PostgreSQL and measures; the server must be running with the console. */
export async function measureBigList(server: ServerProcess, databaseUrl: string, account: { email: string; password: string; clientId: string; clientSecret: string }, seconds = 5): Promise<BigListResult> {
  const base = server.url;
  const signIn = await api<{ access_token: string }>(base, '/v1/oauth/access_token', {}, {
    grant_type: 'password', username: account.email, password: account.password, client_id: account.clientId, client_secret: account.clientSecret,
  });
  const auth = { authorization: `Bearer ${signIn.access_token}` };
  log(`big list: seeding an organisation with ${BIG_USERS.toLocaleString('en')} users`);
  const ids = await seedBigOrganisation(base, databaseUrl, auth);
  const scope = { ...auth, 'x-tenant': String(ids.tenantId), 'x-network': String(ids.networkId) };
  const search = { perPage: String(PER_PAGE), sort: 'name', 'filter[name]': 'visser 00' };
  const listPath = `/v1/user?${new URLSearchParams(search).toString().replace(/%5B/g, '[').replace(/%5D/g, ']')}`;
  const page = await api<{ data: unknown[]; meta: { pagination: { total: number } } }>(base, listPath, scope);
  console.log(`    ${listPath}: ${page.data.length} rows of ${page.meta.pagination.total}`);
  // The same statement bare, measured just before the API in the same run (alternating twice,
  // so a change of the machine's load between them shows).
  const { listP50, listRps, ceilingP50, ceilingRps } = await againstBare(server, databaseUrl, listPath, scope, usersPageSql(ids.tenantId, search), seconds);
  if (process.env.BENCH_BROWSER === '0') {
    const result = { users: BIG_USERS, listP50, listRps, ceilingP50, ceilingRps, ratio: listRps / ceilingRps, open: NaN, search: NaN, openUser: NaN, teamOpen: NaN, teamSearch: NaN };
    console.log(`    ${bigListLines(result).join('\n    ')}`);
    return result;
  }
  log('big list: the users list in chromium (open, search by name, open a user)');
  const browser = await inChromium(base, { token: signIn.access_token, ...ids });
  const result = { users: BIG_USERS, listP50, listRps, ceilingP50, ceilingRps, ratio: listRps / ceilingRps, ...browser };
  console.log(`    ${bigListLines(result).join('\n    ')}`);
  return result;
}

/** The report's lines of a result, with the targets. */
export function bigListLines(r: BigListResult): string[] {
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
  const lines = [
    `big list (${r.users.toLocaleString('en')} users, PostgreSQL): filtered+sorted page of ${PER_PAGE}: ${r.listRps.toFixed(0)} req/s (p50 ${r.listP50} ms) = ${r.ratio.toFixed(2)} of the same SQL run bare (${r.ceilingRps.toFixed(0)} req/s, p50 ${r.ceilingP50} ms); target ≥ 0.8: ${ok(r.ratio >= 0.8)}`,
  ];
  if (Number.isNaN(r.open)) return lines;
  return [
    ...lines,
    `big list in chromium: opens ${r.open.toFixed(0)} ms, searches by name ${r.search.toFixed(0)} ms, opens a user ${r.openUser.toFixed(0)} ms; target < 1000 ms each: ${ok(Math.max(r.open, r.search, r.openUser) < 1000)}`,
    `big list, team member editor: shown ${r.teamOpen.toFixed(0)} ms, searched by e-mail ${r.teamSearch.toFixed(0)} ms`,
  ];
}

/** run.ts's hook: on a server of its own serving the built console; a failure is reported, not thrown. */
export const runBigList = onOwnServer(measureBigList);

// Alone: on BENCH_DATABASE_URL (own-server.ts).
await runAlone('big-list.ts', measureBigList);

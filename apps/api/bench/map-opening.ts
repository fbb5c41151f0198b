/**
 * The map in chromium: /admin/map opened on a big network until its view's objects are drawn
 * (the page's 'map: objects drawn' mark: every tile of the objects' source in, then rendered),
 * after the map is ready (data-ready) and no tile is pending for a moment: a fresh page at its
 * address (a bookmark, a reload), from the navigation's start; then from a click on 'Kaart' in
 * the side menu of the console open on its home. Three runs of each after a warm-up; in ms.
 */
import { performance } from 'node:perf_hooks';
import { chromium, type Page } from '@playwright/test';
import { TIMELINE_RECORDER, timelineLines, type Timeline } from './page-timeline';
import { sessionScript } from './browser-session';

// Debian's chromium-headless-shell, as the e2e tests drive it: the same engine without the
// browser's own interface. The full chromium in headless mode starts its omnibox WebUI in a
// renderer of its own beside each page (1.3 s of CPU on 2 cores, seen in a trace), which a
// user's browser has long running; here it would race the page it measures.
const SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--use-gl=swiftshader', '--enable-unsafe-swiftshader'];
// BENCH_MAP_RUNS: more openings for a steadier median on a busy machine.
const RUNS = Number(process.env.BENCH_MAP_RUNS || 3);
// BENCH_MAP_TRACE=<file.json>: a Chrome trace of the last opening (open it in DevTools' Performance panel).
const TRACE = process.env.BENCH_MAP_TRACE;

/** When the tiles were asked for and in, in ms of performance.now(). */
interface TileTimes { firstAsked: number; lastIn: number; count: number }

/** Resolves when the page has had no tile request in flight for `quiet` ms (after at least one tile arrived). */
function tilesSettled(page: Page, quiet = 150): Promise<TileTimes> {
  let pending = 0;
  let timer: NodeJS.Timeout | undefined;
  const times: TileTimes = { firstAsked: Number.NaN, lastIn: Number.NaN, count: 0 };
  return new Promise((resolve) => {
    const check = () => {
      clearTimeout(timer);
      if (pending === 0 && times.count > 0) timer = setTimeout(() => resolve(times), quiet);
    };
    const isTile = (url: string) => url.includes('/v1/object/tile/');
    page.on('request', (r) => {
      if (!isTile(r.url())) return;
      pending += 1;
      if (Number.isNaN(times.firstAsked)) times.firstAsked = performance.now();
      clearTimeout(timer);
    });
    const done = (url: string) => {
      if (!isTile(url)) return;
      pending -= 1;
      times.count += 1;
      times.lastIn = performance.now();
      check();
    };
    page.on('requestfinished', (r) => done(r.url()));
    page.on('requestfailed', (r) => done(r.url()));
  });
}

export async function measureMapOpening(base: string, session: { token: string; tenantId: number; networkId: number }): Promise<{ fresh: number[]; fromMenu: number[] }> {
  const browser = await chromium.launch({ executablePath: SHELL, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'nl-NL' });
    await context.addInitScript({ content: sessionScript(session) });
    // The page's own timeline (long tasks, files and calls), printed for the last run.
    await context.addInitScript({ content: TIMELINE_RECORDER });
    const times: number[] = [];
    for (let i = 0; i <= RUNS; i += 1) {
      const page = await context.newPage();
      const settled = tilesSettled(page);
      if (TRACE && i === RUNS) await browser.startTracing(page, { path: TRACE });
      const started = performance.now();
      const startedAt = Date.now();
      await page.goto(`${base}/admin/map`, { waitUntil: 'commit' });
      await page.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
      const ready = performance.now() - started;
      const tiles = await settled;
      if (TRACE && i === RUNS) await browser.stopTracing();
      // Until the page drew the objects of its first view (its 'map: objects drawn' mark, on the
      // page's clock from its time origin), counted from the navigation's start here.
      const drawnAt = await page.evaluate(`new Promise((resolve) => {
        const look = () => { const [m] = performance.getEntriesByName('map: objects drawn'); if (m) resolve(performance.timeOrigin + m.startTime); else setTimeout(look, 20); };
        look();
      })`) as number;
      const took = drawnAt - startedAt;
      if (i > 0) {
        times.push(took);
        console.log(`    run ${i}: ready ${ready.toFixed(0)} ms, first tile asked ${(tiles.firstAsked - started).toFixed(0)} ms, ${tiles.count} tiles in by ${(tiles.lastIn - started).toFixed(0)} ms, drawn ${took.toFixed(0)} ms`);
      }
      if (i === RUNS) {
        console.log('    the last opening, from the page\'s own performance entries:');
        for (const line of timelineLines(await page.evaluate('window.__benchTimeline()') as Timeline)) console.log(`      ${line}`);
      }
      await page.close();
    }
    console.log(`    the map opened with its objects: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    // From the side menu, the console already open on its home: the code and calls of the map only.
    const fromMenu: number[] = [];
    for (let i = 0; i <= RUNS; i += 1) {
      const page = await context.newPage();
      await page.goto(`${base}/admin`);
      const entry = page.getByRole('menu', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Kaart', exact: true });
      await entry.waitFor({ timeout: 30_000 });
      await page.waitForTimeout(300);
      const clicked = await page.evaluate('performance.now()') as number;
      await entry.click();
      const drawn = await page.evaluate(`new Promise((resolve) => {
        const look = () => { const [m] = performance.getEntriesByName('map: objects drawn'); if (m) resolve(m.startTime); else setTimeout(look, 20); };
        look();
      })`) as number;
      if (i > 0) fromMenu.push(drawn - clicked);
      await page.close();
    }
    console.log(`    the map opened from the side menu (the console open on its home): ${fromMenu.map((t) => t.toFixed(0)).join(', ')} ms`);
    return { fresh: times, fromMenu };
  } finally {
    await browser.close();
  }
}

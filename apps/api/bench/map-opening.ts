/**
 * The map in chromium: /admin/map opened on a big network until its view's objects are in,
 * that is the map is ready (its style and the network's area: data-ready on the map) and every
 * vector tile it asked for has arrived, with no tile pending for a moment. Three runs after a
 * warm-up; the times in ms, each from the navigation.
 */
import { chromium, type Page } from '@playwright/test';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--use-gl=swiftshader', '--enable-unsafe-swiftshader'];
const RUNS = 3;

/** Resolves when the page has had no tile request in flight for `quiet` ms (after at least one tile arrived). */
function tilesSettled(page: Page, quiet = 150): Promise<void> {
  let pending = 0;
  let arrived = 0;
  let timer: NodeJS.Timeout | undefined;
  return new Promise((resolve) => {
    const check = () => {
      clearTimeout(timer);
      if (pending === 0 && arrived > 0) timer = setTimeout(resolve, quiet);
    };
    const isTile = (url: string) => url.includes('/v1/object/tile/');
    page.on('request', (r) => { if (isTile(r.url())) { pending += 1; clearTimeout(timer); } });
    const done = (url: string) => { if (isTile(url)) { pending -= 1; arrived += 1; check(); } };
    page.on('requestfinished', (r) => done(r.url()));
    page.on('requestfailed', (r) => done(r.url()));
  });
}

export async function measureMapOpening(base: string, session: { token: string; tenantId: number; networkId: number }): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'nl-NL' });
    const store = { access_token: session.token, tenant_id: String(session.tenantId), network_id: String(session.networkId) };
    await context.addInitScript({ content: Object.entries(store).map(([k, v]) => `localStorage.setItem(${JSON.stringify(k)}, ${JSON.stringify(v)});`).join('\n') });
    const times: number[] = [];
    for (let i = 0; i <= RUNS; i += 1) {
      const page = await context.newPage();
      const settled = tilesSettled(page);
      const started = performance.now();
      await page.goto(`${base}/admin/map`, { waitUntil: 'commit' });
      await page.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
      await settled;
      // The quiet moment that proved the tiles done is not part of the opening.
      const took = performance.now() - started - 150;
      if (i > 0) times.push(took);
      await page.close();
    }
    console.log(`    the map opened with its objects: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    return times;
  } finally {
    await browser.close();
  }
}

/**
 * The console under its Content-Security-Policy: a fresh nonce per load that antd's styles
 * carry, a second visit answered by the service worker, the API docs under their own policy,
 * and proof that the violation check of fixtures.ts catches what the policy blocks.
 */
import { expect, test, type Page } from './fixtures';
import { screenshot } from './driver';

const PRIMARY = 'rgb(22, 104, 220)'; // the theme's colorPrimary (#1668dc), set by antd's run-time styles

/** The nonce in the page's policy header, and the one the page itself holds. */
async function nonces(page: Page, policy: string): Promise<{ header: string | undefined; page: string | undefined }> {
  const inPage = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce);
  return { header: /'nonce-([^']+)'/.exec(policy)?.[1], page: inPage };
}

test.describe('content security policy', () => {
  test('every load of the page has its own nonce, and antd styles the page with it', async ({ page }) => {
    const first = await page.goto('/login');
    const policy = first?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    const one = await nonces(page, policy);
    expect(one.header).toBeTruthy();
    expect(one.page).toBe(one.header);

    const button = page.getByRole('button', { name: 'Inloggen' });
    await expect(button).toHaveCSS('background-color', PRIMARY);
    // antd's <style> elements carry the nonce (the nonce attribute itself is hidden from the DOM).
    const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.nonce));
    expect(styles.length).toBeGreaterThan(0);
    expect(new Set(styles)).toEqual(new Set([one.header]));

    const second = await page.request.get('/login');
    const two = /'nonce-([^']+)'/.exec(second.headers()['content-security-policy'] ?? '')?.[1];
    expect(two).toBeTruthy();
    expect(two).not.toBe(one.header);
    expect(await second.text()).toContain(`nonce="${two}"`);
  });

  test('a script or style injected into the page is blocked and reported', async ({ page, csp }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.head.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<p id="injected" style="color: rgb(255, 0, 0)">injected</p>';
      document.body.append(holder);
      return 'injectedScriptRan' in window;
    });
    expect(ran).toBe(false);
    await expect(page.locator('#injected')).not.toHaveCSS('color', 'rgb(255, 0, 0)');
    await expect.poll(() => csp.violations.join('\n')).toMatch(/script-src-elem blocked inline/);
    await expect.poll(() => csp.violations.join('\n')).toMatch(/style-src-attr blocked inline/);
    // Seen, so this test passes; any other test with a violation fails in the fixture.
    csp.violations.length = 0;
  });

  test.describe('with the service worker', () => {
    // The e2e contexts block service workers (playwright.config.ts); this one is about it.
    test.use({ serviceWorkers: 'allow' });

    test('a second visit answered by the service worker still renders under the policy', async ({ page }) => {
      await page.goto('/login');
      // The service worker installs and precaches the page, with the policy and nonce it was
      // served with; it answers the next navigation.
      await page.evaluate(async () => { await navigator.serviceWorker.ready; });

      const again = await page.goto('/login');
      expect(again?.fromServiceWorker()).toBe(true);
      const policy = again?.headers()['content-security-policy'] ?? '';
      const held = await nonces(page, policy);
      expect(held.page).toBe(held.header);
      await expect(page.getByRole('button', { name: 'Inloggen' })).toHaveCSS('background-color', PRIMARY);
      await screenshot(page, 'login-from-service-worker');
    });
  });

  test('the API docs work under their own policy', async ({ page }) => {
    const docs = await page.goto('/docs');
    expect(docs?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { name: /Map and asset platform: administration API/ })).toBeVisible();
    await expect(page.getByText('/v1/oauth/access_token').first()).toBeVisible();
    await screenshot(page, 'api-docs');
  });
});

import { expect, test } from './fixtures';
import { accounts, openFromMenu, openPage, screenshot, signIn, startSession } from './driver';

test.describe('error catalogue', () => {
  test("a 403 shows 'Error' with the detail and nothing else", async ({ page }) => {
    // Carla is only a viewer on the second network: she reads the network (its header), but the
    // roles list is for its administrators and answers 403.
    await signIn(page, accounts.carla.email, accounts.carla.password);
    await page.evaluate(() => {
      localStorage.setItem('tenant_id', '1');
      localStorage.setItem('network_id', '2');
    });
    await page.goto('/admin/roles');
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Error' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Je hebt geen beheerrechten (module-admin) op dit netwerk');
    // Nothing else: still signed in, still on the page.
    await expect(page).toHaveURL(/\/admin\/roles$/);
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Rollen');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await screenshot(page, 'error-403');
  });

  test('a 401 with a description shows it and logs out', async ({ page, baseURL }) => {
    // A session the server does not know, stored before the first page: set from the sign-in
    // page instead, its opening (which clears the stored session) could come after it.
    await page.context().setStorageState({
      cookies: [],
      origins: [{
        origin: new URL(baseURL!).origin,
        localStorage: [
          { name: 'access_token', value: 'not-a-valid-token' },
          { name: 'tenant_id', value: '1' },
          { name: 'network_id', value: '1' },
        ],
      }],
    });
    await page.goto('/admin');
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'invalid_token' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Het toegangstoken is ongeldig of verlopen');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await screenshot(page, 'error-401');
  });

  test("a screen whose code cannot load shows the console's error screen inside its frame, with a way back", async ({ page }) => {
    await startSession(page, accounts.anna);
    await openPage(page, '/admin');
    await expect(page.getByRole('heading', { name: 'Welkom in de beheerconsole' })).toBeVisible();
    // The map's screen chunk fails, as when the connection drops or a new version replaced it.
    await page.route(/\/assets\/map-page-[^/]+\.js$/, (route) => route.abort());
    await openFromMenu(page, 'Kaart');
    const main = page.getByRole('main');
    await expect(main.getByText('Dit scherm kon niet worden getoond')).toBeVisible();
    await expect(main.getByText('Laad de pagina opnieuw of ga terug naar home')).toBeVisible();
    // In the frame: the side menu and the header stay; nothing of react-router's own page, no stack trace.
    await expect(page.getByRole('menu', { name: 'Hoofdmenu' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(page.locator('pre')).toHaveCount(0);
    await screenshot(page, 'error-screen');
    // The way back: home, then the screen again once its code loads.
    await main.getByRole('link', { name: 'Terug naar home' }).click();
    await expect(page.getByRole('heading', { name: 'Welkom in de beheerconsole' })).toBeVisible();
    await page.unroute(/\/assets\/map-page-[^/]+\.js$/);
    await openFromMenu(page, 'Kaart');
    await expect(page.getByRole('region', { name: 'Kaart van het netwerk' })).toBeVisible();
  });

  test("outside the frame, a screen that cannot load shows the console's error screen in English too", async ({ page }) => {
    await startSession(page, accounts.anna);
    await page.route(/\/assets\/switcher-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/switcher');
    await expect(page.getByRole('heading', { name: 'Dit scherm kon niet worden getoond' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar home' })).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('button', { name: 'Pagina opnieuw laden' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await screenshot(page, 'error-screen-outside');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This screen could not be shown' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });
});

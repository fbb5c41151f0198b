import { expect, test } from './fixtures';
import { accounts, screenshot, signIn } from './driver';

test.describe('error catalogue', () => {
  test("a 403 shows 'Error' with the detail and nothing else", async ({ page }) => {
    // Carla is only a viewer on the second network: the header's network call answers 403.
    await signIn(page, accounts.carla.email, accounts.carla.password);
    await page.evaluate(() => {
      localStorage.setItem('tenant_id', '1');
      localStorage.setItem('network_id', '2');
    });
    await page.goto('/admin');
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Error' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Je hebt geen beheerrechten (module-admin) op dit netwerk');
    // Nothing else: still signed in, still on the page.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Welkom in de beheerconsole' })).toBeVisible();
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
});

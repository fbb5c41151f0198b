import { expect, test } from './fixtures';
import { accounts, signInTo } from './driver';

test.describe('a click answers at once', () => {
  test('a menu entry whose screen is still loading shows the progress line, marks the entry and says it loads', async ({ page }) => {
    await signInTo(page, accounts.anna);
    await expect(page.getByRole('table')).toBeVisible();
    // The roles screens' code is held back until the test lets it through: the click must show
    // that it was taken before the next screen can be there.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/assets\/[^/]*role[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const menu = page.getByRole('menu', { name: 'Hoofdmenu' });
    await menu.getByRole('link', { name: 'Rollen', exact: true }).click();

    await expect(page.locator('.navigation-progress')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Laden...' })).toHaveCount(1);
    await expect(menu.locator('.ant-menu-item-selected')).toHaveText('Rollen');
    // The screen that was there stays until the next one is in.
    await expect(page).not.toHaveURL(/\/admin\/roles$/);

    release();
    await expect(page).toHaveURL(/\/admin\/roles$/);
    await expect(page.getByRole('table')).toContainText('Beheerder');
    await expect(page.locator('.navigation-progress')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Laden...' })).toHaveCount(0);
  });
});

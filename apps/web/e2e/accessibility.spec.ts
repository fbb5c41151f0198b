/**
 * Accessibility (axe, driver/accessibility.ts) of the screens outside the console's layout, on a
 * desktop, with the titles the document gets; and a phone's keyboard reaching a table that
 * scrolls in its card. The screens inside the layout are checked in the phone walk
 * (phone.spec.ts), which runs axe on every screen it visits, and on one screen of each kind
 * (list, detail, form, link editor, settings) at desktop width too, in the same visit.
 */
import { expect, test } from './fixtures';
import { accounts, apiCall, expectAccessible, openPage, startSession, uniqueName } from './driver';

test.describe('accessibility (axe, desktop)', () => {
  test('sign-in, reset link and switcher have no serious violation, and say what they are in the title', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await expect(page).toHaveTitle('Inloggen · Beheerconsole');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Beheerconsole voor kaartobjecten/);
    await expectAccessible(page, '/login');
    await page.goto('/password/reset/not-a-real-token');
    await expect(page).toHaveTitle('Nieuw wachtwoord instellen · Beheerconsole');
    await expectAccessible(page, '/password/reset');
    await startSession(page, accounts.anna);
    await page.goto('/switcher');
    await expect(page).toHaveTitle('Kies organisatie en netwerk · Beheerconsole', { timeout: 30_000 });
    await expectAccessible(page, '/switcher');
  });

  test('on a phone, a table that scrolls in its card can be reached with the keyboard, even empty', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startSession(page, accounts.anna);
    // A new type: its cards (attributes, statuses, ...) are empty tables wider than the phone.
    const type = await apiCall<{ id: number }>(page, 'POST', '/v1/type', { name: uniqueName('Leeg'), geo_type: 'point' });
    await openPage(page, `/admin/map_object_types/${type.id}`);
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .navigation-progress')).toHaveCount(0, { timeout: 20_000 });
    const regions = page.locator('.data-table-scroll[data-scroll-region]');
    await expect(regions.first()).toHaveAttribute('tabindex', '0');
    await expectAccessible(page, `/admin/map_object_types/${type.id} on a phone`);
  });
});

/**
 * Accessibility on a desktop screen: axe (driver/accessibility.ts) on the screens outside the
 * layout and on one screen of each kind inside it (list, detail, form, link editor, settings),
 * with the titles the document gets. The phone walk (phone.spec.ts) checks every screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts, apiCall, expectAccessible, signInTo, uniqueName } from './driver';

/** Opens `path` in the running console (as a link would) and waits until nothing loads. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .navigation-progress')).toHaveCount(0, { timeout: 20_000 });
}

const SCREENS = [
  '/admin', '/profile', '/profile/edit', '/admin/users', '/admin/users/2', '/admin/users/create', '/admin/users/2/edit',
  '/admin/user_roles/edit', '/admin/roles/1/edit_role_premissions', '/admin/teams', '/editteam/2', '/admin/map_object_types',
  '/admin/map_object_types/1', '/admin/map_object_types/1/icon', '/admin/map_object_types/1/edit_attributes',
  '/admin/attributes/create', '/admin/action_status', '/admin/helpdesk_api/edit', '/admin/geo_server', '/admin/tenants',
];

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
    await signInTo(page, accounts.anna);
    await page.goto('/switcher');
    await expect(page).toHaveTitle('Kies organisatie en netwerk · Beheerconsole');
    await expectAccessible(page, '/switcher');
  });

  test('one screen of each kind in the console has no serious violation', async ({ page }) => {
    test.setTimeout(180_000);
    await signInTo(page, accounts.admin);
    await expect(page).toHaveTitle('Beheer home · Beheerconsole');
    for (const path of SCREENS) {
      await open(page, path);
      await expectAccessible(page, path);
    }
    await open(page, '/admin/users');
    await expect(page).toHaveTitle('Gebruikers · Beheerconsole');
  });

  test('on a phone, a table that scrolls in its card can be reached with the keyboard, even empty', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, accounts.anna);
    // A new type: its cards (attributes, statuses, ...) are empty tables wider than the phone.
    const type = await apiCall<{ id: number }>(page, 'POST', '/v1/type', { name: uniqueName('Leeg'), geo_type: 'point' });
    await open(page, `/admin/map_object_types/${type.id}`);
    const regions = page.locator('.data-table-scroll[data-scroll-region]');
    await expect(regions.first()).toHaveAttribute('tabindex', '0');
    await expectAccessible(page, `/admin/map_object_types/${type.id} on a phone`);
  });
});

/**
 * The console on a phone (390 × 844): every screen fits the width (the page never scrolls
 * sideways; wide tables scroll inside their card), the menu is a drawer behind the header's
 * menu button, and the settings menu (language, logout) is reachable. Screenshots of every
 * screen go to test-results/screens/phone-*.png beside the desktop ones.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts, apiCall, expectAccessible, screenshot, signInTo, uniqueName } from './driver';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Screens without a list of their own (a list's detail, edit and link screens are found from it). */
const SINGLE_SCREENS = [
  '/profile', '/profile/edit', '/admin/user_roles/edit',
  '/admin/helpdesk_api', '/admin/helpdesk_api/edit', '/admin/marrekrite_api', '/admin/marrekrite_api/edit',
  '/admin/geo_server', '/admin/users/2/passwordreset', '/editteam/2', '/editusernetworks/2',
  '/admin/networks/1/bounding_box', '/admin/audit', '/admin',
];
/**
 * The lists, in three walks of their own (each list's create, list, detail, edit and link
 * screens: about four minutes in one test on a loaded machine), with what each walk needs
 * made first: the demo network has no selection or action type, so one of each is made.
 */
const LIST_WALKS: { name: string; lists: string[]; setup?: (page: Page) => Promise<void> }[] = [
  { name: 'organisations, networks, roles, teams and users', lists: ['/admin/tenants', '/admin/networks', '/admin/roles', '/admin/teams', '/admin/users'] },
  {
    name: 'map object types, categories, statuses and selection types',
    lists: ['/admin/map_object_types', '/admin/map_object_categories', '/admin/map_object_status', '/admin/selection_type'],
    setup: async (page) => { await apiCall(page, 'POST', '/v1/selection_type', { name: uniqueName('Telling') }); },
  },
  {
    name: 'attributes, attribute groups, action types, categories and statuses',
    lists: ['/admin/attributes', '/admin/map_object_attribute_groups', '/admin/action_types', '/admin/action_category', '/admin/action_status'],
    setup: async (page) => {
      const [category] = await apiCall<{ id: number }[]>(page, 'GET', '/v1/dynamic_action_type_category');
      await apiCall(page, 'POST', '/v1/dynamic_action_type', { name: uniqueName('Schouw'), dynamic_action_type_category_id: category.id });
    },
  },
];

/**
 * Opens `path` inside the running console (as a link would: no reload, so the walk stays quick)
 * and waits until its screen is shown: the breadcrumb has changed and nothing is loading.
 */
async function open(page: Page, path: string): Promise<void> {
  const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
  const before = await crumbs.textContent();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
  await expect(crumbs).not.toHaveText(before ?? '');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 20_000 });
}

/** Opens `path` and checks that it fits the width and has no serious accessibility violation, with a screenshot. */
async function expectFits(page: Page, path: string): Promise<void> {
  await open(page, path);
  await expect(page.getByText('Pagina niet gevonden')).toHaveCount(0);
  const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(size.viewport, `${path}: the viewport`).toBe(390);
  expect(size.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(size.viewport);
  await expectAccessible(page, path);
  await screenshot(page, `phone${path.replaceAll('/', '-')}`);
}

/** Links inside the page (not the menu or breadcrumb) that lead below `prefix`. */
async function linksBelow(page: Page, prefix: string): Promise<string[]> {
  const hrefs = await page.locator(`main .card a[href^="${prefix}/"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

test.describe('on a phone', () => {
  test('the menu is a drawer: it opens from the header, leads to a page and closes', async ({ page }) => {
    await signInTo(page, accounts.anna);
    const menu = page.getByRole('menu', { name: 'Hoofdmenu' });
    await expect(menu).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu in- of uitklappen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await screenshot(page, 'phone-menu-drawer');
    await menu.getByRole('link', { name: 'Gebruikers', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('table')).toContainText('Anna de Vries');
    // A group of the menu unfolds in the drawer too.
    await toggle.click();
    await menu.getByRole('menuitem', { name: 'Objecten', exact: true }).click();
    await menu.getByRole('link', { name: 'Objecttypes' }).click();
    await expect(page).toHaveURL(/\/admin\/map_object_types$/);
    await expect(menu).toBeHidden();
  });

  test('the header keeps organisation, network, switcher, language and logout in reach', async ({ page }) => {
    await signInTo(page, accounts.anna);
    for (const name of [/^Organisatie: Recreatieschap Demo$/, /^Netwerk: Fietsknooppunten$/]) {
      const box = await page.getByRole('group', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    await expect(page.getByRole('button', { name: 'Wissel van organisatie of netwerk' })).toBeInViewport();
    await page.getByRole('button', { name: 'Instellingen' }).click();
    await expect(page.getByRole('menuitem', { name: 'Uitloggen' })).toBeInViewport();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Settings' })).toBeInViewport();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Nederlands' }).click();
    await page.getByRole('button', { name: 'Instellingen' }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('no screen scrolls sideways: the screens without a list of their own', async ({ page }) => {
    test.setTimeout(240_000);
    await signInTo(page, accounts.admin);
    for (const path of SINGLE_SCREENS) await expectFits(page, path);
  });

  for (const walk of LIST_WALKS) {
    test(`no screen scrolls sideways: ${walk.name}, with their detail, edit, link and create screens`, async ({ page }) => {
      test.setTimeout(240_000);
      await signInTo(page, accounts.admin);
      await walk.setup?.(page);
      for (const list of walk.lists) {
        await expectFits(page, `${list}/create`);
        await expectFits(page, list);
        const detail = (await linksBelow(page, list)).find((href) => /^\/admin\/[a-z_]+\/\d+$/.test(href));
        expect(detail, `${list} has a row to open`).toBeDefined();
        await expectFits(page, detail!);
        const below = await linksBelow(page, detail!);
        for (const path of new Set([`${detail!}/edit`, ...below])) await expectFits(page, path);
      }
    });
  }
});

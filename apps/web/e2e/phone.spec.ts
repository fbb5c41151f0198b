/**
 * The walk over every screen of the console, on a phone (390 × 844): each screen fits the width
 * (the page never scrolls sideways; wide tables scroll inside their card) and has no serious
 * accessibility violation (axe). One screen of each kind (list, detail, form, link editor,
 * settings) is checked with axe at desktop width too, in the same visit: the window widens (the
 * side menu beside the page, every column in view) and narrows again. The menu is a drawer
 * behind the header's menu button, and the settings menu (language, logout) is reachable.
 * With E2E_SCREENSHOTS=1 every screen is pictured in test-results/screens/phone-*.png beside the desktop ones.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts, apiCall, expectAccessible, screenshot, signInTo, uniqueName } from './driver';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 820 };
test.use({ viewport: PHONE, hasTouch: true });

/** Screens without a list of their own (a list's detail, edit and link screens are found from it), the objects list, whose rows open the map, and the action overview and Routes en selecties, whose new rows are made in a dialog. */
const SINGLE_SCREENS = [
  '/profile', '/profile/edit', '/admin/user_roles/edit',
  '/admin/helpdesk_api', '/admin/helpdesk_api/edit', '/admin/marrekrite_api', '/admin/marrekrite_api/edit',
  '/admin/geo_server', '/admin/users/2/passwordreset', '/editteam/2', '/editusernetworks/2',
  '/admin/networks/1/bounding_box', '/admin/audit', '/admin/map_object_types/1/icon', '/admin/map', '/admin/map_objects', '/admin/actions', '/admin/selections', '/admin',
];
/** Of those, the ones also checked at desktop width. */
const SINGLE_DESKTOP = [
  /^\/admin$/, /^\/profile$/, /^\/profile\/edit$/, /^\/admin\/user_roles\/edit$/, /^\/editteam\/\d+$/,
  /^\/admin\/helpdesk_api\/edit$/, /^\/admin\/geo_server$/, /^\/admin\/map_object_types\/\d+\/icon$/, /^\/admin\/map$/, /^\/admin\/map_objects$/,
];
/** The document's title on some screens (each screen sets its own). */
const TITLES: Record<string, string> = { '/admin': 'Beheer home · Beheerconsole', '/admin/users': 'Gebruikers · Beheerconsole' };
/**
 * The lists, in three walks of their own (each list's create, list, detail, edit and link
 * screens: about four minutes in one test on a loaded machine), with what each walk needs
 * made first: the demo network has no selection or action type, so one of each is made.
 */
const LIST_WALKS: { name: string; lists: string[]; desktop: RegExp[]; setup?: (page: Page) => Promise<void> }[] = [
  {
    name: 'organisations, networks, roles, teams and users',
    lists: ['/admin/tenants', '/admin/networks', '/admin/roles', '/admin/teams', '/admin/users'],
    desktop: [/^\/admin\/tenants$/, /^\/admin\/roles\/\d+\/edit_role_premissions$/, /^\/admin\/teams$/, /^\/admin\/users$/, /^\/admin\/users\/create$/,
      /^\/admin\/users\/\d+$/, /^\/admin\/users\/\d+\/edit$/],
  },
  {
    name: 'map object types, categories, statuses and selection types',
    lists: ['/admin/map_object_types', '/admin/map_object_categories', '/admin/map_object_status', '/admin/selection_type'],
    desktop: [/^\/admin\/map_object_types$/, /^\/admin\/map_object_types\/\d+$/, /^\/admin\/map_object_types\/\d+\/edit_attributes$/],
    setup: async (page) => { await apiCall(page, 'POST', '/v1/selection_type', { name: uniqueName('Telling') }); },
  },
  {
    name: 'attributes, attribute groups, action types, categories and statuses',
    lists: ['/admin/attributes', '/admin/map_object_attribute_groups', '/admin/action_types', '/admin/action_category', '/admin/action_status'],
    desktop: [/^\/admin\/attributes\/create$/, /^\/admin\/action_status$/],
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

/**
 * Opens `path` and checks that it fits the width and has no serious accessibility violation,
 * with a screenshot; when it matches one of `desktop` (which loses that pattern: one screen a
 * kind), axe checks it at desktop width too.
 */
async function expectFits(page: Page, path: string, desktop: RegExp[]): Promise<void> {
  await open(page, path);
  await expect(page.getByText('Pagina niet gevonden')).toHaveCount(0);
  if (TITLES[path]) await expect(page).toHaveTitle(TITLES[path]);
  const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(size.viewport, `${path}: the viewport`).toBe(PHONE.width);
  expect(size.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(size.viewport);
  await expectAccessible(page, path);
  await screenshot(page, `phone${path.replaceAll('/', '-')}`);
  const kind = desktop.findIndex((pattern) => pattern.test(path));
  if (kind < 0) return;
  desktop.splice(kind, 1);
  await expectAccessibleOnDesktop(page, path);
}

/** The screen at desktop width, the side menu beside it: axe again, then back to the phone. */
async function expectAccessibleOnDesktop(page: Page, path: string): Promise<void> {
  const menu = page.getByRole('menu', { name: 'Hoofdmenu' });
  await page.setViewportSize(DESKTOP);
  await expect(menu).toBeVisible();
  await expectAccessible(page, `${path} on a desktop`);
  await page.setViewportSize(PHONE);
  await expect(menu).toBeHidden();
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
    // The home page points at the menu button, not at a menu on the left that a phone hides.
    await expect(page.getByText('Kies links in het menu een module om te beginnen.')).toHaveCount(0);
    await expect(page.getByText('Open het menu met de menuknop linksboven en kies een module om te beginnen.')).toBeVisible();
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
    const desktop = [...SINGLE_DESKTOP];
    for (const path of SINGLE_SCREENS) await expectFits(page, path, desktop);
    expect(desktop.map(String), 'the screens to check at desktop width, all visited').toEqual([]);
  });

  for (const walk of LIST_WALKS) {
    test(`no screen scrolls sideways: ${walk.name}, with their detail, edit, link and create screens`, async ({ page }) => {
      test.setTimeout(240_000);
      await signInTo(page, accounts.admin);
      await walk.setup?.(page);
      const desktop = [...walk.desktop];
      for (const list of walk.lists) {
        await expectFits(page, `${list}/create`, desktop);
        await expectFits(page, list, desktop);
        // The oldest row shown (the demo data's, where the list has them): the same screen
        // whatever the specs before this one made in the worker's database.
        const detail = (await linksBelow(page, list)).filter((href) => /^\/admin\/[a-z_]+\/\d+$/.test(href))
          .sort((x, y) => Number(x.split('/').pop()) - Number(y.split('/').pop()))[0];
        expect(detail, `${list} has a row to open`).toBeDefined();
        await expectFits(page, detail!, desktop);
        const below = await linksBelow(page, detail!);
        for (const path of new Set([`${detail!}/edit`, ...below])) await expectFits(page, path, desktop);
      }
      expect(desktop.map(String), 'the screens to check at desktop width, all visited').toEqual([]);
    });
  }
});

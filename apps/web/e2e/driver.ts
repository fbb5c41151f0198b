/**
 * The one driver of the end-to-end tests: sign in, choose organisation and network, pick from
 * an antd select, and keep a screenshot of each screen for review.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const screensDir = path.join(root, 'test-results/screens');

/** The accounts the server seeds (DEMO_DATA=1). */
export const accounts = {
  admin: { email: 'admin@example.com', password: 'admin12345', name: 'Super admin' },
  anna: { email: 'anna@demo.example', password: 'demo12345', name: 'Anna de Vries' },
  bram: { email: 'bram@demo.example', password: 'demo12345', name: 'Bram Jansen' },
  carla: { email: 'carla@demo.example', password: 'demo12345', name: 'Carla Smit' },
} as const;

export const DEMO_TENANT = 'Recreatieschap Demo';
export const NETWORKS = { cycling: 'Fietsknooppunten', walking: 'Wandelnetwerk' } as const;

/** Signs in on the sign-in screen (Enter in the password field) and waits for the switcher. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByLabel('Wachtwoord').press('Enter');
  await page.waitForURL('**/switcher');
}

/** Opens the antd select labelled `label` (inside `scope`) and picks the option `name`. */
export async function pickOption(page: Page, label: string, name: string, scope: Page | Locator = page): Promise<void> {
  const box = scope.getByLabel(label, { exact: true });
  // antd shows the chosen option's title on the input's parent: the one proof that a pick happened.
  const shown = box.locator('xpath=..');
  // The visible options are in the open dropdown (a portal at the end of the page).
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await box.click();
  await box.fill(name);
  // On a busy machine the dropdown can open late (its options still loading), and a click can
  // land while the filtered list re-renders and select nothing. So: until the select shows
  // `name` and its dropdown is closed, (re)open it, click the option, and fall back to Enter on
  // the hovered option.
  await expect(async () => {
    if ((await shown.getAttribute('title')) !== name) {
      if ((await dropdown.count()) === 0) {
        await box.click();
        await box.fill(name);
      }
      const option = dropdown.getByTitle(name, { exact: true });
      await option.click({ timeout: 3000 });
      if ((await shown.getAttribute('title')) !== name && (await dropdown.count()) > 0) {
        await option.hover({ timeout: 2000 });
        await box.press('Enter');
      }
    } else if ((await dropdown.count()) > 0) {
      await box.press('Escape');
    }
    await expect(shown).toHaveAttribute('title', name, { timeout: 2000 });
    await expect(dropdown).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** The option texts of the select labelled `label`, in the order shown. */
export async function optionTexts(page: Page, label: string, scope: Page | Locator = page): Promise<string[]> {
  await scope.getByLabel(label, { exact: true }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  // The list can re-render between the check above and the read (its options arriving): read
  // until it holds options.
  let texts: string[] = [];
  await expect.poll(async () => (texts = await options.allTextContents()).length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  return texts;
}

/** Chooses organisation and network (on the switcher screen or in `scope`, e.g. the header dialog). */
export async function chooseNetwork(page: Page, tenantName: string, networkName: string, scope: Page | Locator = page): Promise<void> {
  await pickOption(page, 'Organisatie', tenantName, scope);
  await pickOption(page, 'Netwerk', networkName, scope);
  await scope.getByRole('button', { name: 'Bevestigen' }).click();
  await page.waitForURL('**/admin');
}

/** Signs in and chooses the demo organisation and a network: the usual start of a test. */
export async function signInTo(page: Page, account: { email: string; password: string }, networkName: string = NETWORKS.cycling): Promise<void> {
  await signIn(page, account.email, account.password);
  await chooseNetwork(page, DEMO_TENANT, networkName);
  await expect(page.getByRole('heading', { name: 'Welkom in de beheerconsole' })).toBeVisible();
}

/** The header's current organisation and network. */
export function scopeName(page: Page, kind: 'Organisatie' | 'Netwerk'): Locator {
  return page.getByRole('group', { name: new RegExp(`^${kind}: `) });
}

/** Saves a screenshot to test-results/screens/<name>.png for review. */
export async function screenshot(page: Page, name: string): Promise<void> {
  // Let antd's enter animations finish so the picture shows the settled screen.
  await page.waitForTimeout(400);
  // The viewport, not the full page: the sticky side menu and header would be cut in a stitched picture.
  await page.screenshot({ path: path.join(screensDir, `${name}.png`) });
}

/**
 * Picks `name` in the antd select labelled `label` that has no search box (a fixed list such
 * as a geo type or an attribute type): its input is read-only, so it is opened and clicked.
 */
export async function pickFixedOption(page: Page, label: string, name: string, scope: Page | Locator = page): Promise<void> {
  const box = scope.getByLabel(label, { exact: true });
  const shown = box.locator('xpath=..');
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await shown.getAttribute('title')) !== name) {
      if ((await dropdown.count()) === 0) await box.click();
      await dropdown.getByTitle(name, { exact: true }).click({ timeout: 3000 });
    } else if ((await dropdown.count()) > 0) {
      await box.press('Escape');
    }
    await expect(shown).toHaveAttribute('title', name, { timeout: 2000 });
    await expect(dropdown).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** The value cell of the show card's row labelled `label`. */
export function detailValue(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const exact = new RegExp(`^${escaped}$`);
  return page.locator('.ant-descriptions-row')
    .filter({ has: page.locator('.ant-descriptions-item-label').filter({ hasText: exact }) })
    .locator('.ant-descriptions-item-content');
}

/** The checkbox of a link editor's row `name` ('Koppel <name>'). */
export function linkBox(page: Page, name: string): Locator {
  return page.getByRole('checkbox', { name: `Koppel ${name}`, exact: true });
}

/** A card of a screen, by its title. */
export function cardOf(page: Page, title: string): Locator {
  return page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title').getByText(title, { exact: true }) });
}

/** The table of a show screen's card with this title (linked items, attributes). */
export function cardTable(page: Page, title: string): Locator {
  return cardOf(page, title).getByRole('table');
}

/** Opens the show screen's 'Acties' menu and picks `item` (exactly: 'Bewerken' is not 'Icoon bewerken'). */
export async function chooseMenuAction(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Acties', exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Opens the link editor of the show screen's card `title` (its 'Bewerken' button); returns the editor's table. */
export async function openCardEditor(page: Page, title: string): Promise<Locator> {
  await cardOf(page, title).getByRole('link', { name: 'Bewerken', exact: true }).click();
  const table = page.getByRole('table');
  await expect(table).toHaveCount(1);
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  return table;
}

/** Searches the link editor's name column for `name` (the list may hold more than a page). */
async function findLinkRow(page: Page, table: Locator, name: string): Promise<void> {
  await table.getByRole('columnheader', { name: 'Naam' }).getByLabel('Filter op Naam').click();
  const box = page.getByRole('textbox', { name: 'Zoek op Naam' });
  await box.fill(name);
  await box.press('Enter');
  await expect(linkBox(page, name)).toBeVisible();
}

/** In a link editor: ticks `name` and expects the success message and the box to stay ticked. */
export async function linkRow(page: Page, table: Locator, name: string, message: string): Promise<void> {
  await findLinkRow(page, table, name);
  await expect(linkBox(page, name)).not.toBeChecked();
  await linkBox(page, name).check();
  await expectMessage(page, message);
  await expect(linkBox(page, name)).toBeChecked();
  await expect(linkBox(page, name)).toBeEnabled();
}

/** In a link editor: unticks `name` and expects the success message and the box to stay unticked. */
export async function unlinkRow(page: Page, table: Locator, name: string, message: string): Promise<void> {
  await findLinkRow(page, table, name);
  await expect(linkBox(page, name)).toBeChecked();
  await linkBox(page, name).uncheck();
  await expectMessage(page, message);
  await expect(linkBox(page, name)).not.toBeChecked();
  await expect(linkBox(page, name)).toBeEnabled();
}

/** Waits until a table's first load is over (antd shows 'Geen gegevens' under its spinner too). */
export async function expectLoaded(table: Locator): Promise<void> {
  const wrapper = table.locator('xpath=ancestor::div[contains(@class, "ant-table-wrapper")][1]');
  await expect(wrapper.locator('.ant-spin-spinning')).toHaveCount(0);
}

/** Expects a loaded table without rows ('Geen gegevens'). */
export async function expectEmptyTable(table: Locator): Promise<void> {
  await expectLoaded(table);
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(0);
  await expect(table).toContainText('Geen gegevens');
}

/** A field of the screen's form by its label (inside the form: a list's column header can carry the same name). */
export function formField(page: Page, label: string): Locator {
  return page.locator('form').getByLabel(label, { exact: true });
}

/**
 * Expects the success message (antd message) `text`. The same text may still be showing from a
 * step just before (two ticks in a row), so the newest one counts.
 */
export async function expectMessage(page: Page, text: string): Promise<void> {
  await expect(page.locator('.ant-message-notice').filter({ hasText: text }).last()).toBeVisible();
}

/**
 * Calls the API as the signed-in user of `page` (its token, organisation and network from
 * localStorage), for setting up rows a test needs; expects success and returns the `data`.
 */
export async function apiCall<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', apiPath: string, body?: unknown): Promise<T> {
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    tenant: localStorage.getItem('tenant_id'),
    network: localStorage.getItem('network_id'),
  }));
  expect(stored.token, 'signed in before an API call').toBeTruthy();
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${stored.token}` };
  if (stored.tenant) headers['x-tenant'] = stored.tenant;
  if (stored.network) headers['x-network'] = stored.network;
  const res = await page.request.fetch(apiPath, { method, headers, data: body });
  expect(res.ok(), `${method} ${apiPath}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** The sort switch ('Sorteren') of the drag-sort card `scope`. */
export function sortSwitch(scope: Locator): Locator {
  return scope.getByRole('switch', { name: 'Sorteren', exact: true });
}

/** The drag handle of row `name` in a drag-sort table (present only while sorting is on). */
export function dragHandle(scope: Locator, name: string): Locator {
  return scope.getByRole('button', { name: `Versleep ${name}`, exact: true });
}

/**
 * Moves row `name` of a drag-sort table with the keyboard: focus its handle, Space to pick it
 * up, `steps` arrow presses (down when positive, up when negative), Space to drop.
 */
export async function keyboardMove(page: Page, scope: Locator, name: string, steps: number): Promise<void> {
  const handle = dragHandle(scope, name);
  await handle.focus();
  await expect(handle).toBeFocused();
  await page.keyboard.press('Space');
  // @dnd-kit measures the rows after the pick-up and after each move before it takes the next key.
  await page.waitForTimeout(150);
  for (let i = 0; i < Math.abs(steps); i++) {
    await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
    await page.waitForTimeout(150);
  }
  await page.keyboard.press('Space');
}

/** Drags row `name`'s handle with the mouse onto row `target` (pressed, moved in steps, released). */
export async function mouseDrag(page: Page, scope: Locator, name: string, target: Locator): Promise<void> {
  const { x, fromY, toY } = await dragLine(scope, name, target);
  await page.mouse.move(x, fromY);
  await page.mouse.down();
  await page.mouse.move(x, fromY + 4, { steps: 2 });
  await page.mouse.move(x, toY, { steps: 12 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/** Where a drag of row `name`'s handle onto `target` goes, in viewport coordinates. */
async function dragLine(scope: Locator, name: string, target: Locator): Promise<{ x: number; fromY: number; toY: number }> {
  // Pointers work in viewport coordinates: bring the rows in view before measuring them.
  await target.scrollIntoViewIfNeeded();
  await dragHandle(scope, name).scrollIntoViewIfNeeded();
  const from = await dragHandle(scope, name).boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error(`no box for the drag of ${name}`);
  return { x: from.x + from.width / 2, fromY: from.y + from.height / 2, toY: to.y + to.height / 2 };
}

/**
 * Drags the handle of row `name` onto `target` with a finger: touch events through the
 * DevTools protocol, as a touch screen sends them (the page must run with hasTouch). Chromium
 * starts to pan under them and cancels the pointer events, as a phone may: the drag must hold.
 */
export async function touchDrag(page: Page, scope: Locator, name: string, target: Locator): Promise<void> {
  const { x, fromY, toY } = await dragLine(scope, name, target);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', fromY);
  for (let step = 1; step <= 12; step += 1) {
    await touch('touchMove', fromY + ((toY - fromY) * step) / 12);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(150);
  await touch('touchEnd', toY);
  await cdp.detach();
}

/** Makes an attribute of the current network through the API, with lookup values in this order; returns its id and the values' ids. */
export async function apiAttribute(page: Page, name: string, type: string, values: string[] = []): Promise<{ id: number; values: Record<string, number> }> {
  const { id } = await apiCall<{ id: number }>(page, 'POST', '/v1/attribute', { name, type });
  const ids: Record<string, number> = {};
  for (const value of values) ids[value] = (await apiCall<{ id: number }>(page, 'POST', `/v1/attribute/${id}/lookup`, { name: value })).id;
  return { id, values: ids };
}

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
  const texts = await options.allTextContents();
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

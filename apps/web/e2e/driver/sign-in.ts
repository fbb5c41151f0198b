/** Signing in and choosing the organisation and network, as a user does. */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_TENANT, NETWORKS } from './accounts';
import { pickOption } from './forms';

/** Signs in on the sign-in screen (Enter in the password field) and waits for the switcher. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByLabel('Wachtwoord').press('Enter');
  await page.waitForURL('**/switcher');
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

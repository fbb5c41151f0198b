import { expect, test } from './fixtures';
import { accounts, chooseNetwork, DEMO_TENANT, NETWORKS, optionTexts, pickOption, scopeName, screenshot, signIn, signInTo, smoke } from './driver';

test.describe('organisation and network switcher', () => {
  test('choosing organisation and network lands on the admin home; confirming without a network says to choose one', smoke, async ({ page }) => {
    await signIn(page, accounts.anna.email, accounts.anna.password);
    await expect(page.getByLabel('Netwerk', { exact: true })).toBeDisabled();
    await pickOption(page, 'Organisatie', DEMO_TENANT);
    await expect(page.getByLabel('Netwerk', { exact: true })).toBeEnabled();
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page.getByText('Kies een netwerk', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/switcher$/);
    // Other specs may have made networks for anna too: the demo's two are there, all sorted by name.
    const options = await optionTexts(page, 'Netwerk');
    expect(options).toEqual(expect.arrayContaining([NETWORKS.cycling, NETWORKS.walking]));
    expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true })));
    await pickOption(page, 'Netwerk', NETWORKS.walking);
    await screenshot(page, 'switcher');
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await page.waitForURL('**/admin');
    await expect(page.getByRole('heading', { name: 'Welkom in de beheerconsole' })).toBeVisible();
    await expect(scopeName(page, 'Organisatie')).toContainText(DEMO_TENANT);
    await expect(scopeName(page, 'Netwerk')).toContainText(NETWORKS.walking);
    const stored = await page.evaluate(() => [localStorage.getItem('tenant_id'), localStorage.getItem('network_id')]);
    expect(stored.every((v) => v !== null && /^\d+$/.test(v))).toBe(true);
    await screenshot(page, 'admin-home');
  });

  test('a user without an administrable network sees that none was found', async ({ page }) => {
    await signIn(page, accounts.bram.email, accounts.bram.password);
    await pickOption(page, 'Organisatie', DEMO_TENANT);
    await expect(page.getByRole('alert').filter({ hasText: 'Geen netwerk gevonden waarvoor je beheerrechten hebt' })).toBeVisible();
    await expect(page.getByLabel('Netwerk', { exact: true })).toBeDisabled();
    // Why, in words, and a way out.
    await expect(page.getByRole('alert')).toContainText('Je rol op de netwerken van deze organisatie geeft geen beheerrechten.');
    await screenshot(page, 'switcher-no-network');
    await page.getByRole('link', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('the header dialog switches the network', async ({ page }) => {
    await signInTo(page, accounts.anna, NETWORKS.cycling);
    await expect(scopeName(page, 'Netwerk')).toContainText(NETWORKS.cycling);
    await page.getByRole('button', { name: 'Wissel van organisatie of netwerk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kies organisatie en netwerk' });
    await expect(dialog).toBeVisible();
    // The dialog starts from the current choice.
    await expect(dialog.getByTitle(NETWORKS.cycling)).toBeVisible();
    await screenshot(page, 'switcher-dialog');
    await pickOption(page, 'Netwerk', NETWORKS.walking, dialog);
    await dialog.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(scopeName(page, 'Netwerk')).toContainText(NETWORKS.walking);
  });

  test('the super admin sees every organisation and chooses from the dialog', async ({ page }) => {
    await signIn(page, accounts.admin.email, accounts.admin.password);
    await chooseNetwork(page, DEMO_TENANT, NETWORKS.cycling);
    await page.getByRole('button', { name: 'Wissel van organisatie of netwerk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kies organisatie en netwerk' });
    await chooseNetwork(page, DEMO_TENANT, NETWORKS.walking, dialog);
    await expect(scopeName(page, 'Netwerk')).toContainText(NETWORKS.walking);
  });
});

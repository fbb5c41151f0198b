import { expect, test, type Page } from './fixtures';
import { accounts, apiPost, apiSession, chooseAction, screenshot, searchColumn, signInTo, toast, uniqueName } from './driver';

/** The organisation list filtered on one name (the list holds every organisation of the run). */
async function searchTenant(page: Page, name: string) {
  // The driver's search waits for the list's rows first: a search box opened while it loads closes.
  await searchColumn(page, 'Naam', name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('organisations (super admin)', () => {
  test('creating an organisation with standard roles says so and lists it with its licences', async ({ page }) => {
    const name = uniqueName('Waterschap');
    await signInTo(page, accounts.admin);
    await page.getByRole('menu', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Organisaties' }).click();
    await expect(page).toHaveURL(/\/admin\/tenants$/);
    await expect(page.getByRole('columnheader', { name: 'Gebruikers met licentie' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Betaalde licenties' })).toBeVisible();
    await screenshot(page, 'tenants-index');

    await page.getByRole('link', { name: 'Organisatie toevoegen' }).click();
    await expect(page).toHaveURL(/\/admin\/tenants\/create$/);
    // The spec's defaults: 0 paid licences, standard roles on.
    await expect(page.locator('form').getByLabel('Betaalde licenties')).toHaveValue('0');
    await expect(page.getByRole('switch', { name: 'Standaardrollen toevoegen' })).toBeChecked();
    await page.locator('form').getByLabel('Naam').fill(name);
    await page.locator('form').getByLabel('Betaalde licenties').fill('3');
    await screenshot(page, 'tenants-create');
    await page.getByRole('button', { name: 'Aanmaken' }).click();

    await expect(toast(page, 'Tenant aangemaakt')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/tenants\/\d+$/);
    const card = page.locator('.ant-descriptions');
    await expect(card).toContainText(name);
    await expect(page.locator('.ant-descriptions-row').filter({ hasText: 'Betaalde licenties' })).toContainText('3');
    await expect(page.locator('.ant-descriptions-row').filter({ hasText: 'Gebruikers met licentie' })).toContainText('0');
    await screenshot(page, 'tenants-show');

    await page.goto('/admin/tenants');
    const row = await searchTenant(page, name);
    // id, name, licensed_users, paid_licenses
    await expect(row.getByRole('cell').nth(2)).toHaveText('0');
    await expect(row.getByRole('cell').nth(3)).toHaveText('3');
    await row.getByRole('link', { name: 'Bekijken' }).click();
    await expect(page).toHaveURL(/\/admin\/tenants\/\d+$/);
  });

  test('editing the paid licences saves them and the list shows the new figure', async ({ page, request }) => {
    const name = uniqueName('Gemeente');
    const session = await apiSession(request, accounts.admin);
    const tenant = await apiPost<{ id: number }>(request, session, '/v1/tenant', { name, paid_licenses: 2, add_standard_roles: true });

    await signInTo(page, accounts.admin, { at: `/admin/tenants/${tenant.id}` });
    await chooseAction(page, 'Organisatie bewerken');
    await expect(page).toHaveURL(new RegExp(`/admin/tenants/${tenant.id}/edit$`));
    await expect(page.locator('form').getByLabel('Naam')).toHaveValue(name);
    await expect(page.locator('form').getByLabel('Betaalde licenties')).toHaveValue('2');
    await page.locator('form').getByLabel('Betaalde licenties').fill('25');
    await screenshot(page, 'tenants-edit');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(toast(page, 'Wijzigingen opgeslagen')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/tenants/${tenant.id}$`));
    await expect(page.locator('.ant-descriptions-row').filter({ hasText: 'Betaalde licenties' })).toContainText('25');
    await page.getByRole('link', { name: 'Organisaties', exact: true }).first().click();
    const row = await searchTenant(page, name);
    await expect(row.getByRole('cell').nth(3)).toHaveText('25');
  });

  test('adding a network with standard objects says so, warns to check the role actions, and lists it', async ({ page, request }) => {
    const tenantName = uniqueName('Natuurpark');
    const networkName = uniqueName('Ruiterroutes');
    const session = await apiSession(request, accounts.admin);
    const tenant = await apiPost<{ id: number }>(request, session, '/v1/tenant', { name: tenantName, paid_licenses: 1, add_standard_roles: true });

    // The page's clock is Playwright's (it runs as the real one until stopped): the warning's
    // ten seconds are checked by moving it on, not by waiting them out.
    await page.clock.install();
    await signInTo(page, accounts.admin, { at: `/admin/tenants/${tenant.id}` });
    const networks = page.locator('.card').filter({ hasText: 'Netwerken van deze organisatie' });
    await expect(networks.locator('.ant-empty-description')).toHaveText('Geen gegevens');
    await networks.getByRole('link', { name: 'Netwerk toevoegen' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/tenants/${tenant.id}/create_network$`));
    await expect(page.getByText(`Netwerk aanmaken in ${tenantName}`)).toBeVisible();
    // Standard objects are off by default (spec section 5).
    await expect(page.getByRole('switch', { name: 'Standaardobjecten toevoegen' })).not.toBeChecked();
    await page.locator('form').getByLabel('Naam').fill(networkName);
    await page.getByRole('switch', { name: 'Standaardobjecten toevoegen' }).click();
    await screenshot(page, 'tenants-create-network');
    await page.getByRole('button', { name: 'Aanmaken' }).click();

    // The warning stays 10 seconds (spec section 9): on the page's clock, stopped when it shows,
    // still there 8 seconds on, gone 10.5 seconds on.
    const warning = toast(page, 'Controleer de actiestatussen per rol voor dit netwerk');
    await expect(toast(page, 'Netwerk aangemaakt')).toBeVisible();
    await expect(warning).toBeVisible();
    const shown = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(shown + 8_000);
    await expect(warning).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(warning).toBeHidden();
    await page.clock.resume();
    await expect(page).toHaveURL(new RegExp(`/admin/tenants/${tenant.id}$`));
    await expect(networks.getByRole('row').filter({ hasText: networkName })).toHaveCount(1);
    await screenshot(page, 'tenants-show-networks');
  });

  test('a network without standard objects gets no warning', async ({ page, request }) => {
    const session = await apiSession(request, accounts.admin);
    const tenant = await apiPost<{ id: number }>(request, session, '/v1/tenant', { name: uniqueName('Stichting'), paid_licenses: 0, add_standard_roles: false });
    const networkName = uniqueName('Kanoroutes');
    await signInTo(page, accounts.admin, { at: `/admin/tenants/${tenant.id}/create_network` });
    await page.locator('form').getByLabel('Naam').fill(networkName);
    await page.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(toast(page, 'Netwerk aangemaakt')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: networkName })).toHaveCount(1);
    await expect(toast(page, 'Controleer de actiestatussen per rol voor dit netwerk')).toHaveCount(0);
  });
});

test.describe('organisations (not a super admin)', () => {
  test('the menu entry is disabled and the screens say there is no access', async ({ page }) => {
    await signInTo(page, accounts.anna);
    await expect(page.getByRole('menu', { name: 'Hoofdmenu' }).getByRole('menuitem', { name: 'Organisaties' })).toHaveAttribute('aria-disabled', 'true');
    await page.goto('/admin/tenants');
    await expect(page.getByText('Geen toegang')).toBeVisible();
    await expect(page.getByText('Alleen een super admin kan organisaties beheren.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await screenshot(page, 'tenants-no-access');
    await page.goto('/admin/tenants/create');
    await expect(page.getByText('Geen toegang')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aanmaken' })).toHaveCount(0);
  });
});

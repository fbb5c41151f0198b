import { expect, test, type Page } from './fixtures';
import {
  accounts, apiCall, chooseAction, columnTexts, confirmDialog, confirmYes, expectToast, openFromMenu, screenshot, searchColumn,
  signInTo, uniqueName, validationNotice,
} from './driver';

/**
 * A new role, made through the API, opened as a user finds it: the list from the side menu (so
 * the list is in the console's cache, and later checks of the list test that changes refresh
 * it), searched, then its view button. Waits for its show screen; returns its URL. (Creating a
 * role through the form is the create test's.)
 */
async function openNewRole(page: Page, name: string, displayName: string): Promise<string> {
  const role = await apiCall<{ id: number }>(page, 'POST', '/v1/role', { name, display_name: displayName });
  const table = await searchRoleList(page, displayName);
  await expect(table.getByRole('link', { name: 'Bekijken' })).toHaveCount(1);
  await table.getByRole('link', { name: 'Bekijken' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/roles/${role.id}$`));
  return page.url();
}

/** The role list, searched on display name. */
async function searchRoleList(page: Page, displayName: string) {
  // Through the menu, not a reload: the list must show the change from the console's own cache.
  await openFromMenu(page, 'Rollen');
  await expect(page).toHaveURL(/\/admin\/roles$/);
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await searchColumn(page, 'Weergavenaam', displayName, table);
  return table;
}

test.describe('roles', () => {
  test('the list shows id and display name, sortable and searchable, with view and create', async ({ page }) => {
    await signInTo(page, accounts.anna);
    await openFromMenu(page, 'Rollen');
    await expect(page).toHaveURL(/\/admin\/roles$/);
    const table = page.getByRole('table');
    await expect.poll(() => columnTexts(table, 2)).toEqual(expect.arrayContaining(['Beheerder', 'Medewerker', 'Raadpleger']));
    await screenshot(page, 'roles-index');
    await searchColumn(page, 'Weergavenaam', 'raadpl', table);
    await expect.poll(() => columnTexts(table, 2)).toEqual(['Raadpleger']);
    await table.getByRole('link', { name: 'Bekijken' }).click();
    await expect(page).toHaveURL(/\/admin\/roles\/\d+$/);
    await expect(page.locator('.ant-descriptions')).toContainText('viewer');
    await expect(page.getByRole('table', { name: 'Permissies' })).toContainText('module-map');
  });

  test("creating a role says 'Rol <name> aangemaakt' and opens its show screen", async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/roles' });
    await page.getByRole('link', { name: 'Rol aanmaken' }).click();
    await expect(page).toHaveURL(/\/admin\/roles\/create$/);
    const name = uniqueName('planner');
    await page.locator('form').getByLabel('Naam', { exact: true }).fill(name);
    await page.getByLabel('Weergavenaam').fill('Planner');
    await page.getByLabel('Omschrijving').fill('Plant het onderhoud\nvan de routes');
    await screenshot(page, 'roles-create');
    await page.getByRole('button', { name: 'Aanmaken' }).click();
    await expectToast(page, `Rol ${name} aangemaakt`);
    await expect(page).toHaveURL(/\/admin\/roles\/\d+$/);
    const card = page.locator('.ant-descriptions');
    await expect(card).toContainText(name);
    await expect(card).toContainText('Planner');
    await expect(card).toContainText('Plant het onderhoud');
    await expect(page.getByRole('table', { name: 'Permissies' })).toContainText('Geen gegevens');
    await screenshot(page, 'roles-show');
  });

  test('the create form refuses a name that is not a machine name, and the server a name in use', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/roles/create' });
    await page.locator('form').getByLabel('Naam', { exact: true }).fill('met spatie');
    await page.getByRole('button', { name: 'Aanmaken' }).click();
    const nameItem = page.locator('.ant-form-item').filter({ has: page.getByLabel('Naam', { exact: true }) });
    await expect(nameItem).toContainText('Gebruik alleen letters, cijfers, - en _');
    // 'viewer' exists already: the server's 400 shows as 'Validatie' and on the field.
    await page.locator('form').getByLabel('Naam', { exact: true }).fill('viewer');
    await page.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(validationNotice(page, 'Deze naam is al in gebruik')).toBeVisible();
    await expect(nameItem).toContainText('Deze naam is al in gebruik');
    await expect(page).toHaveURL(/\/admin\/roles\/create$/);
    await screenshot(page, 'roles-create-validation');
  });

  test("editing a role says 'Wijzigingen opgeslagen' and the list shows the new display name", async ({ page }) => {
    await signInTo(page, accounts.anna);
    const name = uniqueName('inspecteur');
    await openNewRole(page, name, 'Inspecteur');
    await chooseAction(page, 'Rol bewerken');
    await expect(page).toHaveURL(/\/admin\/roles\/\d+\/edit$/);
    await expect(page.getByText('Rol Inspecteur bewerken')).toBeVisible();
    // The name is read-only.
    await expect(page.locator('form').getByLabel('Naam', { exact: true })).toHaveValue(name);
    await expect(page.locator('form').getByLabel('Naam', { exact: true })).toHaveAttribute('readonly', '');
    const displayName = uniqueName('Controleur');
    await page.getByLabel('Weergavenaam').fill(displayName);
    await page.getByLabel('Omschrijving').fill('Controleert de bebording');
    await screenshot(page, 'roles-edit');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(page).toHaveURL(/\/admin\/roles\/\d+$/);
    await expect(page.locator('.ant-descriptions')).toContainText('Controleert de bebording');

    const table = await searchRoleList(page, displayName);
    await expect.poll(() => columnTexts(table, 2)).toEqual([displayName]);
  });

  test('editing permissions: tick two, untick one, and the show screen lists exactly the ticked', async ({ page }) => {
    await signInTo(page, accounts.anna);
    await openNewRole(page, uniqueName('kaartmaker'), 'Kaartmaker');
    await chooseAction(page, 'Permissies bewerken');
    await expect(page).toHaveURL(/\/admin\/roles\/\d+\/edit_role_premissions$/);
    const box = (name: string) => page.getByRole('checkbox', { name: `Koppel ${name}`, exact: true });
    await expect(box('module-map')).not.toBeChecked();

    await box('module-map').check();
    await expectToast(page, 'Permissie toegevoegd aan rol');
    await expect(box('module-map')).toBeChecked();
    await box('module-map-edit').check();
    await expect(box('module-map-edit')).toBeChecked();
    await expect(box('module-map-edit')).toBeEnabled();
    await box('module-map').uncheck();
    await expectToast(page, 'Permissie verwijderd van rol');
    await expect(box('module-map')).not.toBeChecked();
    await expect(box('module-map')).toBeEnabled();
    await screenshot(page, 'roles-edit-permissions');

    await page.getByRole('link', { name: 'Terug naar de rol' }).click();
    await expect(page).toHaveURL(/\/admin\/roles\/\d+$/);
    const permissions = page.getByRole('table', { name: 'Permissies' });
    await expect.poll(() => columnTexts(permissions, 2)).toEqual(['module-map-edit']);
  });

  test("deleting a role without users asks first: 'Nee' keeps it; 'Ja' says 'Rol verwijderd' and it is gone from the list", async ({ page }) => {
    await signInTo(page, accounts.anna);
    const displayName = uniqueName('Tijdelijk');
    const url = await openNewRole(page, uniqueName('tijdelijk'), displayName);
    await chooseAction(page, 'Rol verwijderen');
    await expect(confirmDialog(page)).toContainText(`Rol ${displayName} verwijderen?`);
    await confirmDialog(page).getByRole('button', { name: 'Nee' }).click();
    await expect(confirmDialog(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.ant-descriptions')).toContainText(displayName);
    await expect(page).toHaveURL(url);

    await chooseAction(page, 'Rol verwijderen');
    await expect(confirmDialog(page)).toContainText(`Rol ${displayName} verwijderen?`);
    await screenshot(page, 'roles-delete-confirm');
    await confirmYes(page);
    await expectToast(page, 'Rol verwijderd');
    await expect(page).toHaveURL(/\/admin\/roles$/);
    const table = await searchRoleList(page, displayName);
    await expect(table).toContainText('Geen gegevens');
  });

  test("deleting the 'viewer' role, which carla holds, is refused before it is tried: the dialog names her and only closes", async ({ page }) => {
    await signInTo(page, accounts.anna);
    const table = await searchRoleList(page, 'Raadpleger');
    // The search is applied through the URL: wait for the one row it leaves.
    await expect(table.getByRole('link', { name: 'Bekijken' })).toHaveCount(1);
    await table.getByRole('link', { name: 'Bekijken' }).click();
    await expect(page.locator('.ant-descriptions')).toContainText('viewer');
    const url = page.url();
    await chooseAction(page, 'Rol verwijderen');
    const dialog = confirmDialog(page);
    await expect(dialog).toContainText('Kan niet worden verwijderd');
    await expect(dialog).toContainText('Rol kan niet worden verwijderd omdat er nog 1 of meerdere gebruikers zijn met deze rol');
    await expect(dialog.getByRole('list', { name: 'In gebruik' })).toContainText(/\d+ gebruikers? (heeft|hebben) deze rol: .*Carla Smit/);
    await expect(dialog.getByRole('button')).toHaveText(['Sluiten']);
    await screenshot(page, 'roles-delete-refused');
    await dialog.getByRole('button', { name: 'Sluiten' }).press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(url);
    const list = await searchRoleList(page, 'Raadpleger');
    await expect.poll(() => columnTexts(list, 2)).toEqual(['Raadpleger']);
  });

  test('an unknown role shows not found', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/roles/999999' });
    await expect(page.getByText('Rol niet gevonden')).toBeVisible();
    await screenshot(page, 'roles-not-found');
  });
});

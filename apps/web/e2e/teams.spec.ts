import { expect, test, type Page } from '@playwright/test';
import { accounts, screenshot, signInTo } from './driver';
import {
  chooseAction, columnTexts, confirmDialog, confirmYes, expectToast, openFromMenu, searchColumn, uniqueName,
} from './roles-helpers';

/** Creates a team through the create screen and waits for its show screen. */
async function createTeam(page: Page, name: string): Promise<void> {
  await page.goto('/admin/teams/create');
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  await expectToast(page, 'Team aangemaakt');
  await expect(page).toHaveURL(/\/admin\/teams\/\d+$/);
}

/** The team list, searched on name. */
async function searchTeamList(page: Page, name: string) {
  await page.goto('/admin/teams');
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await searchColumn(page, table, 'Naam', name);
  return table;
}

test.describe('teams', () => {
  test('the list shows id, name and member count with view and create', async ({ page }) => {
    await signInTo(page, accounts.anna);
    await openFromMenu(page, 'Teams');
    await expect(page).toHaveURL(/\/admin\/teams$/);
    const table = page.getByRole('table');
    const row = table.locator('tbody tr.ant-table-row').filter({ hasText: 'Buitendienst' });
    await expect(row).toContainText('2');
    await screenshot(page, 'teams-index');
    await row.getByRole('link', { name: 'Bekijken' }).click();
    await expect(page).toHaveURL(/\/admin\/teams\/\d+$/);
    const members = page.getByRole('table', { name: 'Leden' });
    await expect.poll(() => columnTexts(members, 2)).toEqual(['Bram Jansen', 'Carla Smit']);
    await expect(members).toContainText('carla@demo.example');
  });

  test("creating a team says 'Team aangemaakt'; renaming it says 'Wijzigingen opgeslagen' and the list shows the name", async ({ page }) => {
    await signInTo(page, accounts.anna);
    await page.goto('/admin/teams');
    await page.getByRole('link', { name: 'Team aanmaken' }).click();
    await expect(page).toHaveURL(/\/admin\/teams\/create$/);
    const name = uniqueName('Onderhoud');
    await page.getByLabel('Naam', { exact: true }).fill(name);
    await screenshot(page, 'teams-create');
    await page.getByRole('button', { name: 'Aanmaken' }).click();
    await expectToast(page, 'Team aangemaakt');
    await expect(page).toHaveURL(/\/admin\/teams\/\d+$/);
    await expect(page.locator('.ant-descriptions')).toContainText(name);
    await expect(page.getByRole('table', { name: 'Leden' })).toContainText('Geen gegevens');
    await screenshot(page, 'teams-show');

    await chooseAction(page, 'Team bewerken');
    await expect(page).toHaveURL(/\/admin\/teams\/\d+\/edit$/);
    await expect(page.getByLabel('Naam', { exact: true })).toHaveValue(name);
    const renamed = uniqueName('Groenbeheer');
    await page.getByLabel('Naam', { exact: true }).fill(renamed);
    await screenshot(page, 'teams-edit');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(page).toHaveURL(/\/admin\/teams\/\d+$/);
    await expect(page.locator('.ant-descriptions')).toContainText(renamed);

    const table = await searchTeamList(page, renamed);
    await expect.poll(() => columnTexts(table, 2)).toEqual([renamed]);
  });

  test('an empty name is refused on the field', async ({ page }) => {
    await signInTo(page, accounts.anna);
    await page.goto('/admin/teams/create');
    await page.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(page.locator('.ant-form-item').filter({ has: page.getByLabel('Naam', { exact: true }) })).toContainText('Dit veld is verplicht');
    await expect(page).toHaveURL(/\/admin\/teams\/create$/);
  });

  test('editing users: search, tick and untick, each with its message; the member table shows who is in', async ({ page }) => {
    await signInTo(page, accounts.anna);
    await createTeam(page, uniqueName('Schouwploeg'));
    const teamUrl = page.url();
    await chooseAction(page, 'Gebruikers bewerken');
    await expect(page).toHaveURL(/\/admin\/teams\/\d+\/editusers$/);
    const box = (name: string) => page.getByRole('checkbox', { name: `Koppel ${name}`, exact: true });
    await expect(box(accounts.anna.name)).not.toBeChecked();

    await page.getByRole('searchbox', { name: 'Zoek gebruiker op naam of e-mail' }).fill('anna@demo');
    await expect(box(accounts.bram.name)).toHaveCount(0);
    await box(accounts.anna.name).check();
    await expectToast(page, 'User toegevoegd aan Team');
    await expect(box(accounts.anna.name)).toBeChecked();
    await page.getByRole('searchbox', { name: 'Zoek gebruiker op naam of e-mail' }).fill('bram');
    await box(accounts.bram.name).check();
    await expect(box(accounts.bram.name)).toBeChecked();
    await expect(box(accounts.bram.name)).toBeEnabled();
    await page.getByRole('searchbox', { name: 'Zoek gebruiker op naam of e-mail' }).fill('');
    await expect(page.getByText(/^2 van \d+ gebruikers in dit team$/)).toBeVisible();
    await screenshot(page, 'teams-edit-users');

    await page.getByRole('link', { name: 'Terug naar het team' }).click();
    await expect(page).toHaveURL(teamUrl);
    const members = page.getByRole('table', { name: 'Leden' });
    await expect.poll(() => columnTexts(members, 2)).toEqual([accounts.anna.name, accounts.bram.name]);

    await chooseAction(page, 'Gebruikers bewerken');
    await box(accounts.anna.name).uncheck();
    await expectToast(page, 'User verwijderd van team');
    await expect(box(accounts.anna.name)).not.toBeChecked();
    await expect(box(accounts.anna.name)).toBeEnabled();
    await page.goto(teamUrl);
    await expect.poll(() => columnTexts(page.getByRole('table', { name: 'Leden' }), 2)).toEqual([accounts.bram.name]);
  });

  test("deleting a team asks first, says 'Team verwijderd' and it is gone from the list", async ({ page }) => {
    await signInTo(page, accounts.anna);
    const name = uniqueName('Opheffen');
    await createTeam(page, name);
    await chooseAction(page, 'Team verwijderen');
    await expect(confirmDialog(page)).toContainText(`Team ${name} verwijderen?`);
    await screenshot(page, 'teams-delete-confirm');
    await confirmYes(page);
    await expectToast(page, 'Team verwijderd');
    await expect(page).toHaveURL(/\/admin\/teams$/);
    const table = await searchTeamList(page, name);
    await expect(table).toContainText('Geen gegevens');
  });
});

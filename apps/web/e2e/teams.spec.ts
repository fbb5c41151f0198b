import { expect, test, type Page } from './fixtures';
import {
  accounts, apiCall, chooseAction, columnTexts, confirmDialog, confirmYes, expectToast, openFromMenu, screenshot, searchColumn,
  signInTo, uniqueName,
} from './driver';

/**
 * A new team, made through the API, opened as a user finds it: the list from the side menu (so
 * the list is in the console's cache, and later checks of the list test that changes refresh
 * it), searched, then its view button. Waits for its show screen. (Creating a team through the
 * form is the create test's.)
 */
async function openNewTeam(page: Page, name: string): Promise<void> {
  const team = await apiCall<{ id: number }>(page, 'POST', '/v2/team', { name });
  const table = await searchTeamList(page, name);
  await expect(table.getByRole('link', { name: 'Bekijken' })).toHaveCount(1);
  await table.getByRole('link', { name: 'Bekijken' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/teams/${team.id}$`));
}

/** The team list, searched on name. */
async function searchTeamList(page: Page, name: string) {
  // Through the menu, not a reload: the list must show the change from the console's own cache.
  await openFromMenu(page, 'Teams');
  await expect(page).toHaveURL(/\/admin\/teams$/);
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await searchColumn(page, 'Naam', name, table);
  return table;
}

test.describe('teams', () => {
  test('the list shows id, name and member count with view and create', async ({ page }) => {
    await signInTo(page, accounts.anna);
    await openFromMenu(page, 'Teams');
    await expect(page).toHaveURL(/\/admin\/teams$/);
    const table = page.getByRole('table');
    const row = table.locator('tbody tr[data-row-key]').filter({ hasText: 'Buitendienst' });
    await expect(row).toContainText('2');
    await screenshot(page, 'teams-index');
    await row.getByRole('link', { name: 'Bekijken' }).click();
    await expect(page).toHaveURL(/\/admin\/teams\/\d+$/);
    const members = page.getByRole('table', { name: 'Leden' });
    await expect.poll(() => columnTexts(members, 2)).toEqual(['Bram Jansen', 'Carla Smit']);
    await expect(members).toContainText('carla@demo.example');
  });

  test("creating a team refuses an empty name on the field, then says 'Team aangemaakt'; renaming it says 'Wijzigingen opgeslagen' and the list shows the name", async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/teams' });
    await page.getByRole('link', { name: 'Team aanmaken' }).click();
    await expect(page).toHaveURL(/\/admin\/teams\/create$/);
    await page.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(page.locator('.ant-form-item').filter({ has: page.getByLabel('Naam', { exact: true }) })).toContainText('Dit veld is verplicht');
    await expect(page).toHaveURL(/\/admin\/teams\/create$/);
    const name = uniqueName('Onderhoud');
    await page.locator('form').getByLabel('Naam', { exact: true }).fill(name);
    await screenshot(page, 'teams-create');
    await page.getByRole('button', { name: 'Aanmaken' }).click();
    await expectToast(page, 'Team aangemaakt');
    await expect(page).toHaveURL(/\/admin\/teams\/\d+$/);
    await expect(page.locator('.ant-descriptions')).toContainText(name);
    await expect(page.getByRole('table', { name: 'Leden' })).toContainText('Geen gegevens');
    await screenshot(page, 'teams-show');

    await chooseAction(page, 'Team bewerken');
    await expect(page).toHaveURL(/\/admin\/teams\/\d+\/edit$/);
    await expect(page.getByText(`Team ${name} bewerken`)).toBeVisible();
    await expect(page.locator('form').getByLabel('Naam', { exact: true })).toHaveValue(name);
    const renamed = uniqueName('Groenbeheer');
    await page.locator('form').getByLabel('Naam', { exact: true }).fill(renamed);
    await screenshot(page, 'teams-edit');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(page).toHaveURL(/\/admin\/teams\/\d+$/);
    await expect(page.locator('.ant-descriptions')).toContainText(renamed);

    const table = await searchTeamList(page, renamed);
    await expect.poll(() => columnTexts(table, 2)).toEqual([renamed]);
  });

  test('editing users: search, tick and untick, each with its message; the member table shows who is in', async ({ page }) => {
    await signInTo(page, accounts.anna);
    await openNewTeam(page, uniqueName('Schouwploeg'));
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
    await page.getByRole('link', { name: 'Terug naar het team' }).click();
    await expect(page).toHaveURL(teamUrl);
    await expect.poll(() => columnTexts(page.getByRole('table', { name: 'Leden' }), 2)).toEqual([accounts.bram.name]);
  });

  test("deleting a team asks first, says 'Team verwijderd' and it is gone from the list", async ({ page }) => {
    await signInTo(page, accounts.anna);
    const name = uniqueName('Opheffen');
    await openNewTeam(page, name);
    await chooseAction(page, 'Team verwijderen');
    await expect(confirmDialog(page)).toContainText(`Team ${name} verwijderen?`);
    await screenshot(page, 'teams-delete-confirm');
    await confirmYes(page);
    await expectToast(page, 'Team verwijderd');
    await expect(page).toHaveURL(/\/admin\/teams$/);
    const table = await searchTeamList(page, name);
    await expect(table).toContainText('Geen gegevens');
  });

  test('the member editor shows, searches and ticks among 10,000 users a page at a time, searched by the server', async ({ page }) => {
    await signInTo(page, accounts.anna);
    await openNewTeam(page, uniqueName('Groot'));
    // The organisation's user list answered with 10,000 users more (the real ones first), as the
    // API answers a list: the page asked for, searched by q (name or e-mail), with its total.
    const stamp = '2026-01-01T00:00:00.000+00:00';
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: 100_000 + i, name: `Vrijwilliger ${i + 1}`, email: `vrijwilliger${i + 1}@demo.example`,
      super_admin: false, needs_license: true, primary_tenant_id: 1, created_at: stamp, updated_at: stamp,
    }));
    // The real users fetched once: the editor's calls are timed by the bench, not this test.
    let users: { name: string; email: string }[] | null = null;
    const asked: URLSearchParams[] = [];
    await page.route(/\/v1\/user\?/, async (route) => {
      const query = new URL(route.request().url()).searchParams;
      asked.push(query);
      if (!users) {
        const real: unknown = await (await route.fetch({ url: new URL('/v1/user?perPage=9999', route.request().url()).href })).json();
        const rows = typeof real === 'object' && real !== null && 'data' in real && Array.isArray(real.data) ? real.data as { name: string; email: string }[] : [];
        users = [...rows, ...many];
      }
      const q = (query.get('q') ?? '').toLowerCase();
      const found = users.filter((u) => `${u.name}\n${u.email}`.toLowerCase().includes(q));
      const perPage = Number(query.get('perPage') ?? 25);
      const current = Number(query.get('page') ?? 1);
      const data = found.slice((current - 1) * perPage, current * perPage);
      const pagination = { total: found.length, count: data.length, per_page: perPage, current_page: current, total_pages: Math.ceil(found.length / perPage) };
      await route.fulfill({ json: { data, meta: { pagination } } });
    });

    // As a user gets there: from the team, inside the console. How quickly is the bench's to
    // measure (apps/web/bench/team-editor.ts, with 10,000 real users); this checks what it does.
    await chooseAction(page, 'Gebruikers bewerken');
    await expect(page.getByText(/^1-25 van 1000\d$/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^0 van 1000\d gebruikers in dit team$/)).toBeVisible();
    // The count and one page: never every user, never a call per row.
    expect(asked.map((query) => query.get('perPage'))).toEqual(expect.arrayContaining(['1', '25']));
    expect(asked.every((query) => Number(query.get('perPage')) <= 25)).toBe(true);
    expect(asked.length).toBeLessThanOrEqual(2);

    await page.getByRole('searchbox', { name: 'Zoek gebruiker op naam of e-mail' }).fill('vrijwilliger9876@');
    await expect(page.getByText('1-1 van 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Vrijwilliger 9876', exact: true })).toBeVisible();
    expect(asked.some((query) => query.get('q') === 'vrijwilliger9876@')).toBe(true);

    // A real user still ticks at once among them.
    await page.getByRole('searchbox', { name: 'Zoek gebruiker op naam of e-mail' }).fill('carla');
    await page.getByRole('checkbox', { name: `Koppel ${accounts.carla.name}`, exact: true }).check();
    await expectToast(page, 'User toegevoegd aan Team');
  });
});

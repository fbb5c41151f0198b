import { expect, test, type Page } from './fixtures';
import {
  accounts, apiSession, createTestUser, expectToast, pickOption, screenshot, searchColumn, selectValue, signInTo,
  tableRows, type TestUser,
} from './driver';

/** Opens the user-roles screen and narrows it to one user. */
async function openFor(page: Page, user: TestUser): Promise<void> {
  await page.goto('/admin/user_roles/edit');
  await expect(page.locator('.card-title')).toHaveText('Gebruikersrollen op Fietsknooppunten');
  await searchColumn(page, 'E-mail', user.email);
  await expect(tableRows(page)).toHaveCount(1);
}

test.describe('user roles per network', () => {
  test('gives, changes and removes a role on the current network', async ({ page, request }) => {
    const admin = await apiSession(request, accounts.admin);
    const user = await createTestUser(request, admin, 'Lotte Hendriks');
    await signInTo(page, accounts.anna);
    await page.getByRole('menuitem', { name: 'Gebruikersrollen' }).click();
    await expect(page).toHaveURL(/\/admin\/user_roles\/edit$/);
    // The demo users are there with their roles on Fietsknooppunten.
    await expect(selectValue(page, `Rol van ${accounts.anna.name}`)).toContainText('Beheerder');
    await screenshot(page, 'user-roles');

    const select = `Rol van ${user.name}`;
    await openFor(page, user);
    await expect(selectValue(page, select)).toContainText('Geen toegang');
    await pickOption(page, select, 'Raadpleger');
    await expectToast(page, 'Netwerkrol toegekend');
    // Still narrowed to the user after the change.
    await expect(tableRows(page)).toHaveCount(1);
    await expect(selectValue(page, select)).toContainText('Raadpleger');
    await screenshot(page, 'user-roles-search');

    await openFor(page, user);
    await expect(selectValue(page, select)).toContainText('Raadpleger');
    await pickOption(page, select, 'Medewerker');
    await expectToast(page, 'Netwerkrol aangepast');

    await openFor(page, user);
    await expect(selectValue(page, select)).toContainText('Medewerker');
    await pickOption(page, select, 'Geen toegang');
    await expectToast(page, 'Netwerkrol ontkoppeld');

    await openFor(page, user);
    await expect(selectValue(page, select)).toContainText('Geen toegang');
    // And the user's own detail screen agrees.
    await page.goto(`/admin/users/${user.id}`);
    await expect(page.locator('.card').filter({ hasText: 'Netwerkrollen' }).locator('tbody tr[data-row-key]')).toHaveCount(0);
  });
});

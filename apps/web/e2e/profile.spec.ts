import { expect, test } from './fixtures';
import { accounts, screenshot, signInTo } from './driver';

test.describe('profile', () => {
  test('shows the own data; editing the profile shows the success message', async ({ page }) => {
    await signInTo(page, accounts.anna);
    await page.getByRole('button', { name: 'Instellingen' }).click();
    await page.getByRole('menuitem', { name: 'Profiel' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const card = page.locator('.card').filter({ hasText: 'Profiel' });
    await expect(card).toContainText(accounts.anna.name);
    await expect(card).toContainText(accounts.anna.email);
    await expect(card).toContainText('Netwerkbeheerder');
    await expect(card).toContainText('Recreatieschap Demo');
    await screenshot(page, 'profile');

    await page.getByRole('button', { name: 'Acties' }).click();
    await page.getByRole('menuitem', { name: 'Profiel bewerken' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByLabel('Naam')).toHaveValue(accounts.anna.name);
    await page.getByLabel('Telefoon', { exact: true }).fill('0512 123456');
    await page.getByLabel('Afdeling').fill('Recreatie en toerisme');
    await screenshot(page, 'profile-edit');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Profiel bijgewerkt')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.locator('.ant-descriptions')).toContainText('0512 123456');
    await expect(page.locator('.ant-descriptions')).toContainText('Recreatie en toerisme');
  });

  test("a 400 from the server shows 'Validatie' and the message on its field", async ({ page }) => {
    await signInTo(page, accounts.admin, { at: '/profile/edit' });
    await page.getByLabel('E-mail').fill(accounts.anna.email);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const notice = page.locator('.ant-notification-bottomRight .ant-notification-notice').filter({ hasText: 'Validatie' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Dit e-mailadres is al in gebruik');
    // And on the field itself.
    await expect(page.locator('.ant-form-item').filter({ has: page.getByLabel('E-mail') })).toContainText('Dit e-mailadres is al in gebruik');
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await screenshot(page, 'profile-validation');
  });
});

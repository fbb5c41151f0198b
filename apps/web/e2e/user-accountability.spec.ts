/**
 * Accounts on the users screens: a user made with an invitation is 'Uitgenodigd'; the detail's
 * actions send the invitation again, sign the user out everywhere, deactivate (the list's
 * status filter finds them) and activate again, each after a confirmation. The invitation
 * link's screen greets a new user. (The link itself and every refusal: API tests.)
 */
import { expect, test } from './fixtures';
import { accounts, emailOf, expectToast, screenshot, signInTo, tableRows, uniqueName } from './driver';

const card = (page: import('@playwright/test').Page, title: string | RegExp) => page.locator('.card').filter({ has: page.locator('.card-title', { hasText: title }) });

test.describe('user accountability', () => {
  test('invite, sign out everywhere, deactivate and activate a user from its detail screen', async ({ page }) => {
    // One walk of the screen's six steps: on the busy machine with both runs at once, over a minute.
    test.setTimeout(120_000);
    await signInTo(page, accounts.admin, { at: '/admin/users/create' });
    const form = page.locator('form#user_create');
    const name = uniqueName('Eva Uitgenodigd');
    await form.getByLabel('Naam').fill(name);
    await form.getByLabel('E-mail').fill(emailOf(name));
    // The invitation is on by default; no licence, so the demo organisation's stay free.
    await expect(form.getByLabel('Uitnodiging versturen')).toBeChecked();
    await expect(form).toContainText('een link om zelf een wachtwoord te kiezen');
    await form.getByLabel('Heeft licentie nodig').click();
    await screenshot(page, 'user-create-invitation');
    await form.getByRole('button', { name: 'Aanmaken' }).click();
    await expectToast(page, 'Gebruiker aangemaakt');
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
    const details = page.locator('.ant-descriptions');
    await expect(details).toContainText('Actief');
    await expect(details).toContainText('Uitgenodigd');

    const act = async (item: string, title: RegExp, ok: string) => {
      await page.getByRole('button', { name: 'Acties' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      const dialog = page.locator('.ant-modal-confirm');
      await expect(dialog).toContainText(title);
      await dialog.getByRole('button', { name: ok }).click();
      await expect(dialog).toHaveCount(0);
    };
    await act('Uitnodiging opnieuw versturen', /Uitnodiging opnieuw versturen naar/, 'Versturen');
    await expectToast(page, `Uitnodiging verstuurd naar ${emailOf(name)}`);
    await act('Overal afmelden', /overal afmelden\?/, 'Overal afmelden');
    await expectToast(page, '0 sessies beëindigd');
    await act('Deactiveren', /deactiveren\?/, 'Deactiveren');
    await expectToast(page, 'Gebruiker gedeactiveerd');
    await expect(details).toContainText('Gedeactiveerd sinds');
    await screenshot(page, 'user-show-deactivated');
    // Deactivated: no invitation to send, activation instead.
    await page.getByRole('button', { name: 'Acties' }).click();
    await expect(page.getByRole('menuitem', { name: 'Uitnodiging opnieuw versturen' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Activeren' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The list's status filter, kept in the address.
    await page.goto('/admin/users?status=deactivated');
    const list = card(page, 'Gebruikers');
    await expect(tableRows(list).filter({ hasText: emailOf(name) })).toHaveCount(1);
    await expect(tableRows(list).filter({ hasText: accounts.anna.email })).toHaveCount(0);
    await expect(tableRows(list).filter({ hasText: emailOf(name) })).toContainText('Gedeactiveerd');
    await screenshot(page, 'users-list-deactivated');
    await tableRows(list).filter({ hasText: emailOf(name) }).getByRole('link', { name: /Bekijken/ }).click();

    await act('Activeren', /activeren\?/, 'Activeren');
    await expectToast(page, 'Gebruiker geactiveerd');
    await expect(details).not.toContainText('Gedeactiveerd');
    await expect(details).toContainText('Actief');
  });

  test('the invitation link opens the reset screen with a welcome title', async ({ page }) => {
    await page.goto('/password/reset/some-invitation-token?welcome=1');
    await expect(page.getByText('Welkom! Kies je wachtwoord')).toBeVisible();
    await expect(page.getByText('Je bent uitgenodigd voor de beheeromgeving')).toBeVisible();
    await screenshot(page, 'reset-welcome');
    // The recovery link keeps its own title.
    await page.goto('/password/reset/some-recovery-token');
    await expect(page.getByText('Nieuw wachtwoord instellen')).toBeVisible();
  });
});

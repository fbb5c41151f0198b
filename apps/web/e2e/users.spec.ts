import { expect, test } from './fixtures';
import {
  accounts, apiSession, cardTable, chooseAction, createTestUser, DEMO_TENANT, emailOf, expectEmptyTable, expectToast, licenseOf,
  pickOption, screenshot, searchColumn, selectValue, setPaidLicenses, signIn, signInTo, tableRows, uniqueName, visit,
} from './driver';

const card = (page: import('@playwright/test').Page, title: string | RegExp) => page.locator('.card').filter({ has: page.locator('.card-title', { hasText: title }) });

test.describe('users', () => {
  test('anna creates a user with a network role; it is in the list and its detail', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/users' });
    const list = card(page, 'Gebruikers');
    await expect(tableRows(list).filter({ hasText: accounts.bram.email })).toHaveCount(1);
    await screenshot(page, 'users-list');

    await list.getByRole('link', { name: 'Gebruiker toevoegen' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/create$/);
    const form = page.locator('form#user_create');
    const name = uniqueName('Dirk Visser');
    await form.getByLabel('Naam').fill(name);
    // Upper case on purpose: the address is stored lowercased.
    await form.getByLabel('E-mail').fill(emailOf(name).toUpperCase());
    // A network admin does not get the super admin switches.
    await expect(form.getByLabel('Heeft licentie nodig')).toHaveCount(0);
    await expect(form.getByLabel('Super admin')).toHaveCount(0);
    await form.getByRole('button', { name: 'Netwerkrol toevoegen' }).click();
    await pickOption(page, 'Netwerk', 'Wandelnetwerk', form);
    await pickOption(page, 'Rol', 'Medewerker', form);
    await screenshot(page, 'user-create');
    await form.getByRole('button', { name: 'Aanmaken' }).click();

    await expectToast(page, 'Gebruiker aangemaakt');
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
    const details = page.locator('.ant-descriptions');
    await expect(details).toContainText(name);
    await expect(details).toContainText(emailOf(name));
    await expect(details).toContainText(DEMO_TENANT);
    await expect(details).not.toContainText('Heeft licentie nodig');
    await expect(details).not.toContainText('Super admin');
    const roles = card(page, 'Netwerkrollen');
    await expect(tableRows(roles)).toHaveCount(1);
    await expect(tableRows(roles).first()).toContainText('Wandelnetwerk');
    await expect(tableRows(roles).first()).toContainText('Medewerker');
    // Anna is no super admin: no permanent delete.
    await page.getByRole('button', { name: 'Acties' }).click();
    await expect(page.getByRole('menuitem', { name: 'Verwijderen uit organisatie' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Permanent verwijderen' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await screenshot(page, 'user-show');

    await visit(page, '/admin/users');
    await searchColumn(page, 'E-mail', emailOf(name));
    await expect(tableRows(card(page, 'Gebruikers'))).toHaveCount(1);
    await expect(tableRows(card(page, 'Gebruikers')).first()).toContainText(name);
  });

  test('editing a user says so; the detail and the list show the change', async ({ page, request }) => {
    const admin = await apiSession(request, accounts.admin);
    const user = await createTestUser(request, admin, 'Eva Bakker');
    await signInTo(page, accounts.anna, { at: `/admin/users/${user.id}` });
    await chooseAction(page, 'Gegevens bewerken');
    await expect(page).toHaveURL(new RegExp(`/admin/users/${user.id}/edit$`));
    const form = page.locator('form#user_edit');
    await expect(form.getByLabel('Naam')).toHaveValue(user.name);
    await expect(form.getByLabel('Heeft licentie nodig')).toHaveCount(0);
    const renamed = `${user.name} Jr`;
    await form.getByLabel('Naam').fill(renamed);
    await form.getByLabel('Functie').fill('Boswachter');
    await form.getByLabel('Afdeling').fill('Natuurbeheer');
    await form.getByLabel('Mobiele telefoon').fill('06 12345678');
    await pickOption(page, 'Primaire organisatie', DEMO_TENANT, form);
    await screenshot(page, 'user-edit');
    await form.getByRole('button', { name: 'Opslaan' }).click();

    await expectToast(page, 'Gebruiker is bijgewerkt.');
    await expect(page).toHaveURL(new RegExp(`/admin/users/${user.id}$`));
    const details = page.locator('.ant-descriptions');
    await expect(details).toContainText(renamed);
    await expect(details).toContainText('Boswachter');
    await expect(details).toContainText('Natuurbeheer');
    await expect(details).toContainText('06 12345678');
    await visit(page, '/admin/users');
    await searchColumn(page, 'ID', String(user.id));
    await expect(tableRows(card(page, 'Gebruikers')).filter({ hasText: renamed })).toHaveCount(1);
  });

  test('setting a password checks both rules, says so, and the user can sign in with it', async ({ page, request }) => {
    const admin = await apiSession(request, accounts.admin);
    const user = await createTestUser(request, admin, 'Femke de Boer');
    await signInTo(page, accounts.anna, { at: `/admin/users/${user.id}` });
    await chooseAction(page, 'Wachtwoord resetten');
    await expect(page).toHaveURL(new RegExp(`/admin/users/${user.id}/passwordreset$`));
    const form = page.locator('form#user_password');
    const password = form.getByLabel('Nieuw wachtwoord (minimaal 8 karakters)');
    const confirmation = form.getByLabel('Herhaal het nieuwe wachtwoord');
    await password.fill('kort');
    await confirmation.fill('anders123');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(form.getByText('Het wachtwoord dient minimaal 8 karakters lang te zijn')).toBeVisible();
    await expect(form.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
    await screenshot(page, 'user-password');
    await password.fill('nieuw-wachtwoord-1');
    await confirmation.fill('nieuw-wachtwoord-1');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expectToast(page, 'Het wachtwoord is gewijzigd');
    await expect(page).toHaveURL(new RegExp(`/admin/users/${user.id}$`));

    // The user administers no network, so the switcher finds none: the sign-in itself worked.
    await signIn(page, user.email, 'nieuw-wachtwoord-1');
    await pickOption(page, 'Organisatie', DEMO_TENANT);
    await expect(page.getByRole('alert').filter({ hasText: 'Geen netwerk gevonden waarvoor je beheerrechten hebt' })).toBeVisible();
  });

  test("the user's network editor gives, changes and removes a role; the detail shows it", async ({ page, request }) => {
    const admin = await apiSession(request, accounts.admin);
    const user = await createTestUser(request, admin, 'Gijs Mulder');
    await signInTo(page, accounts.anna, { at: `/admin/users/${user.id}` });
    await expect(tableRows(card(page, 'Netwerkrollen'))).toHaveCount(0);
    await card(page, 'Netwerkrollen').getByRole('link', { name: 'Netwerkrollen bewerken' }).click();
    await expect(page).toHaveURL(new RegExp(`/editusernetworks/${user.id}$`));
    const select = 'Rol op Fietsknooppunten';
    await expect(selectValue(page, select)).toContainText('Geen toegang');

    await pickOption(page, select, 'Raadpleger');
    await expectToast(page, 'Netwerkrol toegekend');
    await expect(selectValue(page, select)).toContainText('Raadpleger');
    await screenshot(page, 'user-networks');
    await page.getByRole('link', { name: 'Terug naar gebruiker' }).click();
    const roles = card(page, 'Netwerkrollen');
    await expect(tableRows(roles)).toHaveCount(1);
    await expect(tableRows(roles).first()).toContainText('Fietsknooppunten');
    await expect(tableRows(roles).first()).toContainText('Raadpleger');

    await visit(page, `/editusernetworks/${user.id}`);
    await pickOption(page, select, 'Medewerker');
    await expectToast(page, 'Netwerkrol aangepast');
    await visit(page, `/admin/users/${user.id}`);
    await expect(tableRows(card(page, 'Netwerkrollen')).first()).toContainText('Medewerker');

    await visit(page, `/editusernetworks/${user.id}`);
    await pickOption(page, select, 'Geen toegang');
    await expectToast(page, 'Netwerkrol ontkoppeld');
    await visit(page, `/admin/users/${user.id}`);
    // The card's table loaded and empty (a count of 0 alone holds while the screen still loads).
    await expectEmptyTable(cardTable(page, 'Netwerkrollen'));
  });

  test('ticking a team adds the user, unticking removes it', async ({ page, request }) => {
    const admin = await apiSession(request, accounts.admin);
    const user = await createTestUser(request, admin, 'Hanna Smits');
    await signInTo(page, accounts.anna, { at: `/admin/users/${user.id}` });
    await card(page, 'Teams').getByRole('link', { name: 'Teams bewerken' }).click();
    await expect(page).toHaveURL(new RegExp(`/editteam/${user.id}$`));
    const box = page.getByRole('checkbox', { name: 'Koppel Buitendienst' });
    await expect(box).not.toBeChecked();
    await box.check();
    await expectToast(page, 'User toegevoegd aan Team');
    await expect(box).toBeChecked();
    await screenshot(page, 'user-teams');
    await visit(page, `/admin/users/${user.id}`);
    await expect(tableRows(card(page, 'Teams')).filter({ hasText: 'Buitendienst' })).toHaveCount(1);

    await visit(page, `/editteam/${user.id}`);
    await box.uncheck();
    await expectToast(page, 'User verwijderd van team');
    await expect(box).not.toBeChecked();
    await visit(page, `/admin/users/${user.id}`);
    await expectEmptyTable(cardTable(page, 'Teams'));
  });

  test('the recovery mail is sent from the detail screen, or not; removing the user from the organisation asks first, says so, and the list no longer has it', async ({ page, request }) => {
    const admin = await apiSession(request, accounts.admin);
    const user = await createTestUser(request, admin, 'Joris Peeters');
    await signInTo(page, accounts.anna, { at: `/admin/users/${user.id}` });
    await chooseAction(page, 'Wachtwoord herstel e-mail sturen');
    const mail = page.getByRole('dialog');
    await expect(mail).toContainText(`gestuurd naar ${user.email}`);
    await mail.getByRole('button', { name: 'Niet versturen' }).click();
    await expect(mail).toBeHidden();
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await chooseAction(page, 'Wachtwoord herstel e-mail sturen');
    await screenshot(page, 'user-recovery-mail');
    await page.getByRole('dialog').getByRole('button', { name: 'Versturen', exact: true }).click();
    await expectToast(page, 'Wachtwoord herstel e-mail verzonden');
    await expect(page.getByRole('dialog')).toBeHidden();

    await chooseAction(page, 'Verwijderen uit organisatie');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`${user.name} verwijderen uit ${DEMO_TENANT}?`);
    await screenshot(page, 'user-remove-confirm');
    await dialog.getByRole('button', { name: 'Nee' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${user.id}$`));

    await chooseAction(page, 'Verwijderen uit organisatie');
    await page.getByRole('dialog').getByRole('button', { name: 'Ja, ik weet het zeker' }).click();
    await expectToast(page, 'Gebruiker verwijderd uit tenant');
    await expect(page).toHaveURL(/\/admin\/users$/);
    await searchColumn(page, 'E-mail', user.email);
    await expect(tableRows(card(page, 'Gebruikers'))).toHaveCount(0);
    await expect(card(page, 'Gebruikers')).toContainText('Geen gegevens');
  });

  test('a super admin sees needs_license and super_admin, and deletes a user permanently', async ({ page }) => {
    await signInTo(page, accounts.admin, { at: '/admin/users/create' });
    const form = page.locator('form#user_create');
    const name = uniqueName('Kees Vos');
    await form.getByLabel('Naam').fill(name);
    await form.getByLabel('E-mail').fill(emailOf(name));
    await expect(form.getByRole('switch', { name: 'Heeft licentie nodig' })).toBeChecked();
    await expect(form.getByRole('switch', { name: 'Super admin' })).not.toBeChecked();
    await form.getByRole('switch', { name: 'Heeft licentie nodig' }).click();
    await screenshot(page, 'user-create-super-admin');
    await form.getByRole('button', { name: 'Aanmaken' }).click();
    await expectToast(page, 'Gebruiker aangemaakt');
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
    const licence = page.locator('.ant-descriptions-row').filter({ hasText: 'Heeft licentie nodig' });
    await expect(licence).toContainText('Nee');
    await expect(page.locator('.ant-descriptions-row').filter({ hasText: 'Super admin' })).toContainText('Nee');
    await screenshot(page, 'user-show-super-admin');

    await chooseAction(page, 'Gegevens bewerken');
    await expect(page.locator('form#user_edit').getByRole('switch', { name: 'Heeft licentie nodig' })).not.toBeChecked();
    await expect(page.locator('form#user_edit').getByRole('switch', { name: 'Super admin' })).toBeVisible();
    await page.getByRole('link', { name: 'Annuleren' }).click();

    await chooseAction(page, 'Permanent verwijderen');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`${name} permanent verwijderen?`);
    await screenshot(page, 'user-delete-confirm');
    await dialog.getByRole('button', { name: 'Ja, ik weet het zeker' }).click();
    await expectToast(page, 'Gebruiker permanent verwijderd');
    await expect(page).toHaveURL(/\/admin\/users$/);
    await searchColumn(page, 'Naam', name);
    await expect(tableRows(card(page, 'Gebruikers'))).toHaveCount(0);
  });

  test('at the licence limit the add button is disabled for anna with the spec tooltip, not for the super admin', async ({ page, request }) => {
    const admin = await apiSession(request, accounts.admin);
    const before = await licenseOf(request, admin);
    await setPaidLicenses(request, admin, before.licensed_users);
    try {
      await signInTo(page, accounts.anna, { at: '/admin/users' });
      const list = card(page, 'Gebruikers');
      const add = list.locator('.ant-btn').filter({ hasText: 'Gebruiker toevoegen' });
      await expect(add).toBeVisible();
      // A disabled link button is an <a> without href: aria-disabled says it is disabled.
      await expect(add).toHaveAttribute('aria-disabled', 'true');
      await add.hover({ force: true });
      await expect(page.getByRole('tooltip')).toHaveText('Maximum aantal gebruikerslicenties bereikt');
      await screenshot(page, 'users-list-licence-limit');

      await signInTo(page, accounts.admin, { at: '/admin/users' });
      await expect(card(page, 'Gebruikers').getByRole('link', { name: 'Gebruiker toevoegen' })).toBeEnabled();
    } finally {
      await setPaidLicenses(request, admin, before.paid_licenses);
    }
  });
});

import { expect, test } from './fixtures';
import { accounts, DEMO_TENANT, screenshot, signInTo } from './driver';

test.describe('side menu, header and breadcrumb', () => {
  test('the side menu has every entry (organisation only for super admins, photo categories never); a group entry opens its screen with its breadcrumb; the menu works with the keyboard', async ({ page }) => {
    await signInTo(page, accounts.anna);
    const menu = page.getByRole('menu', { name: 'Hoofdmenu' });
    for (const name of ['Home', 'Kaart', 'Netwerken', 'Rollen', 'Teams', 'Gebruikers', 'Gebruikersrollen']) {
      await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
    }
    for (const group of ['Objecten', 'Attributen', 'Acties', 'Selecties', 'Koppelingen']) {
      await expect(menu.getByRole('menuitem', { name: group, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('menuitem', { name: 'Organisaties' })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('menuitem', { name: 'Fotocategorieën' })).toHaveAttribute('aria-disabled', 'true');

    // A group entry opens its screen with its breadcrumb.
    await menu.getByRole('menuitem', { name: 'Objecten', exact: true }).click();
    await menu.getByRole('link', { name: 'Objecttypes' }).click();
    await expect(page).toHaveURL(/\/admin\/map_object_types$/);
    await expect(page.getByRole('table')).toContainText('Knooppuntpaal');
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Beheer home/Objecttypes');

    // The keyboard: a focused entry opens with Enter.
    const link = menu.getByRole('link', { name: 'Teams' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/teams$/);
  });

  test('the super admin can open organisations', async ({ page }) => {
    await signInTo(page, accounts.admin);
    const menu = page.getByRole('menu', { name: 'Hoofdmenu' });
    await expect(menu.getByRole('menuitem', { name: 'Organisaties' })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('menuitem', { name: 'Fotocategorieën' })).toHaveAttribute('aria-disabled', 'true');
    await menu.getByRole('link', { name: 'Organisaties' }).click();
    await expect(page).toHaveURL(/\/admin\/tenants$/);
    await expect(page.getByRole('table')).toContainText(DEMO_TENANT);
  });

  test('switching the language changes the texts and is remembered after a reload', async ({ page }) => {
    await signInTo(page, accounts.anna);
    await page.getByRole('button', { name: 'Instellingen' }).click();
    await screenshot(page, 'settings-menu');
    await page.getByRole('menuitem', { name: 'English' }).click();
    const menu = page.getByRole('menu', { name: 'Main menu' });
    await expect(menu.getByRole('menuitem', { name: 'Users', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Networks', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to the admin console' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Users', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await screenshot(page, 'admin-home-en');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Nederlands' }).click();
    await expect(page.getByRole('menu', { name: 'Hoofdmenu' }).getByRole('menuitem', { name: 'Gebruikers', exact: true })).toBeVisible();
  });

  test('a bookmarked deep link opens with its breadcrumb, whose crumbs link upwards', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/users/3/edit' });
    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    // A row's crumb shows its name, not its id, and links to the row.
    await expect(crumbs).toContainText('Beheer home/Gebruikers/Bram Jansen/Bewerken');
    await expect(page.getByLabel('Naam', { exact: true })).toHaveValue(accounts.bram.name);
    await expect(page.getByRole('menu', { name: 'Hoofdmenu' }).locator('.ant-menu-item-selected')).toContainText('Gebruikers');
    await screenshot(page, 'breadcrumb-deep-link');
    await crumbs.getByRole('link', { name: 'Bram Jansen' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/3$/);
    await expect(page).toHaveTitle('Bram Jansen · Beheerconsole');
    await crumbs.getByRole('link', { name: 'Gebruikers' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await crumbs.getByRole('link', { name: 'Beheer home' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('configuration rows and link editors are named in the breadcrumb too', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/map_object_types/1/edit_attributes' });
    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(crumbs).toContainText('Beheer home/Objecttypes/Knooppuntpaal/');
    await page.goto('/admin/roles/1');
    await expect(crumbs).toContainText('Beheer home/Rollen/Beheerder');
  });

  test('an unknown page inside the console says so', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/does-not-exist' });
    await expect(page.getByText('Pagina niet gevonden')).toBeVisible();
  });
});

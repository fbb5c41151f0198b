/**
 * CSV imports: 'Importeren' on the users list and on an attribute's lookup values
 * opens a dialog; a chosen file gets a dry run per row (new, update, refused with reasons),
 * nothing changes until 'Importeren', and then the list shows the rows.
 */
import { expect, test, type Page } from './fixtures';
import {
  NETWORKS, accounts, apiAttribute, apiCall, cardOf, cardTable, columnTexts, emailOf, expectLoaded, expectToast,
  openPage, screenshot, smoke, startSession, uniqueName,
} from './driver';

/** Chooses a file with this text in the open import dialog. */
async function chooseCsv(page: Page, name: string, text: string): Promise<void> {
  await page.getByRole('dialog').locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

test.describe('CSV import', () => {
  test('users: the dry run shows each row, a refused row blocks the import, a good file is applied', smoke, async ({ page }) => {
    // The super admin: the import never meets the demo organisation's licence limit.
    await startSession(page, accounts.admin);
    const [role] = await apiCall<{ name: string }[]>(page, 'GET', '/v1/role');
    const name = uniqueName('Import');
    const email = emailOf(name);
    await openPage(page, '/admin/users');
    await page.getByRole('button', { name: 'Importeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gebruikers importeren' });
    await expect(dialog).toContainText('name,email,network,role,needs_license');

    await chooseCsv(page, 'fout.csv', `name;email;network;role\n${name};${email};${NETWORKS.cycling};${role.name}\nZonder adres;geen-adres;;\n`);
    const rows = dialog.getByRole('table');
    await expect(dialog).toContainText('1 nieuw, 0 bijwerken, 1 geweigerd');
    await expect.poll(() => columnTexts(rows, 2)).toEqual(['Nieuw', 'Geweigerd']);
    await expect(rows).toContainText('Dit is geen geldig e-mailadres');
    await expect(dialog.getByRole('button', { name: 'Importeren' })).toBeDisabled();
    await screenshot(page, 'imports-users-dry-run');

    await chooseCsv(page, 'goed.csv', `\uFEFFname,email,network,role\n"${name}",${email},${NETWORKS.cycling},${role.name}\n`);
    await expect(dialog).toContainText('1 nieuw, 0 bijwerken, 0 geweigerd');
    await expect(dialog).toContainText('er is nog niets veranderd');
    await dialog.getByRole('button', { name: 'Importeren' }).click();
    await expectToast(page, 'Import voltooid: 1 nieuw, 0 bijgewerkt');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table')).toContainText(email);
  });

  test('lookup values: new names are added after the others, in the file\'s order', async ({ page }) => {
    await startSession(page, accounts.anna);
    const { id } = await apiAttribute(page, uniqueName('Materiaal'), 'lookup', ['Hout']);
    await openPage(page, `/admin/attributes/${id}`);
    const table = cardTable(page, 'Lookup-waarden');
    await expectLoaded(table);
    await cardOf(page, 'Lookup-waarden').getByRole('button', { name: 'Importeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lookup-waarden importeren' });
    await chooseCsv(page, 'waarden.csv', 'name;order\nStaal;\n"Beton; gewapend";\nhout;\n');
    await expect.poll(() => columnTexts(dialog.getByRole('table'), 2)).toEqual(['Nieuw', 'Nieuw', 'Bijwerken']);
    await screenshot(page, 'imports-lookup-dry-run');
    await dialog.getByRole('button', { name: 'Importeren' }).click();
    await expectToast(page, 'Import voltooid: 2 nieuw, 1 bijgewerkt');
    await expect.poll(() => columnTexts(table, 2)).toEqual(['Hout', 'Staal', 'Beton; gewapend']);
  });
});

/**
 * The integrations and the geo-server export, on the demo network Fietsknooppunten (which has
 * the standard objects: priorities, the types Knooppuntpaal and Routedeel, the action type
 * Reparatie with the attribute Opmerking, action statuses and map object statuses). Each screen
 * once: save, a reload still shows it, delete with confirmation.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import {
  accounts, chooseAction, confirmDialog, confirmYes, detailValue, expectToast, openPage, pickFixedOption, pickOption, screenshot,
  signInTo, startSession,
} from './driver';

/** The antd select around the input labelled `label`. */
function selectOf(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true }).locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
}

/** Picks each of `names` in the multi-select labelled `label`; each then shows as a tag. */
async function pickMany(page: Page, label: string, names: readonly string[]): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  const tags = selectOf(page, label).locator('.ant-select-selection-item');
  for (const name of names) {
    await expect(async () => {
      if ((await tags.filter({ hasText: name }).count()) === 0) {
        await box.click();
        await box.fill(name);
        await page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true }).click({ timeout: 3000 });
      }
      await expect(tags.filter({ hasText: name })).toHaveCount(1, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
  }
  await box.press('Escape');
}

test.describe('integrations', () => {
  test('helpdesk: opening writes nothing; the edit saves, a reload shows it with the key masked until asked, delete asks first and empties it', async ({ page }) => {
    // Opening the screens changes nothing: no write of any kind goes to the API.
    const writes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/') && request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    await startSession(page, accounts.anna);
    writes.length = 0;
    await openPage(page, '/admin/helpdesk_api');
    await expect(page.getByText(/het gekozen actietype moet ook op een netwerk aangemaakt kunnen worden/)).toBeVisible();
    // None stored yet: it shows empty, nothing to delete.
    await expect(detailValue(page, 'Instantie-id')).toHaveText('-');
    await expect(page.getByRole('region', { name: 'Verbinding' })).toBeVisible();
    await chooseAction(page, 'Bewerken');
    await expect(page).toHaveURL(/\/admin\/helpdesk_api\/edit$/);
    expect(writes).toEqual([]);
    await expect(page.getByLabel('Actietype', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Attribuut melding', { exact: true })).toBeDisabled();
    await page.getByLabel('Instantie-id', { exact: true }).fill('42');
    await page.getByLabel('API-sleutel', { exact: true }).fill('e2e-sleutel');
    await pickOption(page, 'Actieprioriteit', 'Hoog');
    await pickOption(page, 'Objecttype', 'Knooppuntpaal');
    await pickOption(page, 'Actietype', 'Reparatie');
    await pickOption(page, 'Attribuut melding', 'Opmerking');
    await pickOption(page, 'Melding in afwachting (5)', 'Nieuw');
    await pickOption(page, 'Melding sluiten (10)', 'Afgehandeld');
    await screenshot(page, 'helpdesk-edit');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(page).toHaveURL(/\/admin\/helpdesk_api$/);
    await page.reload();
    await expect(detailValue(page, 'Instantie-id')).toHaveText('42');
    // The key is masked until asked for, as keys are.
    await expect(detailValue(page, 'API-sleutel')).not.toContainText('e2e-sleutel');
    await page.getByRole('button', { name: 'API-sleutel tonen' }).click();
    await expect(detailValue(page, 'API-sleutel')).toContainText('e2e-sleutel');
    await page.getByRole('button', { name: 'API-sleutel verbergen' }).click();
    await expect(detailValue(page, 'API-sleutel')).not.toContainText('e2e-sleutel');
    await expect(detailValue(page, 'Actieprioriteit')).toHaveText('Hoog');
    await expect(detailValue(page, 'Objecttype')).toHaveText('Knooppuntpaal');
    await expect(detailValue(page, 'Actietype')).toHaveText('Reparatie');
    await expect(detailValue(page, 'Attribuut melding')).toHaveText('Opmerking');
    await expect(detailValue(page, 'Attribuut locatieomschrijving')).toHaveText('-');
    await expect(detailValue(page, 'Melding in afwachting (5)')).toHaveText('Nieuw');
    await expect(detailValue(page, 'Melding afgehandeld (8)')).toHaveText('-');
    await expect(detailValue(page, 'Melding sluiten (10)')).toHaveText('Afgehandeld');
    // Its Geschiedenis: the audit log filtered on the setting's entry.
    await expect(page.getByRole('link', { name: 'Geschiedenis' })).toHaveAttribute('href', /^\/admin\/audit\?subject_type=kv&subject_id=\d+$/);
    await screenshot(page, 'helpdesk-index');
    await chooseAction(page, 'Verwijderen');
    await expect(confirmDialog(page)).toContainText('Koppeling verwijderen');
    await confirmYes(page);
    await expectToast(page, 'Koppeling verwijderd');
    await expect(detailValue(page, 'Instantie-id')).toHaveText('-');
    await expect(detailValue(page, 'Objecttype')).toHaveText('-');
  });

  test('recreational routes: the edit saves, a reload shows it, delete asks first and empties it', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/marrekrite_api' });
    await expect(page.getByText(/meldingen uit de Marrekrite-koppeling/)).toBeVisible();
    await expect(detailValue(page, 'Objecttypes')).toHaveText('-');
    await chooseAction(page, 'Bewerken');
    await expect(page).toHaveURL(/\/admin\/marrekrite_api\/edit$/);
    await expect(page.getByText('Alleen actietypes die bij alle gekozen objecttypes horen, kunnen worden gekozen.')).toBeVisible();
    await expect(page.getByLabel('Actietype', { exact: true })).toBeDisabled();
    await pickFixedOption(page, 'Categorie', 'Wandelen (1002)');
    await pickOption(page, 'Actieprioriteit', 'Normaal');
    await pickMany(page, 'Objecttypes', ['Knooppuntpaal', 'Routedeel']);
    await pickOption(page, 'Actietype', 'Reparatie');
    await pickOption(page, 'Actiestatus', 'In behandeling');
    await pickOption(page, 'Attribuut melding', 'Opmerking');
    await screenshot(page, 'marrekrite-edit');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(page).toHaveURL(/\/admin\/marrekrite_api$/);
    await page.reload();
    await expect(detailValue(page, 'Categorie')).toHaveText('Wandelen (1002)');
    await expect(detailValue(page, 'Actieprioriteit')).toHaveText('Normaal');
    await expect(detailValue(page, 'Objecttypes')).toHaveText('Knooppuntpaal, Routedeel');
    await expect(detailValue(page, 'Actietype')).toHaveText('Reparatie');
    await expect(detailValue(page, 'Actiestatus')).toHaveText('In behandeling');
    await expect(detailValue(page, 'Attribuut melding')).toHaveText('Opmerking');
    await screenshot(page, 'marrekrite-index');
    await chooseAction(page, 'Verwijderen');
    await expect(confirmDialog(page)).toContainText('Koppeling verwijderen');
    await confirmYes(page);
    await expectToast(page, 'Koppeling verwijderd');
    await expect(detailValue(page, 'Objecttypes')).toHaveText('-');
    await expect(detailValue(page, 'Categorie')).toHaveText('-');
  });

  test('geo-server export: create, export, edit to another type, export all, delete', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/geo_server' });
    const table = page.getByRole('table', { name: 'Geo Server export', exact: true });
    await expect(table).toBeVisible();
    await page.getByRole('link', { name: 'Export toevoegen' }).click();
    await expect(page).toHaveURL(/\/admin\/geo_server\/create$/);
    await page.locator('form').getByLabel('Naam', { exact: true }).fill('Knooppuntpalen');
    await pickOption(page, 'Objecttype', 'Knooppuntpaal');
    await pickMany(page, 'Statussen', ['Aanwezig']);
    await pickMany(page, 'Attributen', ['Nummer', 'Objectnaam']);
    await screenshot(page, 'geo-server-create');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Geo Server Export is aangemaakt');
    await expect(page).toHaveURL(/\/admin\/geo_server\/geoserver_export_\d+$/);
    const firstUrl = page.url();
    await page.reload();
    await expect(detailValue(page, 'Naam')).toHaveText('Knooppuntpalen');
    await expect(detailValue(page, 'Objecttype')).toHaveText('Knooppuntpaal');
    await expect(detailValue(page, 'Statussen')).toHaveText('Aanwezig');
    await expect(detailValue(page, 'Attributen')).toContainText('Nummer');
    await expect(detailValue(page, 'Attributen')).toContainText('Objectnaam');
    await expect(detailValue(page, 'Laatst geëxporteerd')).toHaveText('Nog niet geëxporteerd');
    await chooseAction(page, 'Exporteren');
    await expectToast(page, 'Data geexporteerd');
    await expect(detailValue(page, 'Laatst geëxporteerd')).not.toHaveText('Nog niet geëxporteerd');
    await screenshot(page, 'geo-server-show');
    // Its Geschiedenis: the create and the publish, with the layer it made.
    await page.getByRole('link', { name: 'Geschiedenis' }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?subject_type=kv&subject_id=\d+$/);
    const entries = page.getByRole('table').locator('tbody tr[data-row-key]');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('Gepubliceerd');
    await expect(entries.nth(0)).toContainText(/network_\d+_map_object_type_\d+/);
    await expect(entries.nth(1)).toContainText('Aangemaakt');
    await screenshot(page, 'geo-server-history');
    await page.goBack();
    await expect(page).toHaveURL(firstUrl);

    // The edit deletes the old export and creates the new one, here under another type's key.
    await chooseAction(page, 'Bewerken');
    await expect(page).toHaveURL(/\/edit$/);
    await page.locator('form').getByLabel('Naam', { exact: true }).fill('Routedelen');
    await pickOption(page, 'Objecttype', 'Routedeel');
    await screenshot(page, 'geo-server-edit');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(page).toHaveURL(/\/admin\/geo_server\/geoserver_export_\d+$/);
    expect(page.url()).not.toBe(firstUrl);
    await expect(detailValue(page, 'Objecttype')).toHaveText('Routedeel');
    await expect(detailValue(page, 'Statussen')).toHaveText('Aanwezig');

    await page.goto('/admin/geo_server');
    const row = table.locator('tbody tr[data-row-key]').filter({ hasText: 'Routedelen' });
    await expect(row).toContainText('Routedeel');
    await expect(table).not.toContainText('Knooppuntpalen');
    await page.getByRole('button', { name: 'Alles exporteren' }).click();
    await expectToast(page, 'Data geexporteerd');
    await screenshot(page, 'geo-server-index');

    await row.getByRole('link', { name: 'Bekijken' }).click();
    await chooseAction(page, 'Verwijderen');
    await expect(confirmDialog(page)).toContainText('Geo Server Export Routedelen verwijderen?');
    await confirmYes(page);
    await expectToast(page, 'Geo Server Export verwijderd');
    await expect(page).toHaveURL(/\/admin\/geo_server$/);
    await expect(table).not.toContainText('Routedelen');
  });
});

import { expect, test, type Locator, type Page } from './fixtures';
import {
  accounts, apiCall, cardTable, chooseAction, columnTexts, confirmDialog, confirmYes, detailValue, expectEmptyTable,
  expectToast, formField, linkRow, openCardEditor, openPage, pickOption, screenshot, searchColumn, signInTo, startSession,
  uniqueName, unlinkRow,
} from './driver';

const LIST = /\/admin\/action_types$/;
const SHOW = /\/admin\/action_types\/\d+$/;
const SWITCHES = ['Eigen geometrie', 'Maakt object aan', 'Verwijdert object', 'Op netwerk'] as const;

/** The list of action types (from the side menu when its group is open, else by address). */
async function openList(page: Page): Promise<Locator> {
  const entry = page.getByRole('menu', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Actietypes', exact: true });
  if (await entry.isVisible()) await entry.click();
  else await openPage(page, '/admin/action_types');
  await expect(page).toHaveURL(LIST);
  const table = cardTable(page, 'Actietypes');
  await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible();
  return table;
}

/** A switch of the form, by label. */
function switchOf(page: Page, label: string): Locator {
  return page.getByRole('switch', { name: label, exact: true });
}

/** A new action type (all switches off, no category), made through the API; returns its id. */
async function newActionType(page: Page, name: string): Promise<number> {
  return (await apiCall<{ id: number }>(page, 'POST', '/v1/dynamic_action_type', { name })).id;
}

/**
 * Opens an action type as a user finds it: the list (so the list is in the console's cache, and
 * later checks of the list test that changes refresh it), searched, then its view button;
 * returns its show screen's URL. (Creating one through the form is the create test's.)
 */
async function findActionType(page: Page, id: number, name: string): Promise<string> {
  const table = await openList(page);
  await searchColumn(page, 'Naam', name, table);
  await table.getByRole('link', { name: 'Bekijken' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/action_types/${id}$`));
  await expect(detailValue(page, 'Naam')).toHaveText(name);
  return page.url();
}

test.describe('action types', () => {
  test('the demo type Reparatie shows its switches, category and linked object types and attribute', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/action_types' });
    const table = await openList(page);
    await screenshot(page, 'action-types-index');
    await searchColumn(page, 'Naam', 'reparatie', table);
    await expect.poll(() => columnTexts(table, 2)).toEqual(['Reparatie']);
    await table.getByRole('link', { name: 'Bekijken' }).click();
    await expect(page).toHaveURL(SHOW);
    await expect(detailValue(page, 'Eigen geometrie')).toHaveText('Nee');
    await expect(detailValue(page, 'Maakt object aan')).toHaveText('Nee');
    await expect(detailValue(page, 'Verwijdert object')).toHaveText('Nee');
    await expect(detailValue(page, 'Op netwerk')).toHaveText('Ja');
    await expect(detailValue(page, 'Categorie')).toHaveText('Onderhoud');
    await expect.poll(() => columnTexts(cardTable(page, 'Objecttypes'), 2)).toEqual(['Knooppuntpaal', 'Richtingbord', 'Routedeel']);
    const attribute = cardTable(page, 'Attributen').locator('tbody tr[data-row-key]');
    await expect(attribute).toHaveCount(1);
    await expect(attribute.locator('td').nth(1)).toHaveText('Opmerking');
    await expect(attribute.locator('td').nth(2)).toHaveText('Tekstvak');
    await expect(attribute.locator('td').nth(3)).toHaveText('Nee');
    await expectEmptyTable(cardTable(page, 'Afbeeldingstypes'));
    await screenshot(page, 'action-types-show');
  });

  test("creating with switches and a category says 'Actietype <name> aangemaakt'; the show screen has Ja/Nee and the category", async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/action_types' });
    await openList(page);
    await page.getByRole('link', { name: 'Actietype toevoegen' }).click();
    await expect(page).toHaveURL(/\/admin\/action_types\/create$/);
    // The switches start off.
    for (const label of SWITCHES) await expect(switchOf(page, label)).toHaveAttribute('aria-checked', 'false');
    const name = uniqueName('Vervangen');
    await formField(page, 'Naam').fill(name);
    await switchOf(page, 'Eigen geometrie').click();
    await switchOf(page, 'Verwijdert object').click();
    await pickOption(page, 'Categorie', 'Onderhoud');
    await screenshot(page, 'action-types-create');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, `Actietype ${name} aangemaakt`);
    await expect(page).toHaveURL(SHOW);
    await expect(detailValue(page, 'Naam')).toHaveText(name);
    await expect(detailValue(page, 'Eigen geometrie')).toHaveText('Ja');
    await expect(detailValue(page, 'Maakt object aan')).toHaveText('Nee');
    await expect(detailValue(page, 'Verwijdert object')).toHaveText('Ja');
    await expect(detailValue(page, 'Op netwerk')).toHaveText('Nee');
    await expect(detailValue(page, 'Categorie')).toHaveText('Onderhoud');
    for (const card of ['Attributen', 'Objecttypes', 'Afbeeldingstypes']) await expectEmptyTable(cardTable(page, card));
  });

  test("editing switches and category says 'Wijzigingen opgeslagen' and the list shows the new name", async ({ page }) => {
    await startSession(page, accounts.anna);
    const name = uniqueName('Schoonmaken');
    const url = await findActionType(page, await newActionType(page, name), name);
    await chooseAction(page, 'Bewerken');
    await expect(page).toHaveURL(/\/admin\/action_types\/\d+\/edit$/);
    const renamed = uniqueName('Reinigen');
    await formField(page, 'Naam').fill(renamed);
    await switchOf(page, 'Maakt object aan').click();
    await switchOf(page, 'Op netwerk').click();
    await pickOption(page, 'Categorie', 'Onderhoud');
    await screenshot(page, 'action-types-edit');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(page).toHaveURL(url);
    await expect(detailValue(page, 'Naam')).toHaveText(renamed);
    await expect(detailValue(page, 'Eigen geometrie')).toHaveText('Nee');
    await expect(detailValue(page, 'Maakt object aan')).toHaveText('Ja');
    await expect(detailValue(page, 'Op netwerk')).toHaveText('Ja');
    await expect(detailValue(page, 'Categorie')).toHaveText('Onderhoud');

    // 'Geen' takes the category away again.
    await chooseAction(page, 'Bewerken');
    await pickOption(page, 'Categorie', 'Geen');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(detailValue(page, 'Categorie')).toHaveText('Geen');

    const table = await openList(page);
    await searchColumn(page, 'Naam', renamed, table);
    await expect.poll(() => columnTexts(table, 2)).toEqual([renamed]);
  });

  test('linking a map object type and an image type lists them on the show screen; unticking unlinks', async ({ page }) => {
    await startSession(page, accounts.anna);
    const name = uniqueName('Inspectie');
    const id = await newActionType(page, name);
    await openPage(page, `/admin/action_types/${id}`);
    await expect(detailValue(page, 'Naam')).toHaveText(name);
    const url = page.url();

    let editor = await openCardEditor(page, 'Objecttypes');
    await expect(page).toHaveURL(/\/admin\/action_types\/\d+\/edit_map_object_types$/);
    await expect(page.getByText(`Objecttypes van actietype ${name}`)).toBeVisible();
    await linkRow(page, editor, 'Routedeel', 'Objecttype toegevoegd');
    await screenshot(page, 'action-types-edit-map-object-types');
    await page.getByRole('link', { name: 'Terug', exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect.poll(() => columnTexts(cardTable(page, 'Objecttypes'), 2)).toEqual(['Routedeel']);

    editor = await openCardEditor(page, 'Afbeeldingstypes');
    await expect(page).toHaveURL(/\/admin\/action_types\/\d+\/edit_image_types$/);
    await linkRow(page, editor, 'Foto', 'Afbeeldingstype toegevoegd');
    await linkRow(page, editor, 'Schets', 'Afbeeldingstype toegevoegd');
    await unlinkRow(page, editor, 'Foto', 'Afbeeldingstype verwijderd');
    await screenshot(page, 'action-types-edit-image-types');
    await page.getByRole('link', { name: 'Terug', exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect.poll(() => columnTexts(cardTable(page, 'Afbeeldingstypes'), 2)).toEqual(['Schets']);
    await expect.poll(() => columnTexts(cardTable(page, 'Objecttypes'), 2)).toEqual(['Routedeel']);
  });

  test("deleting warns that the type's actions go too, says 'Actietype verwijderd' and the list no longer has it", async ({ page }) => {
    await startSession(page, accounts.anna);
    const name = uniqueName('Afvoeren');
    await findActionType(page, await newActionType(page, name), name);
    await chooseAction(page, 'Verwijderen');
    await expect(confirmDialog(page)).toContainText(`Actietype ${name} verwijderen?`);
    await expect(confirmDialog(page)).toContainText('Alle acties van dit type worden ook verwijderd.');
    await screenshot(page, 'action-types-delete-confirm');
    await confirmYes(page);
    await expectToast(page, 'Actietype verwijderd');
    await expect(page).toHaveURL(LIST);
    const table = cardTable(page, 'Actietypes');
    await searchColumn(page, 'Naam', name, table);
    await expectEmptyTable(table);
  });
});

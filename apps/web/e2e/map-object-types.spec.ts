import { expect, test, type Locator, type Page } from './fixtures';
import {
  accounts, apiCall, cardTable, chooseAction, columnTexts, confirmDialog, confirmYes, detailValue, expectEmptyTable,
  expectToast, formField, linkRow, openCardEditor, openFromMenu, openPage, optionTexts, pickFixedOption, pickOption,
  screenshot, searchColumn, signInTo, startSession, uniqueName, unlinkRow, validationNotice,
} from './driver';

const LIST = /\/admin\/map_object_types$/;
const SHOW = /\/admin\/map_object_types\/\d+$/;

/** The list of types (from the side menu when the 'Objecten' group is open, else by address). */
async function openList(page: Page): Promise<Locator> {
  const entry = page.getByRole('menu', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Objecttypes', exact: true });
  if (await entry.isVisible()) await openFromMenu(page, 'Objecttypes');
  else await openPage(page, '/admin/map_object_types');
  await expect(page).toHaveURL(LIST);
  const table = cardTable(page, 'Objecttypes');
  await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible();
  return table;
}

/** A new type of the current network, made through the API (a point unless `geoType` says otherwise); returns its id. */
async function newType(page: Page, name: string, geoType = 'point'): Promise<number> {
  return (await apiCall<{ id: number }>(page, 'POST', '/v1/type', { name, geo_type: geoType })).id;
}

/** Opens a type's show screen (a full load); returns its URL. */
async function openType(page: Page, id: number, name: string): Promise<string> {
  await openPage(page, `/admin/map_object_types/${id}`);
  await expect(detailValue(page, 'Naam')).toHaveText(name);
  return page.url();
}

/**
 * Opens a type as a user finds it: the list (so the list is in the console's cache, and later
 * checks of the list test that changes refresh it), searched, then its view button; returns
 * its show screen's URL. (Creating a type through the form is the create test's.)
 */
async function findType(page: Page, id: number, name: string): Promise<string> {
  const table = await openList(page);
  await searchColumn(page, 'Naam', name, table);
  await table.getByRole('link', { name: 'Bekijken' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/map_object_types/${id}$`));
  await expect(detailValue(page, 'Naam')).toHaveText(name);
  return page.url();
}

/** Opens the link editor of the card `title` and checks its address. */
async function openEditor(page: Page, title: string, editorPath: string): Promise<Locator> {
  const table = await openCardEditor(page, title);
  await expect(page).toHaveURL(new RegExp(`/admin/map_object_types/\\d+/${editorPath}$`));
  return table;
}

/** Back from a link editor to the type's show screen. */
async function back(page: Page, url: string): Promise<void> {
  await page.getByRole('link', { name: 'Terug', exact: true }).click();
  await expect(page).toHaveURL(url);
}

test.describe('map object types', () => {
  test('the list shows id, name and geo type, searchable per column, and opens a type', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/map_object_types' });
    const table = await openList(page);
    const post = table.locator('tbody tr[data-row-key]').filter({ hasText: 'Knooppuntpaal' });
    await expect(post).toContainText('Punt');
    await expect(table.locator('tbody tr[data-row-key]').filter({ hasText: 'Routedeel' })).toContainText('Lijn');
    await screenshot(page, 'map-object-types-index');

    await searchColumn(page, 'Geo type', 'lijn', table);
    await expect.poll(() => columnTexts(table, 2)).toContain('Routedeel');
    expect(await columnTexts(table, 2)).not.toContain('Knooppuntpaal');
    await searchColumn(page, 'Naam', 'routedeel', table);
    await expect.poll(() => columnTexts(table, 2)).toEqual(['Routedeel']);
    await searchColumn(page, 'Geo type', '', table);
    await searchColumn(page, 'Naam', 'knooppunt', table);
    await expect.poll(() => columnTexts(table, 2)).toEqual(['Knooppuntpaal']);

    await table.getByRole('link', { name: 'Bekijken' }).click();
    await expect(page).toHaveURL(SHOW);
    await expect(detailValue(page, 'Naam')).toHaveText('Knooppuntpaal');
    await expect(detailValue(page, 'Prefix')).toHaveText('KP');
    await expect(detailValue(page, 'Label attribuut')).toHaveText('Nummer');
    await expect(detailValue(page, 'Categorie')).toHaveText('Bewegwijzering');
    await expect(detailValue(page, 'Geo type')).toHaveText('Punt');
    await expect(detailValue(page, 'Op netwerk')).toHaveText('Ja');
    const attributes = cardTable(page, 'Attributen');
    await expect.poll(async () => (await columnTexts(attributes, 2)).sort()).toEqual(['Conditie', 'Nummer', 'Opmerking']);
    await expect(attributes.locator('tbody tr[data-row-key]').filter({ hasText: 'Nummer' })).toContainText('Ja');
    await expect.poll(() => columnTexts(cardTable(page, 'Status'), 2)).toEqual(['Aanwezig', 'Gepland', 'Verwijderd']);
    await screenshot(page, 'map-object-types-show');
  });

  test("creating a type with prefix, category and geo type linestring says 'Type <name> aangemaakt' and shows it", async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/map_object_types' });
    await openList(page);
    await page.getByRole('link', { name: 'Type toevoegen' }).click();
    await expect(page).toHaveURL(/\/admin\/map_object_types\/create$/);
    const name = uniqueName('Fietspad');
    await formField(page, 'Naam').fill(name);
    await formField(page, 'Omschrijving').fill('Vrijliggend fietspad');
    await formField(page, 'Prefix').fill('FP');
    await pickOption(page, 'Categorie', 'Bewegwijzering');
    // The geo type starts at point; the label attribute is chosen on edit only.
    await expect(formField(page, 'Geo type').locator('xpath=..')).toHaveAttribute('title', 'Punt');
    await expect(formField(page, 'Label attribuut')).toHaveCount(0);
    await pickFixedOption(page, 'Geo type', 'Lijn');
    await formField(page, 'Op netwerk').click();
    await expect(formField(page, 'Op netwerk')).toHaveAttribute('aria-checked', 'true');
    await screenshot(page, 'map-object-types-create');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, `Type ${name} aangemaakt`);
    await expect(page).toHaveURL(SHOW);
    await expect(detailValue(page, 'Naam')).toHaveText(name);
    await expect(detailValue(page, 'Prefix')).toHaveText('FP');
    await expect(detailValue(page, 'Categorie')).toHaveText('Bewegwijzering');
    await expect(detailValue(page, 'Geo type')).toHaveText('Lijn');
    await expect(detailValue(page, 'Op netwerk')).toHaveText('Ja');
    await expect(detailValue(page, 'Label attribuut')).toHaveText('Geen');
    // A new type is linked to nothing yet.
    await expectEmptyTable(cardTable(page, 'Attributen'));
    await expectEmptyTable(cardTable(page, 'Status'));
    await screenshot(page, 'map-object-types-show-new');

    const table = await openList(page);
    await searchColumn(page, 'Naam', name, table);
    await expect.poll(() => columnTexts(table, 3)).toEqual(['Lijn']);
  });

  test("editing a type: geo type fixed, label attribute from the type's own attributes with 'Geen'; saving says 'Wijzigingen opgeslagen'", async ({ page }) => {
    await startSession(page, accounts.anna);
    const name = uniqueName('Bord');
    const id = await newType(page, name, 'polygon');
    // The label is one of the type's own attributes: Nummer is linked.
    const number = (await apiCall<{ id: number; name: string }[]>(page, 'GET', '/v1/attribute?perPage=9999')).find((a) => a.name === 'Nummer');
    expect(number, 'the demo attribute Nummer').toBeDefined();
    await apiCall(page, 'POST', `/v1/type/${id}/attribute`, { relation: [{ id: number!.id }] });
    const url = await findType(page, id, name);
    await chooseAction(page, 'Bewerken');
    await expect(page).toHaveURL(/\/admin\/map_object_types\/\d+\/edit$/);
    await expect(formField(page, 'Geo type')).toBeDisabled();
    await expect(formField(page, 'Geo type').locator('xpath=..')).toHaveAttribute('title', 'Vlak');
    await expect(formField(page, 'Label attribuut').locator('xpath=..')).toHaveAttribute('title', 'Geen');
    // The type's attributes may still be refetched after the link (the cached list shows first).
    await expect.poll(() => optionTexts(page, 'Label attribuut')).toEqual(['Geen', 'Nummer']);
    const renamed = uniqueName('Informatiebord');
    await formField(page, 'Naam').fill(renamed);
    await formField(page, 'Prefix').fill('IB');
    await pickOption(page, 'Label attribuut', 'Nummer');
    await pickOption(page, 'Categorie', 'Bewegwijzering');
    await screenshot(page, 'map-object-types-edit');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(page).toHaveURL(url);
    await expect(detailValue(page, 'Naam')).toHaveText(renamed);
    await expect(detailValue(page, 'Prefix')).toHaveText('IB');
    await expect(detailValue(page, 'Label attribuut')).toHaveText('Nummer');
    await expect(detailValue(page, 'Categorie')).toHaveText('Bewegwijzering');
    await expect(detailValue(page, 'Geo type')).toHaveText('Vlak');

    // Back to 'Geen' empties the label attribute again.
    await chooseAction(page, 'Bewerken');
    await pickOption(page, 'Label attribuut', 'Geen');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(detailValue(page, 'Label attribuut')).toHaveText('Geen');

    const table = await openList(page);
    await searchColumn(page, 'Naam', renamed, table);
    await expect.poll(() => columnTexts(table, 2)).toEqual([renamed]);
  });

  test("the status editor: a tick says 'Status toegevoegd' and the card lists it, an untick 'Status verwijderd'", async ({ page }) => {
    await startSession(page, accounts.anna);
    const name = uniqueName('Hek');
    const url = await openType(page, await newType(page, name), name);
    let editor = await openEditor(page, 'Status', 'edit_status');
    await expect(page.getByText(`Statussen van type ${name}`)).toBeVisible();
    await linkRow(page, editor, 'Gepland', 'Status toegevoegd');
    await linkRow(page, editor, 'Aanwezig', 'Status toegevoegd');
    await screenshot(page, 'map-object-types-edit-status');
    await back(page, url);
    await expect.poll(() => columnTexts(cardTable(page, 'Status'), 2)).toEqual(['Aanwezig', 'Gepland']);

    editor = await openEditor(page, 'Status', 'edit_status');
    await unlinkRow(page, editor, 'Gepland', 'Status verwijderd');
    await back(page, url);
    await expect.poll(() => columnTexts(cardTable(page, 'Status'), 2)).toEqual(['Aanwezig']);
  });

  test("linking an attribute says 'Attribute toegevoegd', a constraint 'Constraint toegevoegd' and unlinking 'Constraint verwijderd'", async ({ page }) => {
    await startSession(page, accounts.anna);
    const name = uniqueName('Bank');
    const url = await openType(page, await newType(page, name), name);
    const attributes = await openEditor(page, 'Attributen', 'edit_attributes');
    await linkRow(page, attributes, 'Conditie', 'Attribute toegevoegd');
    await screenshot(page, 'map-object-types-edit-attributes');
    await back(page, url);
    const row = cardTable(page, 'Attributen').locator('tbody tr[data-row-key]');
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(1)).toHaveText('Conditie');
    await expect(row.locator('td').nth(2)).toHaveText('Keuzelijst');
    await expect(row.locator('td').nth(3)).toHaveText('Nee');

    const constraints = await openEditor(page, 'Constraints', 'edit_constraints');
    await linkRow(page, constraints, 'Knooppuntpaal', 'Constraint toegevoegd');
    await screenshot(page, 'map-object-types-edit-constraints');
    await back(page, url);
    await expect.poll(() => columnTexts(cardTable(page, 'Constraints'), 2)).toEqual(['Knooppuntpaal']);
    const again = await openEditor(page, 'Constraints', 'edit_constraints');
    await unlinkRow(page, again, 'Knooppuntpaal', 'Constraint verwijderd');
    await back(page, url);
    await expectEmptyTable(cardTable(page, 'Constraints'));
    // The attribute link stayed.
    await expect.poll(() => columnTexts(cardTable(page, 'Attributen'), 2)).toEqual(['Conditie']);
  });

  test('the action status, settings and selections editors link with their own messages; each setting says what it does', async ({ page }) => {
    await startSession(page, accounts.anna);
    // A selection type to link (the demo network has none).
    const selection = uniqueName('Route');
    await apiCall(page, 'POST', '/v1/selection_type', { name: selection });
    const name = uniqueName('Paaltje');
    const url = await openType(page, await newType(page, name), name);
    await linkRow(page, await openEditor(page, 'Actie statussen', 'edit_action_status'), 'Nieuw', 'Actie status toegevoegd');
    await back(page, url);
    const settingsEditor = await openEditor(page, 'Instellingen', 'edit_settings');
    await linkRow(page, settingsEditor, 'Foto verplicht', 'Instelling toegevoegd');
    // Where a setting is switched on, what it does.
    await expect(settingsEditor).toContainText('Foto verplichtEen actie op een object van dit type krijgt pas een eindstatus met een foto');
    await screenshot(page, 'type-settings-editor');
    await back(page, url);
    const selections = await openEditor(page, 'Selecties', 'edit_selections');
    await linkRow(page, selections, selection, 'Selectietype toegevoegd');
    await unlinkRow(page, selections, selection, 'Selectietype verwijderd');
    await back(page, url);
    await expect.poll(() => columnTexts(cardTable(page, 'Actie statussen'), 2)).toEqual(['Nieuw']);
    // The type's card names the setting and what it does.
    await expect.poll(() => columnTexts(cardTable(page, 'Instellingen'), 2)).toEqual(['Foto verplichtEen actie op een object van dit type krijgt pas een eindstatus met een foto']);
    await cardTable(page, 'Instellingen').scrollIntoViewIfNeeded();
    await screenshot(page, 'type-settings-card');
    await expectEmptyTable(cardTable(page, 'Selecties'));
  });

  test("deleting a type asks first, says 'Type verwijderd' and the list no longer has it", async ({ page }) => {
    await startSession(page, accounts.anna);
    const name = uniqueName('Weg');
    await findType(page, await newType(page, name), name);
    await chooseAction(page, 'Verwijderen');
    await expect(confirmDialog(page)).toContainText(`Type ${name} verwijderen?`);
    await screenshot(page, 'map-object-types-delete-confirm');
    await confirmYes(page);
    await expectToast(page, 'Type verwijderd');
    await expect(page).toHaveURL(LIST);
    const table = cardTable(page, 'Objecttypes');
    await searchColumn(page, 'Naam', name, table);
    await expectEmptyTable(table);
  });

  test('an unknown type shows not found', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/map_object_types/999999' });
    await expect(page.getByText('Type niet gevonden')).toBeVisible();
    await expect(page.getByText('Het type bestaat niet (meer) in dit netwerk.')).toBeVisible();
    await screenshot(page, 'map-object-types-not-found');
    await page.getByRole('link', { name: 'Terug naar objecttypes' }).click();
    await expect(page).toHaveURL(LIST);
  });

  test("a category deleted meanwhile (in another tab) is refused by the server: 'Validatie' and the message on the field", async ({ page, context }) => {
    await startSession(page, accounts.anna);
    const category = uniqueName('Tijdelijk');
    const { id: categoryId } = await apiCall<{ id: number }>(page, 'POST', '/v1/category', { name: category });
    const categoryUrl = `/admin/map_object_categories/${categoryId}`;

    await openPage(page, '/admin/map_object_types/create');
    const name = uniqueName('Wees');
    await formField(page, 'Naam').fill(name);
    await pickOption(page, 'Categorie', category);

    // Another tab of the same session deletes the category.
    const other = await context.newPage();
    await other.goto(categoryUrl);
    await chooseAction(other, 'Verwijderen');
    await confirmYes(other);
    await expectToast(other, 'Categorie verwijderd');
    await other.close();

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(validationNotice(page, 'Onbekend id')).toBeVisible();
    const item = page.locator('.ant-form-item').filter({ has: page.getByLabel('Categorie', { exact: true }) });
    await expect(item).toContainText('Onbekend id');
    await expect(page).toHaveURL(/\/admin\/map_object_types\/create$/);
    await screenshot(page, 'map-object-types-create-refused');
    const table = await openList(page);
    await searchColumn(page, 'Naam', name, table);
    await expectEmptyTable(table);
  });
});

/**
 * The lookup values of an attribute: its show screen lists them (lookup and multi_lookup only),
 * 'Waarde toevoegen' and 'Bewerk <name>' open a form with a name field, 'Verwijder <name>' asks
 * first. Each test makes its own attribute through the API, so the demo rows stay as they are.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import {
  accounts, apiAttribute, apiCall, cardOf, cardTable, columnTexts, confirmDialog, confirmYes, detailValue,
  expectEmptyTable, expectLoaded, expectToast, formField, openPage, screenshot, startSession, uniqueName, validationNotice, visit,
} from './driver';

const CARD = 'Lookup-waarden';

/** Opens the attribute's show screen and waits for its lookup values; returns their table. */
async function openAttribute(page: Page, id: number): Promise<Locator> {
  await openPage(page, `/admin/attributes/${id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/attributes/${id}$`));
  const table = cardTable(page, CARD);
  await expectLoaded(table);
  return table;
}

/** The names of the lookup values, in order (the sort switch is off: the name is the 2nd column). */
const names = (table: Locator) => columnTexts(table, 2);

/** The message under the form's name field. */
const nameError = (page: Page) => page.locator('form .ant-form-item').filter({ has: page.getByLabel('Naam', { exact: true }) }).locator('.ant-form-item-explain');

test.describe('lookup values', () => {
  test('the demo attribute Conditie lists Goed, Matig and Slecht with edit and delete per value', async ({ page }) => {
    await startSession(page, accounts.anna);
    const all = await apiCall<{ id: number; name: string }[]>(page, 'GET', '/v1/attribute?perPage=9999');
    const conditie = all.find((a) => a.name === 'Conditie');
    expect(conditie, 'the demo attribute Conditie').toBeTruthy();
    const table = await openAttribute(page, conditie!.id);
    await expect(detailValue(page, 'Naam')).toHaveText('Conditie');
    await expect.poll(() => names(table)).toEqual(['Goed', 'Matig', 'Slecht']);
    await expect(table.getByRole('columnheader')).toHaveText(['ID', 'Naam', 'Acties']);
    for (const value of ['Goed', 'Matig', 'Slecht']) {
      await expect(table.getByRole('link', { name: `Bewerk ${value}`, exact: true })).toBeVisible();
      await expect(table.getByRole('button', { name: `Verwijder ${value}`, exact: true })).toBeVisible();
    }
    await expect(cardOf(page, CARD).getByRole('link', { name: 'Waarde toevoegen' })).toBeVisible();
    await screenshot(page, 'lookup-values-show');
  });

  test("'Waarde toevoegen' asks for a name, says 'Waarde toegevoegd' and lists the value last", async ({ page }) => {
    await startSession(page, accounts.anna);
    const { id } = await apiAttribute(page, uniqueName('Kleur'), 'lookup', ['Rood']);
    const table = await openAttribute(page, id);
    await expect.poll(() => names(table)).toEqual(['Rood']);

    await cardOf(page, CARD).getByRole('link', { name: 'Waarde toevoegen' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/attributes/${id}/createlookupvalue$`));
    await expect(page.getByText('Lookup-waarde toevoegen', { exact: true })).toBeVisible();
    await expect(formField(page, 'Naam')).toHaveValue('');
    await expect(formField(page, 'Naam')).toBeFocused();
    // A name is required (spaces alone are not a name).
    await formField(page, 'Naam').fill('   ');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(nameError(page)).toHaveText('Dit veld is verplicht');
    await expect(page).toHaveURL(/\/createlookupvalue$/);

    const value = uniqueName('Blauw');
    await formField(page, 'Naam').fill(`  ${value} `);
    await screenshot(page, 'lookup-values-create');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Waarde toegevoegd');
    await expect(page).toHaveURL(new RegExp(`/admin/attributes/${id}$`));
    // Trimmed, and at the end of the order.
    await expect.poll(() => names(table)).toEqual(['Rood', value]);
    const stored = await apiCall<{ name: string }[]>(page, 'GET', `/v1/attribute/${id}/lookup`);
    expect(stored.map((v) => v.name)).toEqual(['Rood', value]);

    // 'Annuleren' on the form adds nothing.
    await cardOf(page, CARD).getByRole('link', { name: 'Waarde toevoegen' }).click();
    await formField(page, 'Naam').fill('Niet bewaard');
    await page.getByRole('link', { name: 'Annuleren', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/attributes/${id}$`));
    await expect.poll(() => names(table)).toEqual(['Rood', value]);
  });

  test("editing a value shows its name, says 'Wijzigingen opgeslagen' and lists the new name in its place", async ({ page }) => {
    await startSession(page, accounts.anna);
    const { id, values } = await apiAttribute(page, uniqueName('Materiaal'), 'multi_lookup', ['Hout', 'Staal', 'Beton']);
    const table = await openAttribute(page, id);
    await expect.poll(() => names(table)).toEqual(['Hout', 'Staal', 'Beton']);

    await table.getByRole('link', { name: 'Bewerk Staal', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/attributes/${id}/editlookupvalue/${values.Staal}$`));
    await expect(page.getByText('Lookup-waarde Staal bewerken', { exact: true })).toBeVisible();
    await expect(formField(page, 'Naam')).toHaveValue('Staal');
    const renamed = uniqueName('RVS');
    await formField(page, 'Naam').fill(renamed);
    await screenshot(page, 'lookup-values-edit');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(page).toHaveURL(new RegExp(`/admin/attributes/${id}$`));
    await expect.poll(() => names(table)).toEqual(['Hout', renamed, 'Beton']);
    await page.reload();
    await expect.poll(() => names(cardTable(page, CARD))).toEqual(['Hout', renamed, 'Beton']);

    // Emptying the name is refused on the form; nothing changes.
    await cardTable(page, CARD).getByRole('link', { name: `Bewerk ${renamed}`, exact: true }).click();
    await formField(page, 'Naam').fill('');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(nameError(page)).toHaveText('Dit veld is verplicht');
    await page.getByRole('link', { name: 'Annuleren', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/attributes/${id}$`));
    await expect.poll(() => names(cardTable(page, CARD))).toEqual(['Hout', renamed, 'Beton']);
  });

  test("deleting a value asks first ('Nee' keeps it), then says 'Waarde verwijderd' and the list no longer has it", async ({ page }) => {
    await startSession(page, accounts.anna);
    const { id } = await apiAttribute(page, uniqueName('Staat'), 'lookup', ['Nieuw', 'Oud']);
    const table = await openAttribute(page, id);
    await expect.poll(() => names(table)).toEqual(['Nieuw', 'Oud']);

    await table.getByRole('button', { name: 'Verwijder Oud', exact: true }).click();
    const dialog = confirmDialog(page);
    await expect(dialog).toContainText('Waarde Oud verwijderen?');
    await screenshot(page, 'lookup-values-delete-confirm');
    await dialog.getByRole('button', { name: 'Nee' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => names(table)).toEqual(['Nieuw', 'Oud']);

    await table.getByRole('button', { name: 'Verwijder Oud', exact: true }).click();
    await confirmYes(page);
    await expectToast(page, 'Waarde verwijderd');
    await expect.poll(() => names(table)).toEqual(['Nieuw']);
    await page.reload();
    await expect.poll(() => names(cardTable(page, CARD))).toEqual(['Nieuw']);

    await cardTable(page, CARD).getByRole('button', { name: 'Verwijder Nieuw', exact: true }).click();
    await confirmYes(page);
    await expectToast(page, 'Waarde verwijderd');
    await expectEmptyTable(cardTable(page, CARD));
  });

  test("deleting the value that is a type's default clears that default", async ({ page }) => {
    await startSession(page, accounts.anna);
    const attribute = uniqueName('Soort');
    const { id, values } = await apiAttribute(page, attribute, 'lookup', ['Hoog', 'Laag']);
    const type = await apiCall<{ id: number }>(page, 'POST', '/v1/type', { name: uniqueName('Mast'), geo_type: 'point' });
    await apiCall(page, 'POST', `/v1/type/${type.id}/attribute`, { relation: [{ id }] });
    await apiCall(page, 'POST', `/v1/type/${type.id}/attribute/${id}/default`, { value: values.Laag });

    await openPage(page, `/admin/map_object_types/${type.id}`);
    const row = cardTable(page, 'Attributen').locator('tbody tr[data-row-key]').filter({ hasText: attribute });
    await expect(row.locator('td').nth(4)).toHaveText('Laag');

    const table = await openAttribute(page, id);
    await table.getByRole('button', { name: 'Verwijder Laag', exact: true }).click();
    await confirmYes(page);
    await expectToast(page, 'Waarde verwijderd');
    await expect.poll(() => names(table)).toEqual(['Hoog']);

    await visit(page, `/admin/map_object_types/${type.id}`);
    await expect(row.locator('td').nth(1)).toHaveText(attribute);
    await expect(row.locator('td').nth(4)).toHaveText('');
  });

  test('the lookup card is there for lookup and multi_lookup attributes only', async ({ page }) => {
    await startSession(page, accounts.anna);
    const text = await apiAttribute(page, uniqueName('Omschrijving'), 'string');
    const flag = await apiAttribute(page, uniqueName('Verlicht'), 'boolean');
    const multi = await apiAttribute(page, uniqueName('Functies'), 'multi_lookup');

    await openPage(page, `/admin/attributes/${multi.id}`);
    await expect(detailValue(page, 'Type')).toHaveText('Meerkeuzelijst');
    await expectEmptyTable(cardTable(page, CARD));
    await expect(cardOf(page, CARD).getByRole('link', { name: 'Waarde toevoegen' })).toBeVisible();

    for (const { id } of [text, flag]) {
      await page.goto(`/admin/attributes/${id}`);
      await expect(detailValue(page, 'Type')).toBeVisible();
      // The attribute's own card has loaded; no lookup card, no add button.
      await expect(page.locator('.card-title').getByText(CARD, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Waarde toevoegen' })).toHaveCount(0);
    }
    await expect(detailValue(page, 'Type')).toHaveText('Ja/nee');
    await visit(page, `/admin/attributes/${text.id}`);
    await expect(detailValue(page, 'Type')).toHaveText('Tekst');
    await expect(page.locator('.card-title').getByText(CARD, { exact: true })).toHaveCount(0);
    await screenshot(page, 'lookup-values-string-attribute');

    // The form at its address anyway: the server refuses a value for a string attribute.
    await visit(page, `/admin/attributes/${text.id}/createlookupvalue`);
    await formField(page, 'Naam').fill('Los');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(validationNotice(page, 'Alleen een attribuut van het type lookup of multi_lookup heeft lookup-waarden')).toBeVisible();
    await expect(page).toHaveURL(/\/createlookupvalue$/);
    expect(await apiCall<unknown[]>(page, 'GET', `/v1/attribute/${text.id}/lookup`)).toEqual([]);
  });

  test('an unknown lookup value shows not found', async ({ page }) => {
    await startSession(page, accounts.anna);
    const { id } = await apiAttribute(page, uniqueName('Vorm'), 'lookup', ['Rond']);
    await openPage(page, `/admin/attributes/${id}/editlookupvalue/999999`);
    await expect(page.getByText('Pagina niet gevonden', { exact: true })).toBeVisible();
    await expect(page.getByText('Deze pagina bestaat niet (meer).', { exact: true })).toBeVisible();
    await screenshot(page, 'lookup-values-not-found');
    await expect(formField(page, 'Naam')).toHaveCount(0);
  });
});

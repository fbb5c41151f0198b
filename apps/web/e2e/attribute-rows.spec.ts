/**
 * The attributes table of a map object type and of an action type: each row switches to edit
 * mode ('Bewerk <name>'), where required is a checkbox and (types only) the default value a
 * select of lookup values with 'Geen' first, a checkbox for booleans or a text box; 'Opslaan'
 * saves, 'Annuleren' asks 'Sure to cancel?'. Each test makes its own type and attributes
 * through the API, so the demo type Knooppuntpaal stays as other specs read it.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import {
  accounts, apiAttribute, apiCall, cardTable, expectLoaded, expectToast, optionTexts, pickFixedOption, screenshot,
  openPage, startSession, uniqueName, validationNotice,
} from './driver';

interface TypeAttribute { id: number; name: string; type: string; required: boolean; default_value?: unknown }

/** A new map object type with a string, a lookup (Hoog, Midden, Laag), a boolean, an integer and a multi_lookup (Zomer, Winter) attribute. */
async function makeType(page: Page) {
  const names = {
    text: uniqueName('Tekst'), lookup: uniqueName('Stand'), flag: uniqueName('Verlicht'), number: uniqueName('Hoogte'), multi: uniqueName('Seizoen'),
  };
  const text = await apiAttribute(page, names.text, 'string');
  const lookup = await apiAttribute(page, names.lookup, 'lookup', ['Hoog', 'Midden', 'Laag']);
  const flag = await apiAttribute(page, names.flag, 'boolean');
  const number = await apiAttribute(page, names.number, 'integer');
  const multi = await apiAttribute(page, names.multi, 'multi_lookup', ['Zomer', 'Winter']);
  const type = await apiCall<{ id: number }>(page, 'POST', '/v1/type', { name: uniqueName('Lantaarn'), geo_type: 'point' });
  await apiCall(page, 'POST', `/v1/type/${type.id}/attribute`, { relation: [text, lookup, flag, number, multi].map(({ id }) => ({ id })) });
  return { id: type.id, names, lookup, multi };
}

/** Opens a show screen and returns its loaded 'Attributen' table. */
async function openAttributes(page: Page, url: string): Promise<Locator> {
  await openPage(page, url);
  const table = cardTable(page, 'Attributen');
  await expectLoaded(table);
  await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible();
  return table;
}

/** The table row of attribute `name`. */
function rowOf(table: Locator, name: string): Locator {
  return table.locator('tbody tr[data-row-key]').filter({ has: table.page().getByRole('cell', { name, exact: true }) });
}

/** A cell of a row by column (0-based: id, name, type, required, default value, actions). */
const cell = (row: Locator, column: number) => row.locator('td').nth(column);

const editButton = (table: Locator, name: string) => table.getByRole('button', { name: `Bewerk ${name}`, exact: true });
const requiredBox = (table: Locator, name: string) => table.getByRole('checkbox', { name: `${name} verplicht`, exact: true });
const defaultLabel = (name: string) => `Standaardwaarde van ${name}`;
const saveButton = (table: Locator, name: string) => rowOf(table, name).getByRole('button', { name: 'Opslaan' });

/** The open 'Sure to cancel?' question. */
const cancelQuestion = (page: Page) => page.locator('.ant-popconfirm:visible');

/** Attribute `name` of type `typeId` as the API stores it. */
async function storedAttribute(page: Page, typeId: number, name: string): Promise<TypeAttribute | undefined> {
  return (await apiCall<TypeAttribute[]>(page, 'GET', `/v1/type/${typeId}/attribute`)).find((a) => a.name === name);
}

test.describe("a type's and an action type's attribute rows", () => {
  test("Edit, tick required, Save says 'Wijzigingen opgeslagen' and the row reads Ja, also after a reload", async ({ page }) => {
    await startSession(page, accounts.anna);
    const { id, names } = await makeType(page);
    const url = `/admin/map_object_types/${id}`;
    let table = await openAttributes(page, url);
    await expect(table.getByRole('columnheader')).toHaveText(['ID', 'Naam', 'Type', 'Verplicht', 'Standaardwaarde', 'Acties']);
    const row = rowOf(table, names.text);
    await expect(cell(row, 2)).toHaveText('Tekst');
    await expect(cell(row, 3)).toHaveText('Nee');
    await expect(requiredBox(table, names.text)).toHaveCount(0);

    await editButton(table, names.text).click();
    // Edit mode: a checkbox, Opslaan and Annuleren; one row at a time, so the others' Edit is off.
    await expect(requiredBox(table, names.text)).not.toBeChecked();
    await expect(row.getByRole('button', { name: 'Opslaan' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Annuleren' })).toBeVisible();
    await expect(editButton(table, names.lookup)).toBeDisabled();
    await expect(editButton(table, names.flag)).toBeDisabled();
    await requiredBox(table, names.text).check();
    await screenshot(page, 'attribute-rows-edit');
    await row.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(cell(row, 3)).toHaveText('Ja');
    await expect(requiredBox(table, names.text)).toHaveCount(0);
    await expect(editButton(table, names.lookup)).toBeEnabled();
    expect((await storedAttribute(page, id, names.text))?.required).toBe(true);

    table = await openAttributes(page, url);
    await expect(cell(rowOf(table, names.text), 3)).toHaveText('Ja');
    // And back: untick, save, Nee.
    await editButton(table, names.text).click();
    await expect(requiredBox(table, names.text)).toBeChecked();
    await requiredBox(table, names.text).uncheck();
    await saveButton(table, names.text).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(cell(rowOf(table, names.text), 3)).toHaveText('Nee');
    expect((await storedAttribute(page, id, names.text))?.required).toBe(false);
  });

  test("Cancel asks 'Sure to cancel?': 'Nee' keeps editing, 'Ja' leaves the old values, nothing saved", async ({ page }) => {
    await startSession(page, accounts.anna);
    const { id, names } = await makeType(page);
    const url = `/admin/map_object_types/${id}`;
    let table = await openAttributes(page, url);
    const row = rowOf(table, names.text);

    await editButton(table, names.text).click();
    await requiredBox(table, names.text).check();
    await table.getByLabel(defaultLabel(names.text), { exact: true }).fill('Niet bewaard');
    await row.getByRole('button', { name: 'Annuleren' }).click();
    await expect(cancelQuestion(page)).toContainText('Sure to cancel?');
    await screenshot(page, 'attribute-rows-cancel-confirm');
    await cancelQuestion(page).getByRole('button', { name: 'Nee' }).click();
    await expect(cancelQuestion(page)).toHaveCount(0);
    // Still editing, with the changes.
    await expect(requiredBox(table, names.text)).toBeChecked();
    await expect(table.getByLabel(defaultLabel(names.text), { exact: true })).toHaveValue('Niet bewaard');

    await row.getByRole('button', { name: 'Annuleren' }).click();
    await cancelQuestion(page).getByRole('button', { name: 'Ja' }).click();
    await expect(cancelQuestion(page)).toHaveCount(0);
    await expect(requiredBox(table, names.text)).toHaveCount(0);
    await expect(cell(row, 3)).toHaveText('Nee');
    await expect(cell(row, 4)).toHaveText('');
    await expect(editButton(table, names.lookup)).toBeEnabled();

    table = await openAttributes(page, url);
    await expect(cell(rowOf(table, names.text), 3)).toHaveText('Nee');
    await expect(cell(rowOf(table, names.text), 4)).toHaveText('');
    const stored = await storedAttribute(page, id, names.text);
    expect(stored?.required).toBe(false);
    expect(stored?.default_value ?? null).toBeNull();
  });

  test("a lookup attribute's default is chosen from its values with 'Geen' first, saved with required and shown", async ({ page }) => {
    await startSession(page, accounts.anna);
    const { id, names, lookup, multi } = await makeType(page);
    const url = `/admin/map_object_types/${id}`;
    let table = await openAttributes(page, url);
    const row = rowOf(table, names.lookup);
    await expect(cell(row, 2)).toHaveText('Keuzelijst');
    await expect(cell(row, 4)).toHaveText('');

    await editButton(table, names.lookup).click();
    const label = defaultLabel(names.lookup);
    await expect(table.getByLabel(label, { exact: true }).locator('xpath=..')).toHaveAttribute('title', 'Geen');
    expect(await optionTexts(page, label, table)).toEqual(['Geen', 'Hoog', 'Midden', 'Laag']);
    await pickFixedOption(page, label, 'Midden', table);
    await requiredBox(table, names.lookup).check();
    await screenshot(page, 'attribute-rows-lookup-default');
    await row.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(cell(row, 4)).toHaveText('Midden');
    await expect(cell(row, 3)).toHaveText('Ja');
    const stored = await storedAttribute(page, id, names.lookup);
    expect(stored?.default_value).toBe(lookup.values.Midden);
    expect(stored?.required).toBe(true);

    table = await openAttributes(page, url);
    await expect(cell(rowOf(table, names.lookup), 4)).toHaveText('Midden');
    await expect(cell(rowOf(table, names.lookup), 3)).toHaveText('Ja');

    // 'Geen' clears the default again.
    await editButton(table, names.lookup).click();
    await expect(table.getByLabel(label, { exact: true }).locator('xpath=..')).toHaveAttribute('title', 'Midden');
    await pickFixedOption(page, label, 'Geen', table);
    await saveButton(table, names.lookup).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(cell(rowOf(table, names.lookup), 4)).toHaveText('');
    expect((await storedAttribute(page, id, names.lookup))?.default_value ?? null).toBeNull();

    // A multi_lookup attribute chooses its default the same way, from its own values.
    await editButton(table, names.multi).click();
    const multiLabel = defaultLabel(names.multi);
    expect(await optionTexts(page, multiLabel, table)).toEqual(['Geen', 'Zomer', 'Winter']);
    await pickFixedOption(page, multiLabel, 'Winter', table);
    await saveButton(table, names.multi).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(cell(rowOf(table, names.multi), 4)).toHaveText('Winter');
    expect((await storedAttribute(page, id, names.multi))?.default_value).toBe(multi.values.Winter);
  });

  test("an attribute's default has a page of its own (attributedefault), linked from its row, back to the type", async ({ page }) => {
    await startSession(page, accounts.anna);
    const { id, names, lookup } = await makeType(page);
    const url = `/admin/map_object_types/${id}`;
    const table = await openAttributes(page, url);
    await rowOf(table, names.lookup).getByRole('link', { name: `Standaardwaarde van ${names.lookup} bewerken` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/map_object_types/${id}/attributedefault/${lookup.id}$`));
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText(`/Standaardwaarde/${names.lookup}`);
    const label = defaultLabel(names.lookup);
    expect(await optionTexts(page, label)).toEqual(['Geen', 'Hoog', 'Midden', 'Laag']);
    await pickFixedOption(page, label, 'Laag');
    await screenshot(page, 'attribute-default-page');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(cell(rowOf(cardTable(page, 'Attributen'), names.lookup), 4)).toHaveText('Laag');
    expect((await storedAttribute(page, id, names.lookup))?.default_value).toBe(lookup.values.Laag);
    // A bookmark of the page opens it with the stored value; an attribute the type lacks is not found.
    await page.goto(`${url}/attributedefault/${lookup.id}`);
    await expect(page.getByLabel(label, { exact: true }).locator('xpath=..')).toHaveAttribute('title', 'Laag');
    await page.goto(`${url}/attributedefault/999999`);
    await expect(page.getByText('Pagina niet gevonden')).toBeVisible();
  });

  test("a boolean attribute's default is a checkbox: ticked reads Ja, unticked Nee", async ({ page }) => {
    await startSession(page, accounts.anna);
    const { id, names } = await makeType(page);
    const url = `/admin/map_object_types/${id}`;
    let table = await openAttributes(page, url);
    const label = defaultLabel(names.flag);

    await editButton(table, names.flag).click();
    const box = table.getByRole('checkbox', { name: label, exact: true });
    await expect(box).not.toBeChecked();
    // Beside it the required checkbox; no select for a boolean.
    await expect(requiredBox(table, names.flag)).toBeVisible();
    await expect(table.locator('.ant-select')).toHaveCount(0);
    await box.check();
    await screenshot(page, 'attribute-rows-boolean-default');
    await saveButton(table, names.flag).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(cell(rowOf(table, names.flag), 4)).toHaveText('Ja');
    await expect(cell(rowOf(table, names.flag), 3)).toHaveText('Nee');
    expect((await storedAttribute(page, id, names.flag))?.default_value).toBe(true);

    table = await openAttributes(page, url);
    await expect(cell(rowOf(table, names.flag), 4)).toHaveText('Ja');
    await editButton(table, names.flag).click();
    await expect(table.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
    await table.getByRole('checkbox', { name: label, exact: true }).uncheck();
    await saveButton(table, names.flag).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(cell(rowOf(table, names.flag), 4)).toHaveText('Nee');
    expect((await storedAttribute(page, id, names.flag))?.default_value).toBe(false);
  });

  test("other types' default is a text box: a number for an integer; a value that does not fit is refused and the row stays in edit mode", async ({ page }) => {
    await startSession(page, accounts.anna);
    const { id, names } = await makeType(page);
    const url = `/admin/map_object_types/${id}`;
    let table = await openAttributes(page, url);

    await editButton(table, names.text).click();
    await table.getByLabel(defaultLabel(names.text), { exact: true }).fill('Wit');
    await saveButton(table, names.text).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(cell(rowOf(table, names.text), 4)).toHaveText('Wit');

    await editButton(table, names.number).click();
    await table.getByLabel(defaultLabel(names.number), { exact: true }).fill('12');
    await saveButton(table, names.number).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(cell(rowOf(table, names.number), 4)).toHaveText('12');
    expect((await storedAttribute(page, id, names.number))?.default_value).toBe(12);

    await editButton(table, names.number).click();
    await table.getByLabel(defaultLabel(names.number), { exact: true }).fill('hoog');
    await saveButton(table, names.number).click();
    await expect(validationNotice(page, 'Deze standaardwaarde past niet bij het attribuut')).toBeVisible();
    await screenshot(page, 'attribute-rows-default-refused');
    await expect(table.getByLabel(defaultLabel(names.number), { exact: true })).toHaveValue('hoog');
    await expect(saveButton(table, names.number)).toBeEnabled();

    table = await openAttributes(page, url);
    await expect(cell(rowOf(table, names.number), 4)).toHaveText('12');
    await expect(cell(rowOf(table, names.text), 4)).toHaveText('Wit');
  });

  test("an action type's attribute row edits required only (no default column), with Save and Cancel", async ({ page }) => {
    await startSession(page, accounts.anna);
    const name = uniqueName('Foto');
    const other = uniqueName('Toelichting');
    const attribute = await apiAttribute(page, name, 'string');
    const second = await apiAttribute(page, other, 'lookup', ['Ja', 'Nee']);
    const actionType = await apiCall<{ id: number }>(page, 'POST', '/v1/dynamic_action_type', { name: uniqueName('Controle') });
    await apiCall(page, 'POST', `/v1/dynamic_action_type/${actionType.id}/attribute`, { relation: [{ id: attribute.id }, { id: second.id }] });
    const url = `/admin/action_types/${actionType.id}`;
    let table = await openAttributes(page, url);
    await expect(table.getByRole('columnheader')).toHaveText(['ID', 'Naam', 'Type', 'Verplicht', 'Acties']);
    const row = rowOf(table, name);
    await expect(cell(row, 2)).toHaveText('Tekst');
    await expect(cell(row, 3)).toHaveText('Nee');

    await editButton(table, name).click();
    await expect(requiredBox(table, name)).not.toBeChecked();
    // No default value here, not even for a lookup attribute.
    await expect(table.getByLabel(defaultLabel(name), { exact: true })).toHaveCount(0);
    await expect(editButton(table, other)).toBeDisabled();
    await requiredBox(table, name).check();
    await screenshot(page, 'attribute-rows-action-type-edit');
    await row.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(cell(row, 3)).toHaveText('Ja');

    await editButton(table, other).click();
    await expect(table.getByLabel(defaultLabel(other), { exact: true })).toHaveCount(0);
    await requiredBox(table, other).check();
    await rowOf(table, other).getByRole('button', { name: 'Annuleren' }).click();
    await expect(cancelQuestion(page)).toContainText('Sure to cancel?');
    await cancelQuestion(page).getByRole('button', { name: 'Ja' }).click();
    await expect(cell(rowOf(table, other), 3)).toHaveText('Nee');

    table = await openAttributes(page, url);
    await expect(cell(rowOf(table, name), 3)).toHaveText('Ja');
    await expect(cell(rowOf(table, other), 3)).toHaveText('Nee');
    const stored = await apiCall<{ name: string; required: boolean }[]>(page, 'GET', `/v1/dynamic_action_type/${actionType.id}/attribute`);
    expect(stored.map((a) => [a.name, a.required])).toEqual([[name, true], [other, false]]);
  });
});

import { expect, test, type Locator, type Page } from './fixtures';
import {
  accounts, apiCall, cardTable, chooseAction, columnTexts, confirmDialog, confirmYes, detailValue, expectEmptyTable,
  expectLoaded, expectToast, formField, linkRow, NETWORKS, openCardEditor, pickFixedOption, pickOption, scopeName,
  openPage, screenshot, searchColumn, signInTo, smoke, startSession, uniqueName, unlinkRow,
} from './driver';

/** A configuration resource built on the resource kit: where it lives and what it says. */
interface Resource {
  /** The list's address, e.g. '/admin/map_object_categories'. */
  path: string;
  /** The side menu entry and list title. */
  title: string;
  /** The list's create button. */
  create: string;
  /** The success message after creating `name`. */
  created: (name: string) => string;
  /** The edit screen's title for `name`. */
  editTitle: (name: string) => string;
  /** The delete question for `name`. */
  deleteTitle: (name: string) => string;
  deleted: string;
  /** Prefix of the screenshots. */
  shot: string;
  /** The list is a drag-sort table without column search (action statuses). */
  sortList?: boolean;
}

const categories: Resource = {
  path: '/admin/map_object_categories', title: 'Objectcategorieën', create: 'Categorie toevoegen',
  created: () => 'Categorie aangemaakt', editTitle: (n) => `Categorie ${n} bewerken`,
  deleteTitle: (n) => `Categorie ${n} verwijderen?`, deleted: 'Categorie verwijderd', shot: 'map-object-categories',
};
const statuses: Resource = {
  path: '/admin/map_object_status', title: 'Objectstatussen', create: 'Objectstatus toevoegen',
  created: (n) => `Objectstatus ${n} aangemaakt`, editTitle: (n) => `Objectstatus ${n} bewerken`,
  deleteTitle: (n) => `Objectstatus ${n} verwijderen?`, deleted: 'Objectstatus verwijderd', shot: 'map-object-statuses',
};
const attributeGroups: Resource = {
  path: '/admin/map_object_attribute_groups', title: 'Attribuutgroepen', create: 'Attribuutgroep toevoegen',
  created: (n) => `Attribuutgroep ${n} aangemaakt`, editTitle: (n) => `Attribuutgroep ${n} bewerken`,
  deleteTitle: (n) => `Attribuutgroep ${n} verwijderen?`, deleted: 'Attribuutgroep verwijderd', shot: 'attribute-groups',
};
const attributes: Resource = {
  path: '/admin/attributes', title: 'Attributen', create: 'Attribuut toevoegen',
  created: (n) => `Attribuut ${n} aangemaakt`, editTitle: (n) => `Attribuut ${n} bewerken`,
  deleteTitle: (n) => `Attribuut ${n} verwijderen?`, deleted: 'Attribuut verwijderd', shot: 'attributes',
};
const selectionTypes: Resource = {
  path: '/admin/selection_type', title: 'Selectietypes', create: 'Selectietype toevoegen',
  created: (n) => `Selectietype ${n} aangemaakt`, editTitle: (n) => `Selectietype ${n} bewerken`,
  deleteTitle: (n) => `Selectietype ${n} verwijderen?`, deleted: 'Selectietype verwijderd', shot: 'selection-types',
};
const actionCategories: Resource = {
  path: '/admin/action_category', title: 'Actiecategorieën', create: 'Actiecategorie toevoegen',
  created: () => 'Categorie aangemaakt', editTitle: (n) => `Actiecategorie ${n} bewerken`,
  deleteTitle: (n) => `Actiecategorie ${n} verwijderen?`, deleted: 'Actiecategorie verwijderd', shot: 'action-categories',
};
const actionStatuses: Resource = {
  path: '/admin/action_status', title: 'Actiestatussen', create: 'Actiestatus toevoegen',
  created: (n) => `Actiestatus ${n} aangemaakt`, editTitle: (n) => `Actiestatus ${n} bewerken`,
  deleteTitle: (n) => `Actiestatus ${n} verwijderen?`, deleted: 'Actiestatus verwijderd', shot: 'action-statuses', sortList: true,
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The resource's list: through the side menu when its group is open (so the console's cache is what shows), else by address. */
async function openList(page: Page, r: Resource): Promise<Locator> {
  const entry = page.getByRole('menu', { name: 'Hoofdmenu' }).getByRole('link', { name: r.title, exact: true });
  if (await entry.isVisible()) await entry.click();
  else await page.goto(r.path);
  await expect(page).toHaveURL(new RegExp(`${escape(r.path)}$`));
  const table = cardTable(page, r.title);
  await expectLoaded(table);
  return table;
}

/** The list's rows named `name`: searched on the name column, or picked out in a drag-sort list. */
async function rowsNamed(page: Page, r: Resource, table: Locator, name: string): Promise<Locator> {
  const rows = table.locator('tbody tr[data-row-key]');
  if (r.sortList) return rows.filter({ has: page.getByRole('cell', { name, exact: true }) });
  await searchColumn(page, 'Naam', name, table);
  return rows;
}

/** Opens the create form from the list. */
async function startCreate(page: Page, r: Resource): Promise<void> {
  await openList(page, r);
  await page.getByRole('link', { name: r.create, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(r.path)}/create$`));
  await expect(formField(page, 'Naam')).toBeVisible();
}

/** Saves the create form: the success message, then the new row's show screen; returns its URL. */
async function submitCreate(page: Page, r: Resource, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, r.created(name));
  await expect(page).toHaveURL(new RegExp(`${escape(r.path)}/\\d+$`));
  await expect(detailValue(page, 'Naam')).toHaveText(name);
  return page.url();
}

/** Opens the edit form from the show screen's 'Acties' menu. */
async function startEdit(page: Page, r: Resource, name: string): Promise<void> {
  await chooseAction(page, 'Bewerken');
  await expect(page).toHaveURL(new RegExp(`${escape(r.path)}/\\d+/edit$`));
  await expect(page.getByText(r.editTitle(name), { exact: true })).toBeVisible();
  await expect(formField(page, 'Naam')).toHaveValue(name);
}

/** Saves the edit form: 'Wijzigingen opgeslagen', back on the show screen `url`. */
async function submitEdit(page: Page, url: string): Promise<void> {
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'Wijzigingen opgeslagen');
  await expect(page).toHaveURL(url);
}

/** The list's row of `name` (exactly one). */
async function listRow(page: Page, r: Resource, name: string): Promise<Locator> {
  const table = await openList(page, r);
  const row = await rowsNamed(page, r, table, name);
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').nth(1)).toHaveText(name);
  return row;
}

/** Deletes from the show screen: asks first, the success message, and the list no longer has it. */
async function deleteAndCheck(page: Page, r: Resource, name: string): Promise<void> {
  await chooseAction(page, 'Verwijderen');
  await expect(confirmDialog(page)).toContainText(r.deleteTitle(name));
  await screenshot(page, `${r.shot}-delete-confirm`);
  await confirmYes(page);
  await expectToast(page, r.deleted);
  await expect(page).toHaveURL(new RegExp(`${escape(r.path)}$`));
  const table = cardTable(page, r.title);
  await expectLoaded(table);
  await expect(await rowsNamed(page, r, table, name)).toHaveCount(0);
}

/** Switches the network with the header dialog. */
async function switchNetwork(page: Page, network: string): Promise<void> {
  await page.getByRole('button', { name: 'Wissel van organisatie of netwerk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kies organisatie en netwerk' });
  await pickOption(page, 'Netwerk', network, dialog);
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(dialog).toBeHidden();
  await expect(scopeName(page, 'Netwerk')).toContainText(network);
}

/** Opens a side menu entry of a group, unfolding the group when it is folded. */
async function menuTo(page: Page, group: string, entry: string): Promise<void> {
  const menu = page.getByRole('menu', { name: 'Hoofdmenu' });
  const link = menu.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await menu.getByRole('menuitem', { name: group, exact: true }).click();
  await link.click();
}

test.describe('configuration resources', () => {
  test('categories: create, show, edit and delete, each with its message, and the list follows', smoke, async ({ page }) => {
    await signInTo(page, accounts.anna, { at: categories.path });
    await startCreate(page, categories);
    const name = uniqueName('Meubilair');
    await formField(page, 'Naam').fill(name);
    await formField(page, 'Omschrijving').fill('Banken en prullenbakken');
    await screenshot(page, 'map-object-categories-create');
    const url = await submitCreate(page, categories, name);
    await expect(detailValue(page, 'Omschrijving')).toHaveText('Banken en prullenbakken');
    await screenshot(page, 'map-object-categories-show');

    await startEdit(page, categories, name);
    await expect(formField(page, 'Omschrijving')).toHaveValue('Banken en prullenbakken');
    const renamed = uniqueName('Straatmeubilair');
    await formField(page, 'Naam').fill(renamed);
    await formField(page, 'Omschrijving').fill('Banken, tafels\nen prullenbakken');
    await screenshot(page, 'map-object-categories-edit');
    await submitEdit(page, url);
    await expect(detailValue(page, 'Naam')).toHaveText(renamed);
    await expect(detailValue(page, 'Omschrijving')).toContainText('Banken, tafels');

    const row = await listRow(page, categories, renamed);
    await expect(row).toContainText('Banken, tafels');
    await screenshot(page, 'map-object-categories-index');
    await row.getByRole('link', { name: /^Bekijk/ }).click();
    await expect(page).toHaveURL(url);
    await deleteAndCheck(page, categories, renamed);
  });

  test('map object statuses: create with a numeric weight, show, edit and delete', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: statuses.path });
    await startCreate(page, statuses);
    const weight = page.getByRole('spinbutton', { name: 'Gewicht', exact: true });
    await expect(weight).toHaveValue('0');
    const name = uniqueName('Beschadigd');
    await formField(page, 'Naam').fill(name);
    await weight.fill('40');
    await screenshot(page, 'map-object-statuses-create');
    const url = await submitCreate(page, statuses, name);
    await expect(detailValue(page, 'Gewicht')).toHaveText('40');
    await screenshot(page, 'map-object-statuses-show');

    await startEdit(page, statuses, name);
    await expect(weight).toHaveValue('40');
    // The weight takes numbers only: typed letters do not stay.
    await weight.fill('');
    await weight.pressSequentially('abc');
    await weight.blur();
    await expect(weight).not.toHaveValue(/[a-z]/);
    await weight.fill('-5');
    const renamed = uniqueName('Defect');
    await formField(page, 'Naam').fill(renamed);
    await screenshot(page, 'map-object-statuses-edit');
    await submitEdit(page, url);
    await expect(detailValue(page, 'Naam')).toHaveText(renamed);
    await expect(detailValue(page, 'Gewicht')).toHaveText('-5');

    const row = await listRow(page, statuses, renamed);
    await expect(row.locator('td').nth(2)).toHaveText('-5');
    await screenshot(page, 'map-object-statuses-index');
    await row.getByRole('link', { name: /^Bekijk/ }).click();
    await deleteAndCheck(page, statuses, renamed);
  });

  test('attribute groups: create with a description, rename (name only), delete', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: attributeGroups.path });
    await startCreate(page, attributeGroups);
    const name = uniqueName('Onderhoud');
    await formField(page, 'Naam').fill(name);
    await formField(page, 'Omschrijving').fill('Gegevens voor de schouw');
    await screenshot(page, 'attribute-groups-create');
    const url = await submitCreate(page, attributeGroups, name);
    await expect(detailValue(page, 'Omschrijving')).toHaveText('Gegevens voor de schouw');
    await screenshot(page, 'attribute-groups-show');

    await startEdit(page, attributeGroups, name);
    // The edit form has the name only.
    await expect(formField(page, 'Omschrijving')).toHaveCount(0);
    const renamed = uniqueName('Schouw');
    await formField(page, 'Naam').fill(renamed);
    await screenshot(page, 'attribute-groups-edit');
    await submitEdit(page, url);
    await expect(detailValue(page, 'Naam')).toHaveText(renamed);
    await expect(detailValue(page, 'Omschrijving')).toHaveText('Gegevens voor de schouw');

    const row = await listRow(page, attributeGroups, renamed);
    await screenshot(page, 'attribute-groups-index');
    await row.getByRole('link', { name: /^Bekijk/ }).click();
    await deleteAndCheck(page, attributeGroups, renamed);
  });

  test('attributes: create with type and group; on edit the type is fixed (disabled); delete', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: attributes.path });
    await startCreate(page, attributes);
    const name = uniqueName('Hoogte');
    await formField(page, 'Naam').fill(name);
    await pickFixedOption(page, 'Type', 'Geheel getal');
    await pickOption(page, 'Attribuutgroep', 'Algemeen');
    await screenshot(page, 'attributes-create');
    const url = await submitCreate(page, attributes, name);
    await expect(detailValue(page, 'Type')).toHaveText('Geheel getal');
    await expect(detailValue(page, 'Attribuutgroep')).toHaveText('Algemeen');
    await screenshot(page, 'attributes-show');

    await startEdit(page, attributes, name);
    const type = formField(page, 'Type');
    await expect(type).toBeDisabled();
    await expect(type.locator('xpath=..')).toHaveAttribute('title', 'Geheel getal');
    const renamed = uniqueName('Paalhoogte');
    await formField(page, 'Naam').fill(renamed);
    await pickOption(page, 'Attribuutgroep', 'Geen');
    await screenshot(page, 'attributes-edit');
    await submitEdit(page, url);
    await expect(detailValue(page, 'Naam')).toHaveText(renamed);
    await expect(detailValue(page, 'Type')).toHaveText('Geheel getal');
    await expect(detailValue(page, 'Attribuutgroep')).toHaveText('Geen');

    const row = await listRow(page, attributes, renamed);
    await expect(row.locator('td').nth(2)).toHaveText('Geheel getal');
    await screenshot(page, 'attributes-index');
    await row.getByRole('link', { name: /^Bekijk/ }).click();
    await deleteAndCheck(page, attributes, renamed);
  });

  test('selection types: create with the network and route switches, show, edit and delete', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: selectionTypes.path });
    await startCreate(page, selectionTypes);
    const name = uniqueName('Rondje');
    await formField(page, 'Naam').fill(name);
    // is_network: made on the network itself, not the header's network.
    await expect(formField(page, 'Op netwerk')).toHaveAttribute('aria-checked', 'false');
    await formField(page, 'Route').click();
    await screenshot(page, 'selection-types-create');
    const url = await submitCreate(page, selectionTypes, name);
    await expect(detailValue(page, 'Op netwerk')).toHaveText('Nee');
    await expect(detailValue(page, 'Route')).toHaveText('Ja');
    await expectEmptyTable(cardTable(page, 'Attributen'));
    await screenshot(page, 'selection-types-show');

    await startEdit(page, selectionTypes, name);
    await expect(formField(page, 'Route')).toHaveAttribute('aria-checked', 'true');
    const renamed = uniqueName('Lus');
    await formField(page, 'Naam').fill(renamed);
    await formField(page, 'Op netwerk').click();
    await screenshot(page, 'selection-types-edit');
    await submitEdit(page, url);
    await expect(detailValue(page, 'Naam')).toHaveText(renamed);
    await expect(detailValue(page, 'Op netwerk')).toHaveText('Ja');

    const row = await listRow(page, selectionTypes, renamed);
    await expect(page.getByRole('columnheader', { name: /^Op netwerk/ })).toBeVisible();
    await expect(row.locator('td').nth(2)).toHaveText('Ja');
    await expect(row.locator('td').nth(3)).toHaveText('Ja');
    await screenshot(page, 'selection-types-index');
    await row.getByRole('link', { name: /^Bekijk/ }).click();
    await deleteAndCheck(page, selectionTypes, renamed);
  });

  test("a selection type's attribute editor: a tick says 'Attribute toegevoegd', an untick 'Attribute verwijderd'", smoke, async ({ page }) => {
    await startSession(page, accounts.anna);
    const name = uniqueName('Wandellus');
    const { id } = await apiCall<{ id: number }>(page, 'POST', '/v1/selection_type', { name });
    await openPage(page, `${selectionTypes.path}/${id}`);
    await expect(detailValue(page, 'Naam')).toHaveText(name);
    const url = page.url();
    const editor = await openCardEditor(page, 'Attributen');
    await expect(page).toHaveURL(/\/admin\/selection_type\/\d+\/edit_attributes$/);
    await expect(page.getByText(`Attributen van selectietype ${name}`)).toBeVisible();
    await linkRow(page, editor, 'Nummer', 'Attribute toegevoegd');
    await linkRow(page, editor, 'Opmerking', 'Attribute toegevoegd');
    await unlinkRow(page, editor, 'Nummer', 'Attribute verwijderd');
    await screenshot(page, 'selection-types-edit-attributes');
    await page.getByRole('link', { name: 'Terug', exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect.poll(() => columnTexts(cardTable(page, 'Attributen'), 2)).toEqual(['Opmerking']);
  });

  test('action categories: create as a change request, show, edit and delete', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: actionCategories.path });
    await startCreate(page, actionCategories);
    const name = uniqueName('Wijziging');
    await formField(page, 'Naam').fill(name);
    await formField(page, 'Wijzigingsverzoek').click();
    await screenshot(page, 'action-categories-create');
    const url = await submitCreate(page, actionCategories, name);
    await expect(detailValue(page, 'Wijzigingsverzoek')).toHaveText('Ja');
    await screenshot(page, 'action-categories-show');

    await startEdit(page, actionCategories, name);
    const renamed = uniqueName('Aanpassing');
    await formField(page, 'Naam').fill(renamed);
    await formField(page, 'Wijzigingsverzoek').click();
    await screenshot(page, 'action-categories-edit');
    await submitEdit(page, url);
    await expect(detailValue(page, 'Naam')).toHaveText(renamed);
    await expect(detailValue(page, 'Wijzigingsverzoek')).toHaveText('Nee');

    const row = await listRow(page, actionCategories, renamed);
    await expect(row.locator('td').nth(2)).toHaveText('Nee');
    await screenshot(page, 'action-categories-index');
    await row.getByRole('link', { name: /^Bekijk/ }).click();
    await deleteAndCheck(page, actionCategories, renamed);
  });

  test('action statuses: create with is_final, show (colour default -, a role flag ticked), edit and delete', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: actionStatuses.path });
    await startCreate(page, actionStatuses);
    // Colour is set on edit only.
    await expect(page.getByText('Statuskleur in de app')).toHaveCount(0);
    const name = uniqueName('Geweigerd');
    await formField(page, 'Naam').fill(name);
    const final = formField(page, 'Eindstatus');
    await expect(final).toHaveAttribute('aria-checked', 'false');
    await final.click();
    await screenshot(page, 'action-statuses-create');
    const url = await submitCreate(page, actionStatuses, name);
    await expect(detailValue(page, 'Eindstatus')).toHaveText('Ja');
    await expect(detailValue(page, 'Statuskleur in de app')).toHaveText('-');
    // The flags per role: a new status has none; a tick saves that role's flags at once.
    const open = page.getByRole('checkbox', { name: 'Open voor Medewerker', exact: true });
    await expect(open).not.toBeChecked();
    await open.check();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(open).toBeChecked();
    await expect(open).toBeEnabled();
    await screenshot(page, 'action-statuses-show');
    await page.reload();
    await expect(open).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Open voor Beheerder', exact: true })).not.toBeChecked();

    await startEdit(page, actionStatuses, name);
    await expect(final).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Statuskleur in de app')).toBeVisible();
    const renamed = uniqueName('Afgewezen');
    await formField(page, 'Naam').fill(renamed);
    await final.click();
    await screenshot(page, 'action-statuses-edit');
    await submitEdit(page, url);
    await expect(detailValue(page, 'Naam')).toHaveText(renamed);
    await expect(detailValue(page, 'Eindstatus')).toHaveText('Nee');
    await expect(detailValue(page, 'Statuskleur in de app')).toHaveText('-');

    const row = await listRow(page, actionStatuses, renamed);
    await expect(row.locator('td').nth(2)).toHaveText('Nee');
    await screenshot(page, 'action-statuses-index');
    await row.getByRole('link', { name: /^Bekijk/ }).click();
    await deleteAndCheck(page, actionStatuses, renamed);
  });

  test("the lists are per network: Wandelnetwerk does not show Fietsknooppunten's configuration, nor the other way round", async ({ page }) => {
    // The cycling network's lists, loaded in the console first (so a stale cache would show them).
    await signInTo(page, accounts.anna, { network: NETWORKS.cycling, at: '/admin/map_object_types' });
    const types = cardTable(page, 'Objecttypes');
    await expect.poll(() => columnTexts(types, 2)).toEqual(expect.arrayContaining(['Knooppuntpaal', 'Routedeel']));
    await searchColumn(page, 'Naam', 'knooppunt', types);
    await types.getByRole('link', { name: /^Bekijk/ }).click();
    await expect(page).toHaveURL(/\/admin\/map_object_types\/\d+$/);
    const cyclingType = page.url();
    const cyclingCategories = await openList(page, categories);
    await expect(cyclingCategories).toContainText('Bewegwijzering');

    // Switch with the header dialog, then on through the side menu (no page load).
    await switchNetwork(page, NETWORKS.walking);
    await menuTo(page, 'Objecten', 'Objecttypes');
    await expect(page).toHaveURL(/\/admin\/map_object_types$/);
    await expectEmptyTable(cardTable(page, 'Objecttypes'));
    await screenshot(page, 'map-object-types-index-walking');
    // Each list through its group in the side menu: no page load, so the console's cache is what shows.
    for (const [group, r, demo] of [['Objecten', categories, 'Bewegwijzering'], ['Objecten', statuses, 'Gepland'], ['Acties', actionCategories, 'Onderhoud'],
      ['Acties', actionStatuses, 'Nieuw'], ['Selecties', selectionTypes, ''], ['Attributen', attributes, 'Conditie'], ['Attributen', attributeGroups, 'Algemeen']] as const) {
      await menuTo(page, group, r.title);
      await expect(page).toHaveURL(new RegExp(`${escape(r.path)}$`));
      const table = cardTable(page, r.title);
      await expectLoaded(table);
      if (demo) await expect(table).not.toContainText(demo);
    }
    await menuTo(page, 'Acties', 'Actietypes');
    await expect(page).toHaveURL(/\/admin\/action_types$/);
    const actionTypes = cardTable(page, 'Actietypes');
    await expectLoaded(actionTypes);
    await expect(actionTypes).not.toContainText('Reparatie');
    // The cycling network's type is not found here.
    await page.goto(cyclingType);
    await expect(page.getByText('Type niet gevonden')).toBeVisible();

    // A category made here is not in the cycling network.
    await startCreate(page, categories);
    const name = uniqueName('Wandelbord');
    await formField(page, 'Naam').fill(name);
    await submitCreate(page, categories, name);
    await switchNetwork(page, NETWORKS.cycling);
    await menuTo(page, 'Objecten', 'Objectcategorieën');
    const list = cardTable(page, 'Objectcategorieën');
    await expect(list).toContainText('Bewegwijzering');
    await searchColumn(page, 'Naam', name, list);
    await expectEmptyTable(list);
  });
});

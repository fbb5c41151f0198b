/**
 * The icon editor of a map object type (admin.map_object_types.icon.edit): reached from the
 * type's actions menu, frame and icon only for type icon, saved per network and read back.
 */
import { expect, test, type Page } from './fixtures';
import { accounts, chooseAction, detailValue, expectToast, pickFixedOption, pickOption, screenshot, searchColumn, signInTo } from './driver';

const SHOW = /\/admin\/map_object_types\/\d+$/;
const EDITOR = /\/admin\/map_object_types\/\d+\/icon$/;

/** Opens the show screen of the demo type 'Knooppuntpaal' (network Fietsknooppunten). */
async function openPost(page: Page): Promise<void> {
  await page.goto('/admin/map_object_types');
  const table = page.getByRole('table', { name: 'Objecttypes', exact: true });
  await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await searchColumn(page, 'Naam', 'Knooppuntpaal', table);
  await expect(table.locator('tbody tr[data-row-key]')).toHaveCount(1);
  await table.getByRole('link', { name: 'Bekijken' }).click();
  await expect(page).toHaveURL(SHOW);
  await expect(detailValue(page, 'Naam')).toHaveText('Knooppuntpaal');
}

/** The shown choice of the select labelled `label`. */
const choice = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true }).locator('xpath=..');

test.describe('map object type icons', () => {
  test("choosing type icon, a glyph and a preset colour; saving says 'Wijzigingen opgeslagen' and is kept", async ({ page }) => {
    await signInTo(page, accounts.anna);
    await openPost(page);
    // No icon stored yet: the default label, with the type's prefix.
    const preview = detailValue(page, 'Icoon');
    await expect(preview.getByRole('img', { name: 'Normaal' })).toHaveAttribute('data-type', 'label');
    await expect(preview.getByRole('img', { name: 'Normaal' })).toHaveText('KP');

    await chooseAction(page, 'Icoon bewerken');
    await expect(page).toHaveURL(EDITOR);
    await expect(choice(page, 'Type')).toHaveAttribute('title', 'Label');
    await expect(page.getByRole('combobox', { name: 'Kader', exact: true })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Icoon', exact: true })).toBeDisabled();

    await pickFixedOption(page, 'Type', 'Pictogram');
    await expect(page.getByRole('combobox', { name: 'Kader', exact: true })).toBeEnabled();
    await pickFixedOption(page, 'Kader', 'Cirkel');
    await pickOption(page, 'Icoon', '34_tree');
    // The colour picker's preset palette: the seventh preset is #1e88e5.
    await page.getByLabel('Kleur', { exact: true }).click();
    const presets = page.locator('.ant-color-picker-presets-color:visible');
    await expect(presets).toHaveCount(12);
    await presets.nth(6).click();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Kleur', { exact: true })).toHaveText('#1E88E5');
    const normal = page.getByTestId('icon-preview').getByRole('img', { name: 'Normaal' });
    await expect(normal).toHaveAttribute('data-type', 'icon');
    await expect(normal.locator('[data-part="frame"]')).toHaveAttribute('fill', '#1e88e5');

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(page).toHaveURL(SHOW);
    await expect(detailValue(page, 'Icoon').getByRole('img', { name: 'Normaal' })).toHaveAttribute('data-type', 'icon');
    await screenshot(page, 'map-object-type-icon-show');

    await chooseAction(page, 'Icoon bewerken');
    await expect(page).toHaveURL(EDITOR);
    await expect(choice(page, 'Type')).toHaveAttribute('title', 'Pictogram');
    await expect(choice(page, 'Kader')).toHaveAttribute('title', 'Cirkel');
    await expect(choice(page, 'Icoon')).toHaveAttribute('title', '34_tree');
    await expect(page.getByLabel('Kleur', { exact: true })).toHaveText('#1E88E5');
    await screenshot(page, 'map-object-type-icon');
    // Opened by its address (a bookmark, a reload): the breadcrumb names the type, not its id.
    await page.reload();
    await expect(choice(page, 'Icoon')).toHaveAttribute('title', '34_tree');
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Knooppuntpaal');

    await page.getByRole('link', { name: 'Annuleren' }).click();
    await expect(page).toHaveURL(SHOW);
  });

  test('the icon editor of an unknown type says the type is not found', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/map_object_types/999999/icon' });
    await expect(page.getByText('Type niet gevonden')).toBeVisible();
  });
});

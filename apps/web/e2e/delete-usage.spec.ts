/**
 * Before a delete, the dialog says what uses the row and what the delete does to it:
 * the server's GET …/{id}/usage, named in the dialog. The refused case (a role with users) is in
 * roles.spec.ts.
 */
import { expect, test } from './fixtures';
import { accounts, apiCall, chooseAction, confirmDialog, confirmYes, detailValue, expectToast, openPage, screenshot, startSession, uniqueName } from './driver';

test('deleting a category names the types it is unlinked from, and afterwards they have none', async ({ page }) => {
  await startSession(page, accounts.anna);
  const category = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/category', { name: uniqueName('Meubilair') });
  const types: { id: number; name: string }[] = [];
  for (const name of ['Zitbank', 'Afvalbak']) {
    types.push(await apiCall(page, 'POST', '/v1/type', { name: uniqueName(name), geo_type: 'point', map_object_category_id: category.id }));
  }
  await openPage(page, `/admin/map_object_categories/${category.id}`);
  await expect(detailValue(page, 'Naam')).toHaveText(category.name);
  await chooseAction(page, 'Verwijderen');
  const dialog = confirmDialog(page);
  await expect(dialog).toContainText(`Categorie ${category.name} verwijderen?`);
  const uses = dialog.getByRole('list', { name: 'In gebruik' });
  await expect(uses).toHaveText(`2 kaartobjecttypen worden ontkoppeld: ${types.map((type) => type.name).sort().join(', ')}`);
  await screenshot(page, 'delete-usage-category');
  await confirmYes(page);
  await expectToast(page, 'Categorie verwijderd');

  await page.goto(`/admin/map_object_types/${types[0]!.id}`);
  await expect(detailValue(page, 'Naam')).toHaveText(types[0]!.name);
  await expect(detailValue(page, 'Categorie')).toHaveText('Geen');
});

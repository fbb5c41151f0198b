/**
 * Changes made on what was read: the same record open in two tabs, tab A saves, tab B (opened
 * before) saves another field. Tab B's save is refused, the conflict dialog shows both values of
 * what differs, and the user's choice is saved: nothing tab A saved is undone without a word.
 * On the map (an object's form) and in the configuration (the resource kit's edit form).
 */
import { expect, test, type Page } from './fixtures';
import { accounts, apiCall, expectToast, openPage, screenshot, startSession, uniqueName } from './driver';

interface Post { id: number; code: string; attributes: { id: number; name: string; value: unknown }[] }

const panelOf = (page: Page) => page.getByRole('region', { name: 'Objecten op de kaart' });

async function openObject(page: Page, post: Post) {
  await openPage(page, `/admin/map?object=${post.id}`);
  const form = panelOf(page).getByRole('form', { name: 'Attributen' });
  await expect(form.getByLabel(/^Nummer/)).toBeVisible({ timeout: 20_000 });
  return form;
}

test('an object saved in another tab meanwhile: the stale save shows both values and saves the choice', async ({ page, context }) => {
  await startSession(page, accounts.anna);
  const [post] = await apiCall<Post[]>(page, 'GET', '/v1/object?filter[code]=KP17&perPage=1');
  const valueOf = (object: Post, name: string) => object.attributes.find((a) => a.name === name)?.value;
  const before = valueOf(post, 'Nummer');
  const tabA = page;
  const tabB = await context.newPage();
  const formA = await openObject(tabA, post);
  const formB = await openObject(tabB, post);

  await formA.getByLabel(/^Nummer/).fill('170');
  await formA.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(tabA, `Het object ${post.code} is opgeslagen`);

  // Tab B changes only Opmerking, on the version it read before tab A saved.
  await formB.getByLabel(/^Opmerking/).fill('Paal staat scheef');
  await formB.getByRole('button', { name: 'Opslaan' }).click();
  const dialog = tabB.getByRole('dialog', { name: 'Intussen gewijzigd' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Anna .* heeft dit opgeslagen nadat u het opende/);
  const number = dialog.getByRole('group', { name: 'Nummer' });
  await expect(number.getByRole('radio', { name: 'Intussen opgeslagen: 170' })).toBeChecked();
  await expect(number.getByRole('radio', { name: `Uw wijziging: ${String(before)}` })).not.toBeChecked();
  await expect(dialog.getByRole('group', { name: 'Opmerking' }).getByRole('radio', { name: 'Uw wijziging: Paal staat scheef' })).toBeChecked();
  await screenshot(tabB, 'versions-object-conflict');
  // On a phone's width the choices and the buttons stay in reach.
  await tabB.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('button', { name: 'Keuze opslaan' })).toBeInViewport();
  await screenshot(tabB, 'versions-object-conflict-phone');
  await dialog.getByRole('button', { name: 'Keuze opslaan' }).click();
  await expectToast(tabB, `Het object ${post.code} is opgeslagen`);

  const stored = await apiCall<Post>(page, 'GET', `/v1/object/${post.id}`);
  expect(valueOf(stored, 'Nummer')).toBe('170');
  expect(valueOf(stored, 'Opmerking')).toBe('Paal staat scheef');
  await expect(formB.getByLabel(/^Nummer/)).toHaveValue('170');
});

test('a configuration row edited in two tabs: taking the saved version puts it in the form, nothing is saved', async ({ page, context }) => {
  await startSession(page, accounts.anna);
  const name = uniqueName('Meubilair');
  const category = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/category', { name });
  const tabA = page;
  const tabB = await context.newPage();
  for (const tab of [tabA, tabB]) {
    await openPage(tab, `/admin/map_object_categories/${category.id}/edit`);
    await expect(tab.getByLabel('Naam')).toHaveValue(name);
  }
  await tabA.getByLabel('Naam').fill(`${name} A`);
  await tabA.getByRole('button', { name: 'Opslaan' }).click();
  await expect(tabA).toHaveURL(new RegExp(`/admin/map_object_categories/${category.id}$`));

  await tabB.getByLabel('Naam').fill(`${name} B`);
  await tabB.getByRole('button', { name: 'Opslaan' }).click();
  const dialog = tabB.getByRole('dialog', { name: 'Intussen gewijzigd' });
  await expect(dialog.getByRole('group', { name: 'Naam' }).getByRole('radio', { name: `Intussen opgeslagen: ${name} A` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Opgeslagen versie overnemen' }).click();
  await expect(dialog).toBeHidden();
  await expect(tabB.getByLabel('Naam')).toHaveValue(`${name} A`);
  expect((await apiCall<{ name: string }>(page, 'GET', `/v1/category/${category.id}`)).name).toBe(`${name} A`);
  // Saved now, on the version taken: no conflict.
  await tabB.getByLabel('Naam').fill(`${name} B`);
  await tabB.getByRole('button', { name: 'Opslaan' }).click();
  await expect(tabB).toHaveURL(new RegExp(`/admin/map_object_categories/${category.id}$`));
  expect((await apiCall<{ name: string }>(page, 'GET', `/v1/category/${category.id}`)).name).toBe(`${name} B`);
});

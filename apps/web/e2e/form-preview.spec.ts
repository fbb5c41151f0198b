/**
 * 'Voorbeeld' of a map object type: the form a field worker fills, per attribute
 * group, each attribute type as its own input, defaults filled in, required fields checked,
 * and the type's icon in each action status colour. Nothing is saved.
 */
import { expect, test } from './fixtures';
import { accounts, apiAttribute, apiCall, openPage, screenshot, startSession, uniqueName } from './driver';

test('shows the form of a type with every attribute type, its defaults and required fields', async ({ page }) => {
  await startSession(page, accounts.anna);
  const first = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/attribute_group', { name: uniqueName('Algemeen'), order: -2 });
  const second = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/attribute_group', { name: uniqueName('Details'), order: -1 });
  const kinds = ['string', 'lookup', 'multi_lookup', 'date', 'boolean', 'range', 'integer', 'double', 'file', 'multilang', 'multilangtextarea', 'textarea'];
  const ids: Record<string, number> = {};
  let lookupValues: Record<string, number> = {};
  for (const [i, kind] of kinds.entries()) {
    const made = await apiAttribute(page, `${kind}-${uniqueName('v')}`, kind, kind.endsWith('lookup') ? ['Goed', 'Matig', 'Slecht'] : []);
    if (kind === 'lookup') lookupValues = made.values;
    await apiCall(page, 'PUT', `/v1/attribute/${made.id}`, { attribute_group_id: i < 6 ? first.id : second.id });
    ids[kind] = made.id;
  }
  const type = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/type', { name: uniqueName('Bank'), geo_type: 'point' });
  await apiCall(page, 'POST', `/v1/type/${type.id}/attribute`, { relation: kinds.map((k) => ({ id: ids[k], required: k === 'string' || k === 'lookup' })) });
  await apiCall(page, 'POST', `/v1/type/${type.id}/attribute/${ids.lookup}/default`, { value: lookupValues.Matig });
  await apiCall(page, 'POST', `/v1/type/${type.id}/attribute/${ids.boolean}/default`, { value: true });
  const status = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/action_status', { name: uniqueName('Open'), color: '#e53935' });
  await apiCall(page, 'POST', `/v1/type/${type.id}/action_status`, { relation: [status.id] });

  await openPage(page, `/admin/map_object_types/${type.id}`);
  await page.getByRole('link', { name: 'Voorbeeld' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/map_object_types/${type.id}/preview$`));
  const form = page.getByRole('form', { name: 'Formulier van het objecttype' });
  // Sections in the groups' order, the attributes in the type's order.
  await expect(form.locator('.card-title')).toHaveText([first.name, second.name]);
  const labels = await form.locator('.ant-form-item-label label').allTextContents();
  expect(labels.map((l) => l.split('-')[0])).toEqual(kinds);
  // Each type its own input; the defaults filled in.
  const field = (kind: string) => form.locator('.ant-form-item').filter({ has: page.locator(`label[for="attribute_${ids[kind]}"]`) });
  await expect(field('lookup').locator('.ant-select')).toContainText('Matig');
  await expect(field('boolean').getByRole('switch')).toBeChecked();
  await expect(field('date').locator('input[type="date"]')).toBeVisible();
  await expect(field('integer').getByRole('textbox')).toBeVisible();
  await expect(field('range').getByRole('slider')).toBeVisible();
  await expect(field('multilang').getByRole('textbox')).toHaveCount(2);
  await expect(field('multi_lookup').locator('.ant-select-multiple')).toBeVisible();
  await expect(field('file').getByRole('button').filter({ hasText: 'Bestand kiezen' })).toBeVisible();
  // The lookup's values in their order.
  await field('lookup').locator('.ant-select').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['Goed', 'Matig', 'Slecht']);
  await page.keyboard.press('Escape');
  // The type's icon in the status colour.
  await expect(page.getByRole('list', { name: 'Het icoon in de kleur van elke actiestatus' })).toContainText(status.name);
  await screenshot(page, 'form-preview');

  // Required fields are checked as the real form checks them; nothing is saved.
  await expect(field('string').locator('.ant-form-item-required')).toHaveCount(1);
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(field('string')).toContainText('Dit veld is verplicht');
  await field('string').getByRole('textbox').fill('Bank bij de brug');
  // A whole number is refused on its field as typed, never rounded (3.7 to 4) or cut (12abc to 12).
  const integer = field('integer').getByRole('textbox');
  await integer.fill('3.7');
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(field('integer')).toContainText('Vul een geheel getal in, zonder komma of letters');
  await expect(integer).toHaveValue('3.7');
  await screenshot(page, 'form-preview-whole-number-refused');
  await integer.fill('12abc');
  await expect(field('integer')).toContainText('Vul een geheel getal in, zonder komma of letters');
  await integer.fill('12');
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(page.getByText('Het formulier is volledig ingevuld (voorbeeld: er is niets opgeslagen)')).toBeVisible();
});

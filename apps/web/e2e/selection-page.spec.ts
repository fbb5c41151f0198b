/**
 * A selection's page beyond its route (selections.spec.ts builds a route): its values with the
 * attribute form kit (saved and seen again after a reload, a value the server refuses shown at its
 * field), its photos (added with a caption, caption and photo type changed, deleted after the
 * confirmation), a set of objects (added by code, one taken out, no order shown, its GeoJSON downloaded), a route's
 * stops never one junction twice in a row (the last not added again, two visits made one) and its
 * history in words, and the list's CSV of what the table shows. Each on the demo's junction posts, with a selection type of the
 * test's own.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accounts, addPostByCode, apiAttribute, apiCall, confirmYes, expectLoaded, expectToast, junctionPosts, openPage, pickFixedOption, screenshot,
  selectionTypeOf, startSession, tableRows, uniqueName, type NamedRow,
} from './driver';

interface Selection { id: number; name: string; attributes: { id: number; value: unknown }[] }

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A new set of the demo's junction posts (a selection type of its own) holding `objects`. */
async function newSet(page: Page, objects: number[] = []): Promise<{ type: NamedRow; selection: Selection }> {
  const type = await selectionTypeOf(page, { ordered: false, required: false });
  const selection = await apiCall<Selection>(page, 'POST', '/v1/selection', { selection_type_id: type.id, name: uniqueName('Maaironde'), objects });
  return { type, selection };
}

test.describe("a selection's page", () => {
  test("its values: saved and seen after a reload; a value the server refuses shows the server's message at its field", async ({ page }) => {
    await startSession(page, accounts.anna);
    const { type, selection } = await newSet(page);
    const theme = await apiAttribute(page, uniqueName('Thema'), 'string');
    const count = await apiAttribute(page, uniqueName('Aantal palen'), 'integer');
    await apiCall(page, 'POST', `/v1/selection_type/${type.id}/attribute`, { relation: [theme.id, count.id] });
    const themeName = (await apiCall<NamedRow>(page, 'GET', `/v1/attribute/${theme.id}`)).name;
    const countName = (await apiCall<NamedRow>(page, 'GET', `/v1/attribute/${count.id}`)).name;

    await openPage(page, `/admin/selections/${selection.id}`);
    const form = page.getByRole('form', { name: 'Attributen' });
    await form.getByLabel(themeName).fill('Bossen & heide');
    await form.getByLabel(countName).fill('12');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await page.reload();
    await expect(form.getByLabel(themeName)).toHaveValue('Bossen & heide');
    await expect(form.getByLabel(countName)).toHaveValue('12');

    // A whole number past what the server keeps exactly: the form takes it, the server's 400 names the field.
    await form.getByLabel(countName).fill('99999999999999999999');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    const item = form.locator('.ant-form-item').filter({ has: page.getByLabel(countName) });
    await expect(item).toContainText('Deze waarde past niet bij het type van het attribuut');
    const stored = await apiCall<Selection>(page, 'GET', `/v1/selection/${selection.id}`);
    expect(stored.attributes.find((a) => a.id === count.id)?.value).toBe(12);
  });

  test('its photos: added with a caption, shown from their bytes, caption and type changed and kept after a reload, deleted after the confirmation', async ({ page }) => {
    await startSession(page, accounts.anna);
    const { selection } = await newSet(page);
    await openPage(page, `/admin/selections/${selection.id}`);
    const photos = page.getByRole('region', { name: "Foto's" });
    await expect(photos).toContainText("Nog geen foto's.");

    // Added with the first photo type (Foto) and a caption, as an object's photo is.
    await photos.getByLabel('Onderschrift', { exact: true }).fill('Berm bij de brug');
    // The first type is the choice once the types are known; the file waits for them.
    await expect(photos.getByRole('button', { name: 'Foto toevoegen' })).toBeEnabled();
    await photos.locator('input[type="file"]').setInputFiles({ name: 'berm.png', mimeType: 'image/png', buffer: PNG });
    await expectToast(page, 'Foto toegevoegd');
    const thumb = photos.getByRole('list', { name: "Foto's" }).getByRole('img');
    await expect(thumb).toHaveCount(1);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await expect(photos).toContainText('berm.png');
    await expect(photos).toContainText('Berm bij de brug');
    await expect(photos.getByRole('img', { name: 'Foto berm.png (Foto)' })).toBeVisible();

    // Its caption changed and another photo type chosen in the dialog, both seen after a reload.
    await photos.getByRole('button', { name: 'Foto berm.png bewerken' }).click();
    const dialog = page.getByRole('dialog', { name: 'Foto berm.png bewerken' });
    await expect(dialog.getByLabel('Onderschrift', { exact: true })).toHaveValue('Berm bij de brug');
    await dialog.getByLabel('Onderschrift', { exact: true }).fill('Berm na het maaien');
    await pickFixedOption(page, 'Fototype', 'Schets', dialog);
    await screenshot(page, 'selection-photo-edit');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Foto opgeslagen');
    await page.reload();
    await expect(photos.getByRole('img', { name: 'Foto berm.png (Schets)' })).toBeVisible();
    await expect(photos).toContainText('Berm na het maaien');
    expect(await apiCall<{ caption: string | null; action_image_type_name: string | null }[]>(page, 'GET', `/v1/selection/${selection.id}/image`))
      .toMatchObject([{ caption: 'Berm na het maaien', action_image_type_name: 'Schets' }]);
    await photos.scrollIntoViewIfNeeded();
    await screenshot(page, 'selection-photos');

    // On a phone the photos, their buttons and the upload fit the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await photos.scrollIntoViewIfNeeded();
    await screenshot(page, 'selection-photos-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await photos.getByRole('button', { name: 'Foto berm.png verwijderen' }).click();
    await confirmYes(page);
    await expectToast(page, 'Foto verwijderd');
    await expect(photos).toContainText("Nog geen foto's.");
    expect(await apiCall<unknown[]>(page, 'GET', `/v1/selection/${selection.id}/image`)).toEqual([]);
  });

  test('a set: objects added by their code, one taken out, shown without an order', async ({ page }) => {
    await startSession(page, accounts.anna);
    const [first, second, third] = await junctionPosts(page, 3);
    const { selection } = await newSet(page, [first.id]);
    await openPage(page, `/admin/selections/${selection.id}`);
    const set = page.getByRole('region', { name: 'Objecten in de selectie' });
    await expect(tableRows(set)).toHaveCount(1);
    await addPostByCode(page, second.code);
    await addPostByCode(page, third.code);
    await expect(tableRows(set)).toHaveCount(3);
    // A set has no order: no number column, no sorting, no reversing.
    await expect(set.getByRole('columnheader', { name: 'Nr.' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Omkeren' })).toHaveCount(0);
    await screenshot(page, 'selection-set-page');
    // Named by its place and name ("2. 10 (KP10) eruit halen"); KP10 is not KP100.
    await set.getByRole('button', { name: new RegExp(`^\\d+\\. (.* \\()?${second.code}\\)? eruit halen$`) }).click();
    await expectToast(page, 'is eruit gehaald');
    await expect(tableRows(set)).toHaveCount(2);
    const members = await apiCall<{ id: number }[]>(page, 'GET', `/v1/selection/${selection.id}/object`);
    expect(members.map((m) => m.id).sort()).toEqual([first.id, third.id].sort());

    // Its GeoJSON: a feature per object, no course (a set has none).
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'GeoJSON downloaden' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.geojson$/);
    const geojson = JSON.parse(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))) as
      { type: string; features: { id: unknown; properties: { kind: string } }[] };
    expect(geojson.type).toBe('FeatureCollection');
    expect(geojson.features.map((f) => f.properties.kind)).toEqual(['member', 'member']);
    expect(geojson.features.map((f) => f.id).sort()).toEqual([first.id, third.id].sort());
  });

  test("a route's stops: the junction it ends on is not added again, a stop taken out between two visits of one junction makes them one; its history in words", async ({ page }) => {
    await startSession(page, accounts.anna);
    const type = await selectionTypeOf(page, { ordered: true, required: false });
    const [a, b, c] = await junctionPosts(page, 3);
    const route = await apiCall<Selection>(page, 'POST', '/v1/selection', { selection_type_id: type.id, name: uniqueName('Lus'), objects: [a.id, b.id, a.id, c.id] });
    const members = async () => (await apiCall<{ id: number }[]>(page, 'GET', `/v1/selection/${route.id}/object`)).map((m) => m.id);
    await openPage(page, `/admin/selections/${route.id}`);
    const order = page.getByRole('region', { name: 'Volgorde' });
    await expect(tableRows(order)).toHaveCount(4);

    // The route ends on c: added again, the page says so and saves nothing.
    await addPostByCode(page, c.code, `De route eindigt al bij`);
    expect(await members()).toEqual([a.id, b.id, a.id, c.id]);
    // b taken out: a would follow a, so the two visits are one stop (the server refuses a junction twice in a row).
    await order.getByRole('button', { name: /^2\. .* eruit halen$/ }).click();
    await expectToast(page, 'dat is nu één punt');
    await expect(tableRows(order)).toHaveCount(2);
    expect(await members()).toEqual([a.id, c.id]);
    await screenshot(page, 'selection-route-merged');

    // Its history names the stops by their codes, in Dutch.
    await page.getByRole('link', { name: 'Geschiedenis' }).click();
    await expect(page).toHaveURL(`/admin/audit?subject_type=selection&subject_id=${route.id}`);
    const rows = page.getByRole('table').locator('tbody tr[data-row-key]');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Objecten: ${a.code}, ${b.code}, ${a.code}, ${c.code} → ${a.code}, ${c.code}`);
    await expect(rows.nth(1)).toContainText(`Selectietype: – → ${type.name}`);
    await expect(page.getByText(`Alleen Route of selectie #${route.id}`)).toBeVisible();
    await expect(page.getByRole('table')).not.toContainText('objects');
    await screenshot(page, 'selection-history');
  });

  test("the list's CSV holds the rows the table shows", async ({ page }) => {
    await startSession(page, accounts.anna);
    const { type, selection } = await newSet(page);
    await openPage(page, `/admin/selections?type=${type.id}`);
    const table = page.getByRole('table', { name: 'Routes en selecties' });
    await expectLoaded(table);
    await expect(tableRows(table)).toHaveCount(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteren', exact: true }).click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const lines = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(selection.name);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("a set's page fits the width", async ({ page }) => {
      await startSession(page, accounts.anna);
      const posts = await junctionPosts(page, 2);
      const { selection } = await newSet(page, posts.map((p) => p.id));
      await openPage(page, `/admin/selections/${selection.id}`);
      await expect(tableRows(page.getByRole('region', { name: 'Objecten in de selectie' }))).toHaveCount(2);
      const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(size.scroll).toBeLessThanOrEqual(size.viewport);
      await screenshot(page, 'phone-selection-set-page');
    });
  });
});

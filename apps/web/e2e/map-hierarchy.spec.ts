/**
 * What hangs on what, on the map: a new sign hung on a junction post nearby from its panel (the
 * allowed posts within reach, its parent then a link), the post's panel listing its parts by
 * type, and its delete saying what goes with it (restored together). The type settings where
 * they act: a sign's type "Foto verplicht" makes the action's page ask the photo before a final
 * status, and takes it after; on a phone the panel and the page fit the width.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts, apiCall, confirmDialog, confirmYes, expectToast, openPage, pickFixedOption, screenshot, startSession, uniqueName } from './driver';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Named { id: number; name: string }
interface Placed { id: number; code: string; parent_id: number | null; geometry: { coordinates: [number, number] } }

const panelOf = (page: Page) => page.getByRole('region', { name: 'Objecten op de kaart' });

/** Opens the map at an object and waits for the map and the object's panel (its code loads when one is opened). */
async function openObject(page: Page, id: number | null): Promise<void> {
  await openPage(page, `/admin/map?object=${id}`);
  await expect(page.getByRole('region', { name: 'Kaart van het netwerk' })).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(panelOf(page).locator(`[data-object-id="${id}"]`)).toBeVisible({ timeout: 30_000 });
}

/** A junction post of the demo and a new post and sign beside it, through the API; the sign hangs on nothing yet. */
async function postAndSign(page: Page): Promise<{ post: Placed; sign: Placed; signType: Named }> {
  const types = await apiCall<Named[]>(page, 'GET', '/v1/type?perPage=9999');
  const postType = types.find((x) => x.name === 'Knooppuntpaal');
  const signType = types.find((x) => x.name === 'Richtingbord');
  if (!postType || !signType) throw new Error('no demo post or sign type');
  const [demoPost] = await apiCall<Placed[]>(page, 'GET', '/v1/object?filter[code]=KP5&perPage=1');
  const attributes = await apiCall<Named[]>(page, 'GET', `/v1/type/${postType.id}/attribute`);
  const number = attributes.find((a) => a.name === 'Nummer');
  const [lon, lat] = demoPost.geometry.coordinates;
  // A post of its own a few hundred metres off (deleted in the test), and a sign beside it.
  const post = await apiCall<Placed>(page, 'POST', '/v1/object', {
    map_object_type_id: postType.id, geometry: { type: 'Point', coordinates: [lon + 0.003, lat + 0.002] }, attributes: number ? [{ id: number.id, value: '42' }] : [],
  });
  const sign = await apiCall<Placed>(page, 'POST', '/v1/object', {
    map_object_type_id: signType.id, name: uniqueName('Richting Hoog Soeren'), geometry: { type: 'Point', coordinates: [lon + 0.00305, lat + 0.00205] },
  });
  return { post, sign, signType };
}

test.describe('what hangs on what', () => {
  test('a sign hung on a post nearby from its panel; the post lists its parts; its delete takes them along, restored together', async ({ page }) => {
    test.setTimeout(120_000);
    await startSession(page, accounts.anna);
    const { post, sign } = await postAndSign(page);
    await openObject(page, sign.id);
    const panel = panelOf(page);
    const place = panel.getByRole('region', { name: 'Onderdelen en plaats' });
    await expect(place).toContainText('Hangt aan');
    // The allowed posts within reach, nearest first: the new post is the sign's neighbour.
    await place.getByRole('combobox', { name: 'Ophangen aan' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: post.code }).first().click();
    await expectToast(page, `Het object ${sign.code} is opgeslagen`);
    await expect.poll(async () => (await apiCall<Placed>(page, 'GET', `/v1/object/${sign.id}`)).parent_id).toBe(post.id);
    await expect(place.getByRole('link', { name: new RegExp(`^${post.code}`) })).toBeVisible();
    await screenshot(page, 'map-hierarchy-sign');

    // The post's panel: its parts by type, each a link.
    await place.getByRole('link', { name: new RegExp(`^${post.code}`) }).click();
    await expect(page).toHaveURL(new RegExp(`object=${post.id}`));
    await expect(panel.locator(`[data-object-id="${post.id}"]`)).toBeVisible({ timeout: 30_000 });
    const parts = panel.getByRole('region', { name: 'Onderdelen', exact: true });
    await expect(parts).toContainText('Richtingbord (1)');
    await expect(parts.getByRole('link', { name: new RegExp(`^${sign.code}`) })).toBeVisible();
    // The post's type settings, where they act: "Inspecteerbaar".
    await expect(panel.getByRole('region', { name: 'Onderdelen en plaats' })).toContainText('Inspecteerbaar');
    await screenshot(page, 'map-hierarchy-post');

    // Its delete says what goes with it, and takes it along.
    await panel.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(confirmDialog(page)).toContainText('Aan dit object hangen 1 objecten. Die worden mee verwijderd');
    await screenshot(page, 'map-hierarchy-delete');
    await confirmYes(page);
    await expectToast(page, `Het object ${post.code} is verwijderd, met 1 objecten die eraan hingen`);
    expect((await apiCall<Placed & { deleted_at: string | null }>(page, 'GET', `/v1/object/${sign.id}/deleted`)).deleted_at).not.toBeNull();
    // Restored together.
    await apiCall(page, 'POST', `/v1/object/${post.id}/restore`);
    expect((await apiCall<Placed>(page, 'GET', `/v1/object/${sign.id}`)).parent_id).toBe(post.id);
    await apiCall(page, 'DELETE', `/v1/object/${post.id}?with_children=true`);
  });

  test("an action on a sign asks its photo before a final status ('Foto verplicht'), and takes it after", async ({ page }) => {
    test.setTimeout(120_000);
    await startSession(page, accounts.anna);
    const { sign } = await postAndSign(page);
    const repair = (await apiCall<Named[]>(page, 'GET', '/v1/dynamic_action_type?perPage=9999')).find((x) => x.name === 'Reparatie');
    if (!repair) throw new Error('no action type Reparatie');
    const imageTypes = await apiCall<Named[]>(page, 'GET', '/v1/action_image_type?perPage=9999');
    await apiCall(page, 'POST', `/v1/dynamic_action_type/${repair.id}/action_image_type`, { relation: imageTypes.map((x) => x.id) });
    const action = await apiCall<{ id: number }>(page, 'POST', '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: sign.id, description: 'Bord vervangen' });

    await openPage(page, `/admin/actions/${action.id}`);
    const details = page.getByRole('form', { name: 'Gegevens' });
    await pickFixedOption(page, 'Status', 'Afgehandeld', details);
    const asked = 'Bij dit object is een foto verplicht: voeg eerst een foto toe';
    await expect(details.getByRole('status')).toContainText(asked);
    await expect(details.locator('.ant-form-item').filter({ hasText: 'Status' })).toContainText(asked);
    await details.getByRole('button', { name: 'Opslaan' }).click();
    expect((await apiCall<{ action_status_name: string | null }>(page, 'GET', `/v1/action/${action.id}`)).action_status_name).not.toBe('Afgehandeld');
    await screenshot(page, 'action-photo-required');

    // With a photo the status is taken.
    const photos = page.getByRole('region', { name: "Foto's" });
    await pickFixedOption(page, 'Afbeeldingstype', 'Foto', photos);
    await photos.locator('input[type="file"]').setInputFiles({ name: 'bord.png', mimeType: 'image/png', buffer: PNG });
    await expectToast(page, 'Foto toegevoegd');
    await expect(details.getByRole('status')).toHaveCount(0);
    await details.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect.poll(async () => (await apiCall<{ action_status_name: string | null }>(page, 'GET', `/v1/action/${action.id}`)).action_status_name).toBe('Afgehandeld');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("a post's parts and place fit the width", async ({ page }) => {
      await startSession(page, accounts.anna);
      const signType = (await apiCall<Named[]>(page, 'GET', '/v1/type?perPage=9999')).find((x) => x.name === 'Richtingbord');
      const [sign] = await apiCall<Placed[]>(page, 'GET', `/v1/object?map_object_type_id=${signType?.id}&sort=id&perPage=1`);
      await openObject(page, sign.parent_id);
      const parts = panelOf(page).getByRole('region', { name: 'Onderdelen', exact: true });
      await expect(parts).toContainText('Richtingbord');
      await parts.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'map-hierarchy-phone');
    });
  });
});

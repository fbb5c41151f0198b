/**
 * What hangs on what, on the map: a new sign hung on a junction post nearby from its panel (the
 * allowed posts within reach, its parent then a link), the post's panel listing its parts by
 * type, and its delete saying what goes with it (restored together). The type settings where
 * they act: a sign's type "Foto verplicht" makes the action's page ask the photo before a final
 * status, and takes it after; on a phone the panel and the page fit the width.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accounts, apiCall, clickMapAt, confirmDialog, confirmYes, expectToast, fitMapTo, mapPanel, openMapObject, openPage, pickFixedOption, screenshot, startSession, uniqueName,
} from './driver';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Named { id: number; name: string }
interface Placed { id: number; code: string; parent_id: number | null; geometry: { coordinates: [number, number] } }


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
    await openMapObject(page, sign.id);
    const panel = mapPanel(page);
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
    await expect(confirmDialog(page)).toContainText('Aan dit object hangt 1 object. Dat wordt mee verwijderd');
    await screenshot(page, 'map-hierarchy-delete');
    await confirmYes(page);
    await expectToast(page, `Het object ${post.code} is verwijderd, met het object dat eraan hing`);
    expect((await apiCall<Placed & { deleted_at: string | null }>(page, 'GET', `/v1/object/${sign.id}/deleted`)).deleted_at).not.toBeNull();
    // Restored together.
    await apiCall(page, 'POST', `/v1/object/${post.id}/restore`);
    expect((await apiCall<Placed>(page, 'GET', `/v1/object/${sign.id}`)).parent_id).toBe(post.id);
    await apiCall(page, 'DELETE', `/v1/object/${post.id}?with_children=true`);
  });

  test('a demo junction post picked on the map as a sign\'s parent; another sign refused with the reason; Escape leaves', async ({ page }) => {
    test.setTimeout(120_000);
    await startSession(page, accounts.anna);
    const types = await apiCall<Named[]>(page, 'GET', '/v1/type?perPage=9999');
    const [postType, signType] = [types.find((x) => x.name === 'Knooppuntpaal'), types.find((x) => x.name === 'Richtingbord')];
    if (!postType || !signType) throw new Error('no demo post or sign type');
    // A demo post without a sign drawn over it, and two new signs beside it (deleted in the end).
    const near = (a: [number, number], b: [number, number]) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) < 0.004;
    const signed = await apiCall<Placed[]>(page, 'GET', `/v1/object?map_object_type_id=${signType.id}&perPage=9999`);
    const post = (await apiCall<Placed[]>(page, 'GET', `/v1/object?map_object_type_id=${postType.id}&perPage=9999`))
      .find((p) => !signed.some((x) => near(x.geometry.coordinates, p.geometry.coordinates)));
    if (!post) throw new Error('no demo post without a sign');
    const [lon, lat] = post.geometry.coordinates;
    const newSign = (dx: number, dy: number) => apiCall<Placed>(page, 'POST', '/v1/object', {
      map_object_type_id: signType.id, name: uniqueName('Richting'), geometry: { type: 'Point', coordinates: [lon + dx, lat + dy] },
    });
    const sign = await newSign(0.0008, 0.0003);
    const other = await newSign(-0.0008, 0.0003);
    await openMapObject(page, sign.id);
    await fitMapTo(page, [post.geometry.coordinates, sign.geometry.coordinates, other.geometry.coordinates]);
    const place = mapPanel(page).getByRole('region', { name: 'Onderdelen en plaats' });
    await place.getByRole('button', { name: 'Kies op de kaart' }).click();
    const hint = mapPanel(page).getByRole('status').filter({ hasText: 'Klik op de kaart op het object waaraan het hangt (Knooppuntpaal)' });
    await expect(hint).toBeVisible();

    // Another sign: refused before any call, saying why.
    await clickMapAt(page, other.geometry.coordinates);
    await expect(hint).toContainText(`${other.code} is een Richtingbord; ${sign.code} kan alleen hangen aan: Knooppuntpaal`);
    expect((await apiCall<Placed>(page, 'GET', `/v1/object/${sign.id}`)).parent_id).toBeNull();
    await screenshot(page, 'map-pick-parent-refused');

    // The post: the sign hangs on it, its link shown, the mode left.
    await clickMapAt(page, post.geometry.coordinates);
    await expectToast(page, `${sign.code} hangt nu aan ${post.code}`);
    await expect.poll(async () => (await apiCall<Placed>(page, 'GET', `/v1/object/${sign.id}`)).parent_id).toBe(post.id);
    await expect(place.getByRole('link', { name: new RegExp(`^${post.code}`) })).toBeVisible();
    await expect(hint).toHaveCount(0);
    await screenshot(page, 'map-pick-parent-done');

    // Escape leaves the mode.
    await place.getByRole('button', { name: 'Kies op de kaart' }).click();
    await expect(hint).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(hint).toHaveCount(0);
    for (const x of [sign, other]) await apiCall(page, 'DELETE', `/v1/object/${x.id}`);
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
      await openMapObject(page, sign.parent_id);
      const parts = mapPanel(page).getByRole('region', { name: 'Onderdelen', exact: true });
      await expect(parts).toContainText('Richtingbord');
      await parts.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'map-hierarchy-phone');
    });

    test('a parent picked on the map: the map comes into view with the hint over it', async ({ page }) => {
      await startSession(page, accounts.anna);
      const signType = (await apiCall<Named[]>(page, 'GET', '/v1/type?perPage=9999')).find((x) => x.name === 'Richtingbord');
      const [sign] = await apiCall<Placed[]>(page, 'GET', `/v1/object?map_object_type_id=${signType?.id}&sort=id&perPage=1`);
      await openMapObject(page, sign.id);
      await mapPanel(page).getByRole('button', { name: 'Kies op de kaart' }).click();
      const hint = page.getByRole('status').filter({ hasText: 'Klik op de kaart op het object waaraan het hangt' });
      await expect(hint).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'map-pick-parent-phone');
      await page.keyboard.press('Escape');
      await expect(hint).toHaveCount(0);
    });
  });
});

/**
 * The map's action layer: an action on an object, in a status the role sees on the map, is drawn
 * as a ring where its object is; its switch hides it; a click on it opens the action. A new
 * action from an object's panel (its type's action types) and one on the network drawn on the map.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts, apiCall, confirmYes, openFromMenu, openPage, screenshot, startSession, storedSession, uniqueName } from './driver';

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Kaart van het netwerk' });

/** The ids of the actions MapLibre drew: asked of the map the container holds. */
function drawnActions(page: Page): Promise<number[]> {
  return mapRegion(page).evaluate((el) => {
    const map = (el as unknown as { maplibreMap: { queryRenderedFeatures: (o: { layers: string[] }) => { properties: { id: number } }[]; getLayer: (id: string) => unknown } }).maplibreMap;
    return map.getLayer('actions-rings') ? map.queryRenderedFeatures({ layers: ['actions-rings'] }).map((f) => f.properties.id) : [];
  });
}

/** The colour MapLibre drew each action's ring in ('rgba(r,g,b,a)'), by action id. */
function ringColours(page: Page): Promise<Record<number, string>> {
  return mapRegion(page).evaluate((el) => {
    type Drawn = { properties: { id: number }; layer: { paint: { 'circle-stroke-color': { toString: () => string } } } };
    const map = (el as unknown as { maplibreMap: { queryRenderedFeatures: (o: { layers: string[] }) => Drawn[]; getLayer: (id: string) => unknown } }).maplibreMap;
    if (!map.getLayer('actions-rings')) return {};
    return Object.fromEntries(map.queryRenderedFeatures({ layers: ['actions-rings'] }).map((f) => [f.properties.id, f.layer.paint['circle-stroke-color'].toString()]));
  });
}

test('the map shows the role\'s actions where their objects are, in their status\'s colour with a legend, and opens one', async ({ page }) => {
  await startSession(page, accounts.anna);
  const [post] = await apiCall<{ id: number; code: string }[]>(page, 'GET', '/v1/object?filter[code]=KP7&perPage=1');
  const [repair] = (await apiCall<{ id: number; name: string }[]>(page, 'GET', '/v1/dynamic_action_type')).filter((t) => t.name === 'Reparatie');
  const statuses = await apiCall<{ id: number; name: string; color: string }[]>(page, 'GET', '/v1/action_status?perPage=9999');
  const done = statuses.find((s) => s.name === 'Afgehandeld');
  // The demo's roles see the open statuses on the map: the new action gets the first of them.
  const action = await apiCall<{ id: number; action_status_id: number }>(page, 'POST', '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: post.id, description: 'Bordje scheef' });
  // A newer one, closed: the object's panel lists it after the open one.
  const closed = await apiCall<{ id: number }>(page, 'POST', '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: post.id, action_status_id: done?.id, description: 'Paal rechtgezet' });
  const status = statuses.find((s) => s.id === action.action_status_id);
  if (!status) throw new Error('the new action has no status');
  await openPage(page, `/admin/map?object=${post.id}`);
  await expect(mapRegion(page)).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect.poll(() => drawnActions(page), { timeout: 15_000 }).toContain(action.id);
  // Its ring in its status's colour (the demo's 'Nieuw': #1677ff), the legend naming the status.
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(status.color.slice(i, i + 2), 16));
  expect((await ringColours(page))[action.id]).toBe(`rgba(${r},${g},${b},1)`);
  const legend = page.getByRole('group', { name: 'Acties per status' });
  await expect(legend.locator(`li[data-status-id="${status.id}"]`)).toHaveText(status.name);
  await expect(legend.locator(`li[data-status-id="${status.id}"] .status-ring`)).toHaveCSS('border-top-color', `rgb(${r}, ${g}, ${b})`);

  // The object's panel lists its actions, the open one first, each a link to its page.
  const actions = page.getByRole('region', { name: 'Objecten op de kaart' }).getByRole('region', { name: 'Acties op dit object' });
  await expect(actions.locator('li')).toHaveCount(2);
  await expect(actions.locator('li').first()).toHaveAttribute('data-action-id', String(action.id));
  await expect(actions.locator('li').nth(1)).toHaveAttribute('data-action-id', String(closed.id));
  await expect(actions.locator('li').first()).toContainText(status.name);
  await expect(actions.locator('li').first()).toContainText('Bordje scheef');
  await expect(actions.getByRole('link', { name: `Reparatie #${closed.id}` })).toHaveAttribute('href', `/admin/actions/${closed.id}`);
  await screenshot(page, 'map-actions');
  await actions.scrollIntoViewIfNeeded();
  await screenshot(page, 'map-object-actions');

  const toggle = page.getByRole('checkbox', { name: /Acties tonen/ });
  await page.getByRole('button', { name: 'Sluiten' }).click();
  await toggle.uncheck();
  await expect.poll(() => drawnActions(page)).toEqual([]);
  await toggle.check();
  await expect.poll(() => drawnActions(page), { timeout: 15_000 }).toContain(action.id);

  // A click on the ring (the map's centre: the object was centred) opens the action.
  const box = await mapRegion(page).boundingBox();
  if (!box) throw new Error('no map');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`/admin/actions/${action.id}$`));
});

test('a new action from an object\'s panel offers its type\'s action types; one on the network is drawn on the map', async ({ page }) => {
  await startSession(page, accounts.anna);
  const [post] = await apiCall<{ id: number; code: string; map_object_type_id: number }[]>(page, 'GET', '/v1/object?filter[code]=KP8&perPage=1');
  const inspection = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/dynamic_action_type', { name: uniqueName('Inspectie') });
  await apiCall(page, 'POST', `/v1/dynamic_action_type/${inspection.id}/map_object_type`, { relation: [post.map_object_type_id] });
  const report = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/dynamic_action_type', { name: uniqueName('Melding'), own_geo: true, on_network: true });

  await openPage(page, `/admin/map?object=${post.id}`);
  await expect(mapRegion(page)).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  const panel = page.getByRole('region', { name: 'Objecten op de kaart' });
  await panel.getByRole('button', { name: 'Nieuwe actie' }).click();
  const dialog = page.getByRole('dialog', { name: `Nieuwe actie op ${post.code}` });
  await dialog.getByRole('combobox', { name: 'Actietype' }).fill(inspection.name.slice(0, 9));
  // Only the action types linked to the object's type: the new network-only type is not offered.
  await expect(page.locator('.ant-select-item-option', { hasText: inspection.name })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Actietype' }).fill(report.name);
  await expect(page.locator('.ant-select-item-option', { hasText: report.name })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Actietype' }).fill(inspection.name);
  await page.locator('.ant-select-item-option', { hasText: inspection.name }).click();
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(page).toHaveURL(/\/admin\/actions\/\d+$/);
  const onObject = await apiCall<{ map_object_id: number | null; dynamic_action_type_id: number }>(page, 'GET', `/v1/action/${page.url().split('/').pop()}`);
  expect(onObject).toMatchObject({ map_object_id: post.id, dynamic_action_type_id: inspection.id });

  // On the network: the type with a geometry of its own is drawn as a point where the map is
  // clicked. Back to the map through the menu, as a user does (no page load).
  await openFromMenu(page, 'Kaart');
  await expect(page).toHaveURL(/\/admin\/map$/);
  await expect(mapRegion(page)).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await panel.getByRole('button', { name: 'Nieuwe actie op het netwerk' }).click();
  await panel.getByRole('combobox', { name: 'Actietype (op het netwerk)' }).fill(report.name);
  await page.locator('.ant-select-item-option', { hasText: report.name }).click();
  await expect(panel.getByRole('button', { name: 'Aanmaken' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Tekenen' }).click();
  await expect(panel.getByRole('status')).toContainText('Klik op de kaart om het punt te plaatsen.');
  const box = await mapRegion(page).locator('canvas').boundingBox();
  if (!box) throw new Error('no map');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(panel.getByText('De geometrie van de actie is getekend.')).toBeVisible();
  await screenshot(page, 'map-action-drawn');
  await panel.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(page).toHaveURL(/\/admin\/actions\/\d+$/);
  // The action's page opens in the console, its drawing simply left behind (nothing asked).
  await expect(page.getByRole('heading', { name: `Actie ${page.url().split('/').pop()}` })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  const onNetwork = await apiCall<{ map_object_id: number | null; geometry: { type: string } | null }>(page, 'GET', `/v1/action/${page.url().split('/').pop()}`);
  expect(onNetwork).toMatchObject({ map_object_id: null, geometry: { type: 'Point' } });
});

test("the object's panel shows the photos copied to it from its actions, and deletes one after the confirmation", async ({ page }) => {
  await startSession(page, accounts.anna);
  const [post] = await apiCall<{ id: number; code: string }[]>(page, 'GET', '/v1/object?filter[code]=KP9&perPage=1');
  const [repair] = (await apiCall<{ id: number; name: string }[]>(page, 'GET', '/v1/dynamic_action_type')).filter((t) => t.name === 'Reparatie');
  const [imageType] = await apiCall<{ id: number; name: string }[]>(page, 'GET', '/v1/action_image_type');
  await apiCall(page, 'POST', `/v1/dynamic_action_type/${repair.id}/action_image_type`, { relation: [imageType.id] });
  const action = await apiCall<{ id: number }>(page, 'POST', '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: post.id });
  // A real 1 × 1 PNG, uploaded as the field app does (multipart), then copied to the object.
  const session = storedSession(page);
  const headers = { Authorization: `Bearer ${session?.accessToken}`, 'x-tenant': String(session?.tenantId), 'x-network': String(session?.networkId) };
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const uploaded = await page.request.post(`/v1/action/${action.id}/image`, { headers, multipart: { image: { name: 'bord.png', mimeType: 'image/png', buffer: png }, action_image_type_id: String(imageType.id) } });
  expect(uploaded.status()).toBe(201);
  const photo = ((await uploaded.json()) as { data: { id: number } }).data;
  await apiCall(page, 'POST', `/v1/action/${action.id}/image/promote/${post.id}`, { action_image_id: photo.id });

  await openPage(page, `/admin/map?object=${post.id}`);
  const photos = page.getByRole('region', { name: 'Objecten op de kaart' }).getByRole('region', { name: "Foto's" });
  const thumb = photos.getByRole('img', { name: `Foto bord.png (${imageType.name})` });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await screenshot(page, 'map-object-photos');
  await photos.getByRole('button', { name: 'Foto bord.png verwijderen' }).click();
  await confirmYes(page);
  await expect(photos).toContainText('Nog geen foto\'s');
  expect(await apiCall<unknown[]>(page, 'GET', `/v1/object/${post.id}/image`)).toEqual([]);
});

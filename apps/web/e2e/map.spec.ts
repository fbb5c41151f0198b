/**
 * 'Kaart', the network's map: an object drawn, its form filled and saved, its type's icon seen on
 * the rendered map (asked of MapLibre itself), a value changed, the point moved, the object
 * deleted after the confirmation; the types' counts and hiding; the lock setting showing an
 * object read-only with its reason; and the same map on a phone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts, apiCall, openFromMenu, openPage, screenshot, startSession, storedSession, uniqueName } from './driver';

type Rendered = { id: number; layer: string }[];
const MAP = 'Kaart van het netwerk';
/** React Router's own error page, which no screen may show. */
const RAW_ERROR = 'Unexpected Application Error';

/** A point type with a required whole-number attribute, a status, and a drawn icon. */
async function makePointType(page: Page) {
  const height = await apiCall<{ id: number }>(page, 'POST', '/v1/attribute', { name: uniqueName('Hoogte'), type: 'integer' });
  const type = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/type', { name: uniqueName('Paal'), geo_type: 'point', prefix: 'PL' });
  const photo = await apiCall<{ id: number }>(page, 'POST', '/v1/attribute', { name: uniqueName('Foto'), type: 'file' });
  await apiCall(page, 'POST', `/v1/type/${type.id}/attribute`, { relation: [{ id: height.id, required: true, order: 0 }, { id: photo.id, order: 1 }] });
  const status = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/map_object_status', { name: uniqueName('Geplaatst') });
  await apiCall(page, 'POST', `/v1/type/${type.id}/status`, { relation: [status.id] });
  await apiCall(page, 'PUT', `/v1/kv/map_object_type_icon_${type.id}`, {
    value: { type: 'icon', map_object_type_id: type.id, icon: '1_signs', frame: 'circle', color: '#e53935', text_color: '#ffffff', color_selected: '#1e88e5', text_color_selected: '#ffffff' },
  });
  return { type, height, photo, status };
}

/** An object of a point type made through the API amid the network's area (its ring's average), with one value. */
async function pointInArea(page: Page, typeId: number, value: { id: number; value: unknown }) {
  const networkId = storedSession(page)?.networkId ?? 0;
  const area = await apiCall<{ geoObject: { data: { data: { geometry: { coordinates: number[][][] } } } | null } }>(page, 'GET', `/v1/network/${networkId}?include=geoObject`);
  const ring = area.geoObject?.data?.data.geometry.coordinates[0] ?? [[5.38, 52.15]];
  const [lon, lat] = [ring.reduce((s, p) => s + p[0], 0) / ring.length, ring.reduce((s, p) => s + p[1], 0) / ring.length];
  return apiCall<{ id: number; code: string }>(page, 'POST', '/v1/object', {
    map_object_type_id: typeId, geometry: { type: 'Point', coordinates: [lon, lat] }, attributes: [value],
  });
}

const mapRegion = (page: Page) => page.getByRole('region', { name: MAP });

/** Waits until the map has loaded its style and layers. */
async function mapReady(page: Page) {
  await expect(mapRegion(page)).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
}

/** What MapLibre drew of the objects, by layer (the points', unless named): asked of the map the container holds. */
function rendered(page: Page, of: readonly string[] = ['objects-points', 'objects-selected-points']): Promise<Rendered> {
  return mapRegion(page).evaluate((el, names) => {
    const map = (el as unknown as { maplibreMap: { queryRenderedFeatures: (o: { layers: string[] }) => { properties: { id: number }; layer: { id: string } }[]; getLayer: (id: string) => unknown } }).maplibreMap;
    const layers = names.filter((id) => map.getLayer(id));
    return map.queryRenderedFeatures({ layers }).map((f) => ({ id: f.properties.id, layer: f.layer.id }));
  }, of);
}
/** The selected object's outline, whatever its icon: a ring, a casing, an outline. */
const SELECTION = ['objects-selection-ring', 'objects-selection-casing', 'objects-selection-outline'];

const hasImage = (page: Page, name: string) => mapRegion(page).evaluate((el, image) =>
  (el as unknown as { maplibreMap: { hasImage: (n: string) => boolean } }).maplibreMap.hasImage(image), name);

/** The centre of the map's canvas, in page pixels. */
async function mapCentre(page: Page) {
  const box = await mapRegion(page).locator('canvas').boundingBox();
  if (!box) throw new Error('map canvas not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('an object drawn, filled in and saved shows its icon; a value changed, the point moved, then deleted', async ({ page }) => {
  await startSession(page, accounts.admin);
  const { type, height, photo, status } = await makePointType(page);
  await openPage(page, '/admin/map');
  await mapReady(page);
  await expect(page.getByRole('menuitem', { name: 'Kaart' })).toBeVisible();

  // The type is listed with its count; a new object: its type, drawn on the map, its form.
  const panel = page.getByRole('region', { name: 'Objecten op de kaart' });
  await expect(panel.locator(`li[data-type-id="${type.id}"]`)).toContainText(`${type.name}0`);
  await panel.getByRole('button', { name: 'Nieuw object' }).click();
  // A network of many types: the name narrows the list (the dropdown draws only what is in view).
  await panel.getByRole('combobox', { name: 'Kies een objecttype' }).fill(type.name);
  await page.locator('.ant-select-item-option', { hasText: type.name }).click();
  await panel.getByRole('button', { name: 'Tekenen' }).click();
  await expect(panel.getByRole('status')).toContainText('Klik op de kaart om het punt te plaatsen.');
  const centre = await mapCentre(page);
  await page.mouse.click(centre.x, centre.y);
  const form = panel.getByRole('form', { name: 'Nieuw object' });
  await expect(form).toBeVisible();
  await screenshot(page, 'map-drawn');

  // The required value is checked before saving; then saved, selected, in the address.
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText('Dit veld is verplicht')).toBeVisible();
  await form.getByLabel(/^Hoogte/).fill('120');
  // A file attribute's file is uploaded to the network; the value is its id.
  await form.locator('input[type=file]').setInputFiles({ name: 'paal.txt', mimeType: 'text/plain', buffer: Buffer.from('foto') });
  await expect(form.getByText('paal.txt')).toBeVisible();
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(/Het object PL\d+ is aangemaakt/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/map\?object=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('object'));
  const stored = await apiCall<{ code: string; map_object_status_id: number; attributes: { id: number; value: unknown }[]; geometry: { coordinates: number[] } }>(page, 'GET', `/v1/object/${id}`);
  expect(stored.attributes.find((a) => a.id === height.id)?.value).toBe(120);
  expect(stored.attributes.find((a) => a.id === photo.id)?.value).toEqual(expect.any(Number));
  expect(stored.map_object_status_id).toBe(status.id);
  await expect(panel.getByRole('heading', { name: stored.code })).toBeVisible();

  // Its type's icon is on the map, drawn selected, from the tiles.
  expect(await hasImage(page, `type-icon-${type.id}`)).toBe(true);
  expect(await hasImage(page, `type-icon-${type.id}-selected`)).toBe(true);
  await expect.poll(() => rendered(page), { timeout: 15_000 }).toContainEqual({ id, layer: 'objects-selected-points' });
  await screenshot(page, 'map-object');

  // A value changed.
  const values = panel.getByRole('form', { name: 'Attributen' });
  await values.getByLabel(/^Hoogte/).fill('150');
  await values.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`Het object ${stored.code} is opgeslagen`)).toBeVisible();
  await expect.poll(async () => (await apiCall<{ attributes: { id: number; value: unknown }[] }>(page, 'GET', `/v1/object/${id}`))
    .attributes.find((a) => a.id === height.id)?.value).toBe(150);

  // Moved: dragged on the map, then the shape saved.
  await panel.getByRole('button', { name: 'Verplaatsen' }).click();
  await expect(panel.getByRole('status')).toContainText('Sleep het punt');
  const at = await mapCentre(page);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + 60, at.y + 40, { steps: 8 });
  await page.mouse.up();
  await panel.getByRole('button', { name: 'Vorm opslaan' }).click();
  await expect(page.getByText(`Het object ${stored.code} is opgeslagen`).first()).toBeVisible();
  await expect.poll(async () => (await apiCall<{ geometry: { coordinates: number[] } }>(page, 'GET', `/v1/object/${id}`)).geometry.coordinates)
    .not.toEqual(stored.geometry.coordinates);
  const moved = (await apiCall<{ geometry: { coordinates: number[] } }>(page, 'GET', `/v1/object/${id}`)).geometry.coordinates;
  expect(moved[0]).toBeGreaterThan(stored.geometry.coordinates[0]);
  expect(moved[1]).toBeLessThan(stored.geometry.coordinates[1]);

  // Deleted after the confirmation: gone from the map and from the counts.
  await panel.getByRole('button', { name: 'Verwijderen' }).click();
  await page.getByRole('button', { name: 'Ja, ik weet het zeker' }).click();
  await expect(page.getByText(`Het object ${stored.code} is verwijderd`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/map$/);
  const deleted = await apiCall<{ deleted_at: string | null }>(page, 'GET', `/v1/object/${id}/deleted`);
  expect(deleted.deleted_at).not.toBeNull();
  await expect.poll(() => rendered(page), { timeout: 15_000 }).not.toContainEqual(expect.objectContaining({ id }));
  await expect(panel.locator(`li[data-type-id="${type.id}"]`)).toContainText(`${type.name}0`);
});

test('a bookmarked object opens centred; hiding its type hides it; the lock shows it read-only with the reason; an unknown one says so', async ({ page }) => {
  // A network administrator (not a super admin, who may change anything anywhere).
  await startSession(page, accounts.anna);
  const { type, height } = await makePointType(page);
  const networkId = storedSession(page)?.networkId ?? 0;
  const object = await pointInArea(page, type.id, { id: height.id, value: 80 });
  // Only the members of an object's team may change it; this object has no team, and the
  // user's permissions on the network lack module-admin (the answer that names them stubbed),
  // as a user with only the map's permissions would have.
  await apiCall(page, 'PUT', `/v1/kv/lock_mapobject_${networkId}`, { value: 'team', network_id: networkId });
  const network = await apiCall<{ id: number; name: string }>(page, 'GET', `/v1/network/${networkId}`);
  const me = await apiCall<{ id: number; name: string; email: string }>(page, 'GET', '/v1/me');
  const mapOnly = { ...network, user: { data: [{ id: me.id, name: me.name, email: me.email, role_id: 1, permissions: { data: ['module-map', 'module-map-edit'] } }] } };
  try {
    await page.route(new RegExp(`/v1/network/${networkId}\\?include=user\\.permissions$`), (route) => route.fulfill({ json: { data: mapOnly } }));
    await openPage(page, `/admin/map?object=${object.id}`);
    await mapReady(page);
    const panel = page.getByRole('region', { name: 'Objecten op de kaart' });
    await expect(panel.getByRole('heading', { name: object.code })).toBeVisible();
    await expect(panel.getByText('Alleen lezen')).toBeVisible();
    await expect(panel.getByText('Alleen leden van het team van dit object mogen het wijzigen')).toBeVisible();
    await expect(panel.getByLabel(/^Hoogte/)).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Verwijderen' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Verplaatsen' })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: 'Geschiedenis' })).toHaveAttribute('href', `/admin/audit?subject_type=object&subject_id=${object.id}`);
    await expect.poll(() => rendered(page), { timeout: 15_000 }).toContainEqual({ id: object.id, layer: 'objects-selected-points' });
    // Outlined, whatever its icon: a ring round it.
    await expect.poll(() => rendered(page, SELECTION), { timeout: 15_000 }).toEqual([{ id: object.id, layer: 'objects-selection-ring' }]);
    await screenshot(page, 'map-read-only');

    // Closed: the address follows, the outline goes; the type hidden: its objects leave the map.
    await panel.getByRole('button', { name: 'Sluiten' }).click();
    await expect(page).toHaveURL(/\/admin\/map$/);
    await expect.poll(() => rendered(page), { timeout: 15_000 }).toContainEqual({ id: object.id, layer: 'objects-points' });
    expect(await rendered(page, SELECTION)).toEqual([]);
    // By keyboard: the type's checkbox toggled with the space bar.
    const shown = panel.locator(`li[data-type-id="${type.id}"]`).getByRole('checkbox');
    await shown.focus();
    await page.keyboard.press('Space');
    await expect(shown).not.toBeChecked();
    await expect.poll(() => rendered(page), { timeout: 15_000 }).not.toContainEqual(expect.objectContaining({ id: object.id }));

    // An address naming no object of the network says so.
    await page.goto('/admin/map?object=999999999');
    await expect(page.getByText('Dit object bestaat niet (meer) in dit netwerk.')).toBeVisible();
  } finally {
    await apiCall(page, 'DELETE', `/v1/kv/lock_mapobject_${networkId}`);
  }
});

test('a line and an area are drawn by their corners and saved as their geo types (the line for a team); the line reshaped', async ({ page }) => {
  await startSession(page, accounts.anna);
  // One of the creator's teams may be chosen for a new object.
  const me = await apiCall<{ id: number }>(page, 'GET', '/v1/me');
  const team = await apiCall<{ id: number; name: string }>(page, 'POST', '/v2/team', { name: uniqueName('Ploeg') });
  await apiCall(page, 'POST', `/v1/team/${team.id}/user`, { relation: [me.id] });
  const line = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/type', { name: uniqueName('Pad'), geo_type: 'linestring', prefix: 'PD' });
  const area = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/type', { name: uniqueName('Veld'), geo_type: 'polygon', prefix: 'VD' });
  await openPage(page, '/admin/map');
  await mapReady(page);
  const panel = page.getByRole('region', { name: 'Objecten op de kaart' });
  const c = await mapCentre(page);
  // A line ends on its last point clicked again; an area closes on its first.
  const drawings = [
    { type: line, geometry: 'LineString', hint: 'Klik de punten van de lijn', clicks: [[-80, 60], [0, 80], [60, 40], [60, 40]] },
    { type: area, geometry: 'Polygon', hint: 'Klik de hoeken van het vlak', clicks: [[-60, -60], [60, -60], [60, 20], [-60, 20], [-60, -60]] },
  ] as const;
  for (const { type, geometry, hint, clicks } of drawings) {
    await panel.getByRole('button', { name: 'Nieuw object' }).click();
    await panel.getByRole('combobox', { name: 'Kies een objecttype' }).fill(type.name);
    await page.locator('.ant-select-item-option', { hasText: type.name }).click();
    await panel.getByRole('button', { name: 'Tekenen' }).click();
    await expect(panel.getByRole('status')).toContainText(hint);
    for (const [dx, dy] of clicks) {
      await page.mouse.move(c.x + dx, c.y + dy, { steps: 4 });
      await page.mouse.click(c.x + dx, c.y + dy);
      // Apart in time, so no two clicks make a double-click.
      await page.waitForTimeout(350);
    }
    const form = panel.getByRole('form', { name: 'Nieuw object' });
    if (type === line) {
      await form.getByRole('combobox', { name: 'Team' }).click();
      await page.locator('.ant-select-item-option', { hasText: team.name }).click();
    }
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(/\?object=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('object'));
    const stored = await apiCall<{ team_id: number | null; geometry: { type: string; coordinates: unknown[] } }>(page, 'GET', `/v1/object/${id}`);
    if (type === line) expect(stored.team_id).toBe(team.id);
    // The new object is selected and outlined: a casing under the line, an outline round the area.
    await expect.poll(() => rendered(page, SELECTION), { timeout: 15_000 })
      .toContainEqual({ id, layer: type === line ? 'objects-selection-casing' : 'objects-selection-outline' });
    expect(stored.geometry.type).toBe(geometry);
    expect(stored.geometry.type === 'Polygon' ? (stored.geometry.coordinates[0] as unknown[]).length : stored.geometry.coordinates.length).toBe(geometry === 'Polygon' ? 5 : 3);
    if (type === line) {
      // Reshaped: its middle point dragged down, then the shape saved.
      await panel.getByRole('button', { name: 'Lijn wijzigen' }).click();
      await page.mouse.move(c.x, c.y + 80);
      await page.mouse.down();
      await page.mouse.move(c.x, c.y + 130, { steps: 8 });
      await page.mouse.up();
      await panel.getByRole('button', { name: 'Vorm opslaan' }).click();
      await expect.poll(async () => (await apiCall<{ geometry: { coordinates: number[][] } }>(page, 'GET', `/v1/object/${id}`)).geometry.coordinates[1][1])
        .toBeLessThan((stored.geometry.coordinates[1] as number[])[1]);
    }
    await panel.getByRole('button', { name: 'Sluiten' }).click();
  }
  await screenshot(page, 'map-line-area');
});

test('leaving the map while drawing or moving asks first, then simply leaves', async ({ page }) => {
  await startSession(page, accounts.anna);
  const [post] = await apiCall<{ id: number; code: string }[]>(page, 'GET', '/v1/object?filter[code]=KP12&perPage=1');
  await openPage(page, '/admin/map');
  await mapReady(page);
  const panel = page.getByRole('region', { name: 'Objecten op de kaart' });
  const leave = page.getByRole('dialog', { name: 'De kaart verlaten?' });

  // Drawing a new object, then Home: asked first; 'Blijven' keeps the drawing going.
  await panel.getByRole('button', { name: 'Nieuw object' }).click();
  await panel.getByRole('combobox', { name: 'Kies een objecttype' }).fill('Knooppuntpaal');
  await page.locator('.ant-select-item-option', { hasText: 'Knooppuntpaal' }).click();
  await panel.getByRole('button', { name: 'Tekenen' }).click();
  await expect(panel.getByRole('status')).toContainText('Klik op de kaart om het punt te plaatsen.');
  await openFromMenu(page, 'Home');
  await expect(leave).toContainText('Wat je tekende of verplaatste is nog niet opgeslagen');
  await screenshot(page, 'map-leave-confirm');
  await leave.getByRole('button', { name: 'Blijven' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/map$/);
  await expect(panel.getByRole('status')).toContainText('Klik op de kaart om het punt te plaatsen.');
  await openFromMenu(page, 'Home');
  await leave.getByRole('button', { name: 'Verlaten' }).click();
  await expect(page.getByRole('heading', { name: 'Welkom in de beheerconsole' })).toBeVisible();
  await expect(page.getByText(RAW_ERROR)).toHaveCount(0);

  // Moving an object, then Netwerken: asked, left, the networks list shown in the console.
  await openPage(page, `/admin/map?object=${post.id}`);
  await mapReady(page);
  // The demo's post, selected: in its selected colour and ringed.
  await expect.poll(() => rendered(page, SELECTION), { timeout: 15_000 }).toContainEqual({ id: post.id, layer: 'objects-selection-ring' });
  await screenshot(page, 'map-demo-selected');
  await panel.getByRole('button', { name: 'Verplaatsen' }).click();
  await expect(panel.getByRole('status')).toContainText('Sleep het punt');
  await openFromMenu(page, 'Netwerken');
  await leave.getByRole('button', { name: 'Verlaten' }).click();
  await expect(page).toHaveURL(/\/admin\/networks$/);
  await expect(page.getByRole('menu', { name: 'Hoofdmenu' })).toBeVisible();
  // The map's panel gone first: its own tables (the object's details) are not the networks list.
  await expect(page.getByRole('region', { name: 'Objecten op de kaart' })).toHaveCount(0);
  await expect(page.locator('main').getByRole('table')).toBeVisible();
  await expect(page.getByText(RAW_ERROR)).toHaveCount(0);

  // Back on the map through the menu (the console's state after leaving, no page load) and
  // away again without drawing: nothing is asked.
  await openFromMenu(page, 'Kaart');
  await expect(page).toHaveURL(/\/admin\/map$/);
  await mapReady(page);
  await openFromMenu(page, 'Home');
  await expect(page.getByRole('heading', { name: 'Welkom in de beheerconsole' })).toBeVisible();
  await expect(leave).toHaveCount(0);
});

test('an attribute become required: its default filled into an existing object; without one, the refusal on its field in the panel, the map still in view', async ({ page }) => {
  await startSession(page, accounts.anna);
  const { type, height } = await makePointType(page);
  const object = await pointInArea(page, type.id, { id: height.id, value: 120 });
  // Made after the object: a required one with a default, one without (at the top), and enough others to make the form longer than the map.
  const seats = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/attribute', { name: uniqueName('Zitplaatsen'), type: 'integer' });
  const colour = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/attribute', { name: uniqueName('Kleur'), type: 'string' });
  const others = [];
  for (let i = 0; i < 8; i += 1) others.push(await apiCall<{ id: number }>(page, 'POST', '/v1/attribute', { name: uniqueName(`Opmerking ${i}`), type: 'string' }));
  await apiCall(page, 'POST', `/v1/type/${type.id}/attribute`, { relation: [{ id: colour.id, order: -1 }, { id: seats.id, order: 5 }, ...others.map((o, i) => ({ id: o.id, order: 10 + i }))] });
  await apiCall(page, 'POST', `/v1/type/${type.id}/attribute/${seats.id}/default`, { value: 4 });
  await apiCall(page, 'POST', `/v1/type/${type.id}/attribute?update=true`, { relation: [{ id: seats.id, required: true }, { id: colour.id, required: true }] });

  await openPage(page, `/admin/map?object=${object.id}`);
  await mapReady(page);
  const panel = page.getByRole('region', { name: 'Objecten op de kaart' });
  await expect(panel.getByLabel(new RegExp(`^${seats.name}`))).toHaveValue('4');
  await panel.getByRole('button', { name: 'Opslaan' }).click();
  const colourItem = panel.locator('.ant-form-item').filter({ has: page.getByLabel(new RegExp(`^${colour.name}`)) });
  await expect(colourItem).toContainText('Dit veld is verplicht');
  await expect(colourItem).toBeInViewport();
  const map = await mapRegion(page).boundingBox();
  expect(map && map.y >= 0).toBe(true);
  await screenshot(page, 'map-required-refused');
  await panel.getByLabel(new RegExp(`^${colour.name}`)).fill('groen');
  await panel.getByRole('button', { name: 'Opslaan' }).click();
  await expect.poll(async () => (await apiCall<{ attributes: { id: number; value: unknown }[] }>(page, 'GET', `/v1/object/${object.id}`)).attributes.find((a) => a.id === colour.id)?.value).toBe('groen');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the map with the panel under it, an object opened from its address', async ({ page }) => {
    await startSession(page, accounts.admin);
    const { type, height } = await makePointType(page);
    const object = await pointInArea(page, type.id, { id: height.id, value: 95 });
    await openPage(page, `/admin/map?object=${object.id}`);
    await mapReady(page);
    const panel = page.getByRole('region', { name: 'Objecten op de kaart' });
    await expect(panel.getByRole('heading', { name: object.code })).toBeVisible();
    await expect.poll(() => rendered(page), { timeout: 15_000 }).toContainEqual({ id: object.id, layer: 'objects-selected-points' });
    const map = await mapRegion(page).boundingBox();
    const box = await panel.boundingBox();
    expect(map && box && box.y >= map.y + map.height).toBe(true);
    const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(size.scroll).toBeLessThanOrEqual(size.viewport);
    await screenshot(page, 'phone-map-object');
    await panel.getByRole('button', { name: 'Sluiten' }).click();
    await expect(panel.getByRole('button', { name: 'Nieuw object' })).toBeVisible();
    await screenshot(page, 'phone-map');

    // A network without types yet (the answer stubbed) says so and leads to the types.
    await page.route(/\/v1\/type\?perPage=9999(&|$)/, (route) => route.fulfill({
      status: 200, contentType: 'application/json',
      body: JSON.stringify({ data: [], meta: { pagination: { total: 0, count: 0, per_page: 9999, current_page: 1, total_pages: 1 } } }),
    }));
    await page.reload();
    await expect(panel.getByText('Dit netwerk heeft nog geen objecttypes.')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Naar de objecttypes' })).toHaveAttribute('href', '/admin/map_object_types');
    await screenshot(page, 'phone-map-empty');
  });
});

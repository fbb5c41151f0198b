/**
 * The objects list (Objectenlijst): the demo network's junction posts and route segments,
 * narrowed to a type in the URL, searched by code, each row opening its object on the map; the
 * GeoJSON export of what it shows; a GeoJSON import of the chosen type, the dry run first; the
 * "Verwijderd" view restoring a deleted object, and a deleted object's address on the map.
 */
import { expect, test, type Page } from './fixtures';
import { accounts, apiCall, columnTexts, deletedObjectRow, expectLoaded, expectToast, openPage, pickOption, screenshot, searchColumn, startSession, storedSession, uniqueName } from './driver';

/** Chooses a file with this text in the open import dialog. */
async function chooseGeojson(page: Page, name: string, collection: unknown): Promise<void> {
  await page.getByRole('dialog').locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(collection), 'utf8') });
}

const point = (lon: number, lat: number) => ({ type: 'Point', coordinates: [lon, lat] });

type Made = { id: number; code: string };

/** A new junction post through the API (a copy of the first one's place and values), then deleted. */
async function deletedPost(page: Page): Promise<Made> {
  const [first] = await apiCall<{ map_object_type_id: number; geometry: unknown; attributes: { id: number; value: unknown }[] }[]>(page, 'GET', '/v1/object?filter[map_object_type_name]=Knooppuntpaal&perPage=1');
  const made = await apiCall<Made>(page, 'POST', '/v1/object', {
    map_object_type_id: first.map_object_type_id, geometry: first.geometry, name: uniqueName('Weg'),
    attributes: first.attributes.filter((a) => a.value !== null).map((a) => ({ id: a.id, value: a.value })),
  });
  await apiCall(page, 'DELETE', `/v1/object/${made.id}`);
  return made;
}

test.describe('the objects list', () => {
  test('shows a type chosen in the URL, searches a code, and opens a row on the map', async ({ page }) => {
    await startSession(page, accounts.anna);
    await openPage(page, '/admin/map_objects');
    const table = page.getByRole('table');
    await expectLoaded(table);
    await expect(table).toContainText('Knooppuntpaal');
    await screenshot(page, 'map-objects-list');

    await pickOption(page, 'Toon objecttype', 'Routedeel');
    await expect(page).toHaveURL(/[?&]type=\d+/);
    await expectLoaded(table);
    await expect.poll(async () => new Set(await columnTexts(table, 4))).toEqual(new Set(['Routedeel']));

    await searchColumn(page, 'Code', 'RD12');
    await expect.poll(() => columnTexts(table, 1)).toEqual(expect.arrayContaining(['RD12']));
    const [segment] = await apiCall<{ id: number }[]>(page, 'GET', '/v1/object?filter[code]=RD12&sort=code&perPage=1');
    await table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'RD12', exact: true }) }).getByRole('link', { name: /Bekijken/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/map\\?object=${segment.id}$`));
  });

  test('exports what it shows as GeoJSON and CSV, which come back in as updates of the same objects', async ({ page }) => {
    await startSession(page, accounts.anna);
    await openPage(page, '/admin/map_objects');
    await pickOption(page, 'Toon objecttype', 'Knooppuntpaal');
    await expectLoaded(page.getByRole('table'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'GeoJSON exporteren' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('object.geojson');
    const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const collection = JSON.parse(text) as { type: string; features: { geometry: { type: string }; properties: { map_object_type_name: string; Nummer?: string } }[] };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.length).toBeGreaterThan(200);
    expect(new Set(collection.features.map((f) => f.properties.map_object_type_name))).toEqual(new Set(['Knooppuntpaal']));
    expect(collection.features.every((f) => f.geometry.type === 'Point' && typeof f.properties.Nummer === 'string')).toBe(true);

    // Brought back in, the export updates the objects it came from: nothing new.
    await page.getByRole('button', { name: 'Importeren' }).click();
    await chooseGeojson(page, 'object.geojson', collection);
    await expect(page.getByRole('dialog')).toContainText(`0 nieuw, ${collection.features.length} bijwerken, 0 geweigerd`, { timeout: 30_000 });

    // So does the CSV export, each attribute a column and the geometry as WKT.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteren', exact: true }).click();
    const csvFile = await csvDownload;
    const csv = await (await csvFile.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(csv.split('\r\n')[0]).toContain('geometry_wkt');
    await page.getByRole('button', { name: 'Importeren' }).click();
    await page.getByRole('dialog').locator('input[type="file"]').setInputFiles({ name: 'object.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expect(page.getByRole('dialog')).toContainText(`0 nieuw, ${collection.features.length} bijwerken, 0 geweigerd`, { timeout: 30_000 });
  });

  test('imports a GeoJSON file of the chosen type: the dry run names what is refused, then all are created', async ({ page }) => {
    await startSession(page, accounts.anna);
    await openPage(page, '/admin/map_objects');
    await expect(page.getByRole('button', { name: 'Importeren' })).toBeDisabled();
    await pickOption(page, 'Toon objecttype', 'Knooppuntpaal');
    await page.getByRole('button', { name: 'Importeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Objecten van type Knooppuntpaal importeren' });
    const name = uniqueName('Paal');

    // A file that is no JSON says where it goes wrong.
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'kapot.geojson', mimeType: 'application/geo+json', buffer: Buffer.from('{\n  "type": "FeatureCollection",\n  "features" []\n}', 'utf8') });
    await expect(dialog.getByRole('alert')).toContainText('Dit is geen geldige GeoJSON: de tekst klopt niet op regel 3, kolom 14');

    await chooseGeojson(page, 'fout.geojson', { type: 'FeatureCollection', features: [
      { type: 'Feature', geometry: point(5.8, 52.1), properties: { name, Nummer: '7', Conditie: 'Goed' } },
      { type: 'Feature', geometry: point(2.35, 48.85), properties: { name: 'In Parijs', Nummer: '8' } },
    ] });
    await expect(dialog).toContainText('1 nieuw, 0 bijwerken, 1 geweigerd');
    await expect(dialog.getByRole('table')).toContainText('De geometrie ligt buiten het gebied van het netwerk');
    await expect(dialog.getByRole('button', { name: 'Importeren' })).toBeDisabled();
    await screenshot(page, 'map-objects-import-dry-run');

    await chooseGeojson(page, 'goed.geojson', { type: 'FeatureCollection', features: [
      { type: 'Feature', geometry: point(5.8, 52.1), properties: { name, Nummer: '7', Conditie: 'Goed' } },
    ] });
    await expect(dialog).toContainText('1 nieuw, 0 bijwerken, 0 geweigerd');
    await dialog.getByRole('button', { name: 'Importeren' }).click();
    await expectToast(page, 'Import voltooid: 1 nieuw, 0 bijgewerkt');
    await searchColumn(page, 'Naam', name);
    await expect.poll(() => columnTexts(page.getByRole('table'), 3)).toEqual([name]);
  });

  test('"Verwijderd" lists a deleted object with when and by whom, and restores it', async ({ page }) => {
    await startSession(page, accounts.anna);
    const gone = await deletedPost(page);
    await openPage(page, '/admin/map_objects');
    const table = page.getByRole('table');
    await expectLoaded(table);
    await pickOption(page, 'Toon objecten', 'Verwijderd');
    await expect(page).toHaveURL(/[?&]deleted=1/);
    await expectLoaded(table);
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: gone.code, exact: true }) });
    await expect(row).toContainText(accounts.anna.name);
    await screenshot(page, 'map-objects-deleted');

    await row.getByRole('button', { name: `${gone.code} herstellen` }).click();
    await expectToast(page, `${gone.code} is hersteld`);
    await expect(row).toHaveCount(0);
    await pickOption(page, 'Toon objecten', 'Huidige objecten');
    await expect(page).not.toHaveURL(/deleted=/);
    await searchColumn(page, 'Code', gone.code);
    await expect.poll(() => columnTexts(table, 1)).toEqual([gone.code]);
  });

  test("a deleted object the network's lock keeps from the user offers no 'Herstellen', in the list nor on the map", async ({ page }) => {
    await startSession(page, accounts.anna);
    const gone = await deletedPost(page);
    // Only the members of an object's team may restore it (this one has none), and the user's
    // permissions on the network lack module-admin (the answer that names them stubbed).
    const networkId = storedSession(page)?.networkId ?? 0;
    await apiCall(page, 'PUT', `/v1/kv/lock_mapobject_${networkId}`, { value: 'team', network_id: networkId });
    const network = await apiCall<{ id: number; name: string }>(page, 'GET', `/v1/network/${networkId}`);
    const me = await apiCall<{ id: number; name: string; email: string }>(page, 'GET', '/v1/me');
    const mapEditor = { ...network, user: { data: [{ id: me.id, name: me.name, email: me.email, role_id: 1, permissions: { data: ['module-map', 'module-map-edit'] } }] } };
    try {
      await page.route(new RegExp(`/v1/network/${networkId}\\?include=user\\.permissions$`), (route) => route.fulfill({ json: { data: mapEditor } }));
      const row = await deletedObjectRow(page, gone.code);
      await expect(row).toContainText(accounts.anna.name);
      // The user's teams read (the lock's facts), the row has settled without the button.
      await expect.poll(() => row.getByRole('button', { name: `${gone.code} herstellen` }).count(), { timeout: 5_000 }).toBe(0);
      await screenshot(page, 'map-objects-deleted-locked');

      await openPage(page, `/admin/map?object=${gone.id}`);
      const notice = page.getByRole('region', { name: 'Objecten op de kaart' }).getByRole('alert');
      await expect(notice).toContainText(`${gone.code} is verwijderd`);
      await expect(notice).toContainText('Alleen wie het mag wijzigen kan het herstellen.');
      await expect(notice.getByRole('button', { name: 'Herstellen' })).toHaveCount(0);
      await screenshot(page, 'map-deleted-object-locked');
      // On a phone the panel stands under the map: the notice reads the same there.
      await page.setViewportSize({ width: 390, height: 844 });
      await notice.scrollIntoViewIfNeeded();
      await expect(notice.getByRole('button', { name: 'Herstellen' })).toHaveCount(0);
      await screenshot(page, 'map-deleted-object-locked-phone');
    } finally {
      await apiCall(page, 'DELETE', `/v1/kv/lock_mapobject_${networkId}`);
    }
  });

  test("a deleted object's address on the map says it was deleted, when and by whom, and restores it", async ({ page }) => {
    await startSession(page, accounts.anna);
    const gone = await deletedPost(page);
    await openPage(page, `/admin/map?object=${gone.id}`);
    const panel = page.getByRole('region', { name: 'Objecten op de kaart' });
    const notice = panel.getByRole('alert');
    await expect(notice).toContainText(`${gone.code} is verwijderd`);
    await expect(notice).toContainText(`door ${accounts.anna.name}`);
    await screenshot(page, 'map-deleted-object');
    await notice.getByRole('button', { name: 'Herstellen' }).click();
    await expectToast(page, `${gone.code} is hersteld`);
    await expect(panel.getByRole('heading', { name: gone.code })).toBeVisible();
    expect((await apiCall<{ deleted_at: string | null }>(page, 'GET', `/v1/object/${gone.id}`)).deleted_at).toBeNull();
  });
});

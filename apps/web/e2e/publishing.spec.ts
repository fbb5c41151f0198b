/**
 * Publishing the geo-server exports (OGC API - Features) on the demo network Fietsknooppunten:
 * the network's publication key made and shown once, the service URL on the geo-server screen,
 * and a GIS's view of it (the request fixture with the key): the export becomes a layer once it
 * is exported; a new key stops the old one.
 */
import { expect, test, type Page } from './fixtures';
import {
  accounts, apiPost, apiSession, chooseAction, confirmYes, detailValue, expectToast, screenshot, signInTo, uniqueName, visit,
} from './driver';

/** Makes the key in the open dialog's card and answers the key the dialog shows (once). */
async function keyFromDialog(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Nieuwe publicatiesleutel' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('hij wordt maar één keer getoond');
  const key = (await dialog.getByTestId('secret-key-value').innerText()).trim();
  expect(key).toMatch(/^ogc_[A-Za-z0-9_-]{40,}$/);
  return key;
}

test.describe('publishing', () => {
  test('a key made once, the service URL shown, and a GIS reads the export after Exporteren', async ({ page, request }) => {
    const session = await apiSession(request, accounts.anna);
    const networkId = session.networkId;
    const name = uniqueName('Publicatie');
    const type = await apiPost<{ id: number }>(request, session, '/v1/type', { name, geo_type: 'point', prefix: 'PB' });
    const key = `geoserver_export_${type.id}`;
    await apiPost(request, session, `/v1/kv/${key}`, { network_id: networkId, value: { network_id: networkId, map_object_type_id: type.id, name, map_object_status_id: [], attributes: ['object_name'] } });
    const collections = async (headers: Record<string, string>, query = '') => {
      const res = await request.get(`/ogc/networks/${networkId}/collections${query}`, { headers });
      return { status: res.status(), ids: res.ok() ? ((await res.json()) as { collections: { id: string; title: string }[] }).collections : [] };
    };

    await signInTo(page, accounts.anna, { at: `/admin/networks/${networkId}` });
    const card = page.getByRole('region', { name: 'Publicatiesleutel' });
    await expect(card).toContainText(`/ogc/networks/${networkId}`);
    // A key left by an earlier run on this database is rotated; else made.
    if (await card.getByRole('button', { name: 'Sleutel maken' }).isVisible()) {
      await card.getByRole('button', { name: 'Sleutel maken' }).click();
    } else {
      await card.getByRole('button', { name: 'Nieuwe sleutel maken' }).click();
      await confirmYes(page);
    }
    const first = await keyFromDialog(page);
    await screenshot(page, 'publication-key-dialog');
    await page.getByRole('dialog', { name: 'Nieuwe publicatiesleutel' }).getByRole('button', { name: 'Klaar' }).click();
    await expect(card.getByTestId('secret-key-state')).toContainText('Sleutel gemaakt op');
    // Never shown again: not on the page, not after a reload.
    await expect(page.locator('body')).not.toContainText(first);
    await page.reload();
    await expect(card.getByTestId('secret-key-state')).toContainText('Sleutel gemaakt op');
    await expect(page.locator('body')).not.toContainText(first);

    // The export is no layer before it is exported.
    const bearer = { Authorization: `Bearer ${first}` };
    expect((await collections(bearer)).ids.map((c) => c.id)).not.toContain(key);
    expect((await collections({})).status).toBe(401);

    await visit(page, '/admin/geo_server');
    await expect(page.getByTestId('ogc-service-url')).toHaveText(new RegExp(`/ogc/networks/${networkId}$`));
    await screenshot(page, 'geo-server-service-url');
    await visit(page, `/admin/geo_server/${key}`);
    await expect(detailValue(page, 'Gepubliceerd')).toContainText('Nee');
    await chooseAction(page, 'Exporteren');
    await expectToast(page, 'Data geexporteerd');
    await expect(detailValue(page, 'Gepubliceerd')).toContainText(`Ja, als laag ${key}`);
    await expect(page.getByTestId('ogc-items-url')).toHaveText(new RegExp(`/ogc/networks/${networkId}/collections/${key}/items$`));
    await screenshot(page, 'geo-server-export-published');

    // A GIS with the key (as ?key=, as GDAL or QGIS may send it) sees the layer, titled by the export's name.
    const published = await collections({}, `?key=${encodeURIComponent(first)}`);
    expect(published.status).toBe(200);
    expect(published.ids).toContainEqual(expect.objectContaining({ id: key, title: name }));
    const landing = await request.get(`/ogc/networks/${networkId}`, { headers: bearer });
    expect(landing.ok()).toBe(true);

    // A new key stops the old one at once.
    await visit(page, `/admin/networks/${networkId}`);
    await card.getByRole('button', { name: 'Nieuwe sleutel maken' }).click();
    await confirmYes(page);
    const second = await keyFromDialog(page);
    expect(second).not.toBe(first);
    expect((await collections(bearer)).status).toBe(401);
    expect((await collections({ Authorization: `Bearer ${second}` })).status).toBe(200);
  });
});

/**
 * Reports become actions, on the demo network Fietsknooppunten: a helpdesk's report posted with
 * the settings' key shows in the helpdesk screen's health panel and as an action in the
 * Actieoverzicht, and the connection test says what the callback URL answered; the Marrekrite's
 * integration key is made, shown once with a copy button, works for a report, is rotated after a
 * confirmation and deleted.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts, apiCall, confirmYes, expectLoaded, expectToast, openPage, screenshot, startSession, storedSession, tableRows, uniqueName } from './driver';
import { createServer } from 'node:net';

/** A port of this machine that nothing listens on: one just given up. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Named { id: number; name: string }

/** The demo network's junction post type, repair type with its Opmerking, the status Nieuw, and one post with its position. */
async function demoConfiguration(page: Page) {
  const byName = async (path: string, name: string) => {
    const found = (await apiCall<Named[]>(page, 'GET', `${path}?perPage=9999`)).find((x) => x.name === name);
    if (!found) throw new Error(`no ${name} in ${path}`);
    return found.id;
  };
  const postType = await byName('/v1/type', 'Knooppuntpaal');
  const repair = await byName('/v1/dynamic_action_type', 'Reparatie');
  const remark = await byName('/v1/attribute', 'Opmerking');
  const fresh = await byName('/v1/action_status', 'Nieuw');
  const [post] = await apiCall<{ id: number; code: string; geometry: { coordinates: [number, number] } }[]>(page, 'GET', `/v1/object?filter[map_object_type_id]=${postType}&sort=code&perPage=1`);
  return { postType, repair, remark, fresh, post };
}

const location = (coordinates: [number, number]) => ({ type: 'Point', coordinates });

test.describe('reports', () => {
  test('helpdesk: a report with the settings\' key shows in the health panel and becomes an action', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await startSession(page, accounts.anna);
    const c = await demoConfiguration(page);
    const key = uniqueName('helpdesk-sleutel');
    const instance = Math.floor(Math.random() * 1_000_000);
    await apiCall(page, 'PUT', '/v1/kv/helpdesk_api', { value: {
      instance_id: instance, api_key: key, map_object_type_id: c.postType, dynamic_action_type_id: c.repair, report_text: c.remark,
      action_status: { 5: c.fresh }, callback_url: `${baseURL}/healthz`,
    } });
    const reportingId = uniqueName('HD');
    const res = await page.request.post('/v1/integrations/helpdesk/reports', {
      headers: { 'x-api-key': key },
      data: { instance_id: instance, reporting_id: reportingId, status: 5, text: 'Paal staat scheef', location_description: 'Bij het fietspad', location: location(c.post.geometry.coordinates) },
    });
    expect(res.status(), await res.text()).toBe(201);
    const made = (await res.json() as { data: { action_id: number; map_object_id: number } }).data;
    expect(made.map_object_id).toBe(c.post.id);
    // A wrong key is refused.
    expect((await page.request.post('/v1/integrations/helpdesk/reports', { headers: { 'x-api-key': 'fout' }, data: { instance_id: instance, reporting_id: 'x', status: 5, location: location(c.post.geometry.coordinates) } })).status()).toBe(401);

    await openPage(page, '/admin/helpdesk_api');
    const health = page.getByRole('region', { name: 'Verbinding' });
    await expect(health).toContainText(reportingId);
    await expect(health.getByRole('link', { name: `actie ${made.action_id}` })).toBeVisible();
    // The callback URL (the console's /healthz) takes no POST: the test says what it answered.
    await health.getByRole('button', { name: 'Verbinding testen' }).click();
    await expect(health.getByRole('status')).toContainText('Verbinding mislukt: HTTP 404');
    await expect(health.getByRole('status')).toContainText('De helpdesk weigerde het testbericht');
    await screenshot(page, 'helpdesk-health');
    // A helpdesk that refuses the connection (a port nothing listens on): said in words, no system error.
    const setting = await apiCall<{ value: Record<string, unknown> }>(page, 'GET', '/v1/kv/helpdesk_api');
    await apiCall(page, 'PUT', '/v1/kv/helpdesk_api', { value: { ...setting.value, callback_url: `http://127.0.0.1:${await closedPort()}/callback` }, network_id: storedSession(page)?.networkId });
    await health.getByRole('button', { name: 'Verbinding testen' }).click();
    await expect(health.getByRole('status')).toContainText('De helpdesk is niet bereikbaar (verbinding geweigerd)');
    await expect(health.getByRole('status')).not.toContainText('ECONNREFUSED');
    await expect(health.getByRole('status')).not.toContainText('fetch failed');
    await screenshot(page, 'helpdesk-health-refused');
    await apiCall(page, 'PUT', '/v1/kv/helpdesk_api', { value: setting.value, network_id: storedSession(page)?.networkId });

    // The form's new fields: the callback URL (http or https only) and the distance.
    await openPage(page, '/admin/helpdesk_api/edit');
    const callback = page.getByLabel('Callback-URL', { exact: true });
    await expect(callback).toHaveValue(`${baseURL}/healthz`);
    await callback.fill('ftp://helpdesk.example/cb');
    await page.getByLabel('Afstand tot een object', { exact: true }).fill('75');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Vul een http- of https-adres in').first()).toBeVisible();
    await screenshot(page, 'helpdesk-edit-callback');
    await callback.fill(`${baseURL}/healthz`);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect(page.getByText('75 m')).toBeVisible();

    await openPage(page, '/admin/actions?sort=-id');
    const table = page.getByRole('table', { name: 'Actieoverzicht' });
    await expectLoaded(table);
    const row = tableRows(table).filter({ has: page.getByRole('cell', { name: String(made.action_id), exact: true }) });
    await expect(row).toContainText(c.post.code);
    await expect(row).toContainText('Nieuw');
  });

  test('Marrekrite: the integration key is shown once, works for a report, is rotated and deleted', async ({ page }) => {
    test.setTimeout(120_000);
    await startSession(page, accounts.anna);
    const c = await demoConfiguration(page);
    await apiCall(page, 'PUT', '/v1/kv/marrekrite_api', { value: {
      category_id: 1001, map_object_type_ids: [c.postType], dynamic_action_type_id: c.repair, action_status_id: c.fresh, attribute_id: c.remark,
    } });
    await openPage(page, '/admin/marrekrite_api');
    const card = page.getByRole('region', { name: 'Integratiesleutel' });
    await expect(card).toContainText('Geen sleutel');
    await card.getByRole('button', { name: 'Sleutel maken' }).click();
    const dialog = page.getByRole('dialog', { name: 'De nieuwe integratiesleutel' });
    await expect(dialog).toContainText('maar één keer getoond');
    await expect(dialog.getByRole('button', { name: 'Kopiëren' })).toBeVisible();
    const key = (await dialog.getByTestId('secret-key-value').innerText()).trim();
    expect(key.length).toBeGreaterThan(30);
    await screenshot(page, 'marrekrite-key');
    await dialog.getByRole('button', { name: 'Klaar' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('secret-key-state')).toContainText('Sleutel gemaakt op');
    await expect(page.getByText(key)).toHaveCount(0);

    const report = () => ({ reporting_id: uniqueName('MK'), category: 1001, text: 'Bordje weg', location: location(c.post.geometry.coordinates) });
    const sent = await page.request.post('/v1/integrations/marrekrite/reports', { headers: { 'x-api-key': key }, data: report() });
    expect(sent.status(), await sent.text()).toBe(201);

    await card.getByRole('button', { name: 'Nieuwe sleutel maken' }).click();
    await confirmYes(page);
    await expect(dialog).toBeVisible();
    const rotated = (await dialog.getByTestId('secret-key-value').innerText()).trim();
    expect(rotated).not.toBe(key);
    await dialog.getByRole('button', { name: 'Klaar' }).click();
    expect((await page.request.post('/v1/integrations/marrekrite/reports', { headers: { 'x-api-key': key }, data: report() })).status()).toBe(401);

    await card.getByRole('button', { name: 'Verwijderen' }).click();
    await confirmYes(page);
    await expectToast(page, 'Sleutel verwijderd');
    await expect(card).toContainText('Geen sleutel');
    expect((await page.request.post('/v1/integrations/marrekrite/reports', { headers: { 'x-api-key': rotated }, data: report() })).status()).toBe(401);
  });
});

import { expect, test, type Page } from './fixtures';
import {
  accounts, apiGet, apiPost, apiSession, chooseAction, drawPolygon, idFromUrl, pickOption, screenshot, showWholeMap,
  signInTo, toast, uniqueName,
} from './driver';

/** The show screen's value of one field. */
function field(page: Page, label: string) {
  return page.locator('.ant-descriptions-row').filter({ hasText: label }).locator('.ant-descriptions-item-content');
}

interface AreaAnswer {
  geoObject?: { data: { data: { properties: Record<string, unknown>; geometry: { type: string; coordinates: number[][][] } } } };
}

test.describe('networks', () => {
  test('creating a network says so, shows it with no locks and lists it', async ({ page }) => {
    const name = uniqueName('Mountainbikeroutes');
    await signInTo(page, accounts.anna);
    await page.getByRole('menu', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Netwerken' }).click();
    await expect(page).toHaveURL(/\/admin\/networks$/);
    await expect(page.getByRole('row').filter({ hasText: 'Fietsknooppunten' })).toHaveCount(1);
    await screenshot(page, 'networks-index');

    await page.getByRole('link', { name: 'Netwerk toevoegen' }).click();
    await expect(page).toHaveURL(/\/admin\/networks\/create$/);
    await page.locator('form').getByLabel('Naam').fill(name);
    await screenshot(page, 'networks-create');
    await page.getByRole('button', { name: 'Aanmaken' }).click();

    await expect(toast(page, 'Netwerk aangemaakt')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/networks\/\d+$/);
    await expect(field(page, 'Naam')).toHaveText(name);
    for (const label of ['Vergrendeling kaartobjecten', 'Vergrendeling kaartobjectselecties', 'Vergrendeling acties']) {
      await expect(field(page, label)).toHaveText('Geen');
    }
    await screenshot(page, 'networks-show');

    await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Netwerken' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    // The creator administers it, so the switcher offers it too.
    await page.getByRole('button', { name: 'Wissel van organisatie of netwerk' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Netwerk', { exact: true }).click();
    await expect(page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true })).toBeVisible();
  });

  test('editing name and locks says so; the show screen shows them; none again removes the lock', async ({ page, request }) => {
    const session = await apiSession(request, accounts.anna);
    const network = await apiPost<{ id: number }>(request, session, '/v2/network', { name: uniqueName('Sloeproutes') });
    const renamed = uniqueName('Vaarroutes');

    await signInTo(page, accounts.anna, { at: `/admin/networks/${network.id}` });
    await chooseAction(page, 'Netwerk bewerken');
    await expect(page).toHaveURL(new RegExp(`/admin/networks/${network.id}/edit$`));
    await page.locator('form').getByLabel('Naam').fill(renamed);
    await pickOption(page, 'Vergrendeling kaartobjecten', 'Gebruiker');
    await pickOption(page, 'Vergrendeling kaartobjectselecties', 'Team');
    await pickOption(page, 'Vergrendeling acties', 'Geen');
    await screenshot(page, 'networks-edit');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(toast(page, 'Netwerk is aangepast')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/networks/${network.id}$`));
    await expect(field(page, 'Naam')).toHaveText(renamed);
    await expect(field(page, 'Vergrendeling kaartobjecten')).toHaveText('Gebruiker');
    await expect(field(page, 'Vergrendeling kaartobjectselecties')).toHaveText('Team');
    await expect(field(page, 'Vergrendeling acties')).toHaveText('Geen');
    await screenshot(page, 'networks-show-locks');

    // Stored in that network's key-value store: created for user and team, none stays absent.
    const read = (key: string) => request.get(`/v1/kv/${key}`, { headers: { ...session.headers, 'x-network': String(network.id) } });
    expect((await (await read(`lock_mapobject_${network.id}`)).json()).data.value).toBe('user');
    expect((await (await read(`lock_mapobjectselections_${network.id}`)).json()).data.value).toBe('team');
    expect((await read(`lock_action_${network.id}`)).status()).toBe(404);

    // Wait for the first message to go, so the next one is the second save's.
    await expect(toast(page, 'Netwerk is aangepast')).toHaveCount(0);
    await chooseAction(page, 'Netwerk bewerken');
    await expect(page.getByLabel('Vergrendeling kaartobjecten')).toBeVisible();
    await pickOption(page, 'Vergrendeling kaartobjecten', 'Geen');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page, 'Netwerk is aangepast')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/networks/${network.id}$`));
    await page.reload();
    await expect(field(page, 'Vergrendeling kaartobjecten')).toHaveText('Geen');
    await expect(field(page, 'Vergrendeling kaartobjectselecties')).toHaveText('Team');
    expect((await read(`lock_mapobject_${network.id}`)).status()).toBe(404);
  });

  test('drawing an area with the mouse replaces the stored one and saves it; a second drawing replaces the first', async ({ page, request }) => {
    const session = await apiSession(request, accounts.anna);
    const network = await apiPost<{ id: number }>(request, session, '/v2/network', { name: uniqueName('Wandelroutes') });

    await signInTo(page, accounts.anna, { at: `/admin/networks/${network.id}` });
    await chooseAction(page, 'Netwerkgebied kiezen');
    await expect(page).toHaveURL(new RegExp(`/admin/networks/${network.id}/bounding_box$`));
    expect(idFromUrl(page)).toBe(network.id);
    const map = page.getByRole('region', { name: 'Kaart van het netwerkgebied' });
    await expect(map).toHaveCSS('height', '600px');
    // The new network's default area (the Netherlands, 17 corners) is shown and can be saved.
    await expect(page.getByText('17 hoekpunten')).toBeVisible();
    const save = page.getByRole('button', { name: 'Opslaan' });
    await expect(save).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Gebied tekenen' })).toBeEnabled();
    await expect(map.getByText('OpenStreetMap')).toBeVisible();
    await screenshot(page, 'networks-area-default');

    await page.getByRole('button', { name: 'Gebied tekenen' }).click();
    await drawPolygon(page, [[-160, -110], [150, -130], [190, 90], [-20, 170], [-190, 60]]);
    await expect(page.getByText('5 hoekpunten')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gebied tekenen' })).toHaveAttribute('aria-pressed', 'false');
    await showWholeMap(page);
    await screenshot(page, 'networks-area-drawn');
    await save.click();
    await expect(toast(page, 'Netwerkgebied opgeslagen')).toBeVisible();

    // Stored: one closed ring of 5 corners, country_code kept.
    const stored = await apiGet<AreaAnswer>(request, session, `/v1/network/${network.id}?include=geoObject`);
    const feature = stored.geoObject?.data.data;
    expect(feature?.geometry.type).toBe('Polygon');
    expect(feature?.geometry.coordinates).toHaveLength(1);
    expect(feature?.geometry.coordinates[0]).toHaveLength(6);
    expect(feature?.properties.country_code).toBe(528);

    // After a reload the saved polygon comes back, and the map fits it.
    await page.reload();
    await expect(page.getByText('5 hoekpunten')).toBeVisible();
    await expect(save).toBeEnabled();
    await showWholeMap(page);
    await screenshot(page, 'networks-area-reloaded');

    // Removing the area leaves nothing to save.
    await page.getByRole('button', { name: 'Gebied verwijderen' }).click();
    await expect(save).toBeDisabled();
    await expect(page.getByText('hoekpunten')).toHaveCount(0);
    await screenshot(page, 'networks-area-removed');

    // A second drawing replaces the first: only the last one is saved.
    await page.getByRole('button', { name: 'Gebied tekenen' }).click();
    await drawPolygon(page, [[-100, -100], [100, -100], [100, 100], [-100, 100]]);
    await expect(page.getByText('4 hoekpunten')).toBeVisible();
    await page.getByRole('button', { name: 'Gebied tekenen' }).click();
    await drawPolygon(page, [[-200, 0], [0, -150], [200, 0]]);
    await expect(page.getByText('3 hoekpunten')).toBeVisible();
    await save.click();
    await expect(toast(page, 'Netwerkgebied opgeslagen').last()).toBeVisible();
    await expect.poll(async () => (await apiGet<AreaAnswer>(request, session, `/v1/network/${network.id}?include=geoObject`)).geoObject?.data.data.geometry.coordinates[0]).toHaveLength(4);
    const replaced = await apiGet<AreaAnswer>(request, session, `/v1/network/${network.id}?include=geoObject`);
    expect(replaced.geoObject?.data.data.geometry.coordinates).toEqual([expect.any(Array)]);
  });

  test('an unknown network id shows not found', async ({ page }) => {
    await signInTo(page, accounts.anna, { at: '/admin/networks/999999' });
    await expect(page.getByText('Pagina niet gevonden')).toBeVisible();
    await page.goto('/admin/networks/abc/edit');
    await expect(page.getByText('Pagina niet gevonden')).toBeVisible();
  });
});

/**
 * The network's areas (Gebieden): two areas brought in from a small GeoJSON file (its dry run
 * first), found in the list and drawn on their own page and on Kaart's area layer; the
 * Actieoverzicht narrowed to one of them (in the URL); one deleted after the confirmation. An
 * area's values saved on its page (a refusal on its field first); the Actieoverzicht's area choice
 * following an import, a rename and a delete made in the console without a page load. A user who
 * does not administer the network reads them only. The screens at a phone's width too.
 */
import { expect, test, type Page } from './fixtures';
import {
  accounts, apiCall, chooseAction, confirmYes, drawnOnMap, expectAccessible, expectToast, fitMapTo, openPage, pickOption, screenshot,
  searchColumn, startSession, storedSession, tableRows, uniqueName, visit,
} from './driver';

interface Named { id: number; name: string }
type Position = [number, number];

/** A small square round a position (about 400 m across). */
const square = ([lon, lat]: Position, d = 0.002) => ({ type: 'Polygon', coordinates: [[[lon - d, lat - d], [lon + d, lat - d], [lon + d, lat + d], [lon - d, lat + d], [lon - d, lat - d]]] });

/** A junction post of the demo network, and an action on it (a repair). */
async function actionOnPost(page: Page, description: string): Promise<{ action: Named; position: Position }> {
  const [post] = await apiCall<{ id: number; geometry: { coordinates: Position } }[]>(page, 'GET', '/v1/object?filter[code]=KP&sort=code&perPage=1');
  const types = await apiCall<Named[]>(page, 'GET', '/v1/dynamic_action_type?perPage=9999');
  const repair = types.find((x) => x.name === 'Reparatie');
  if (!repair) throw new Error('no action type Reparatie');
  const action = await apiCall<Named>(page, 'POST', '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: post.id, description });
  return { action, position: post.geometry.coordinates };
}

/** Waits until the screen's cards and tables have loaded. */
const settled = (page: Page) => expect(page.locator('main').locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);

test.describe('the network\'s areas', () => {
  test('imported from GeoJSON after the dry run, listed, drawn on their page and on Kaart, narrowing the actions, one deleted', async ({ page }) => {
    await startSession(page, accounts.anna);
    const description = uniqueName('Paal scheef');
    const { action, position } = await actionOnPost(page, description);
    const [near, far] = [uniqueName('Wijk bij de paal'), uniqueName('Wijk verderop')];
    const farPosition: Position = [position[0] + 0.03, position[1] + 0.02];

    // The demo's municipalities are there from the start.
    await openPage(page, '/admin/geo_areas');
    const list = page.getByRole('table', { name: 'Gebieden' });
    await expect(tableRows(list).filter({ hasText: 'Gemeente Ede' })).toHaveCount(1);
    await screenshot(page, 'areas-list');

    await page.getByRole('button', { name: 'Importeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gebieden importeren' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'wijken.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify({ type: 'FeatureCollection', features: [
        // Round the post, its middle (where the name goes) beside it.
        { type: 'Feature', geometry: square([position[0] + 0.001, position[1] + 0.0012]), properties: { name: near } },
        { type: 'Feature', geometry: square(farPosition), properties: { name: far } },
      ] }), 'utf8'),
    });
    await expect(dialog).toContainText('2 nieuw, 0 bijwerken, 0 geweigerd');
    await expect(dialog.getByRole('table')).toContainText(near);
    await screenshot(page, 'areas-import-dry-run');
    await dialog.getByRole('button', { name: 'Importeren' }).click();
    await expectToast(page, 'Import voltooid: 2 nieuw, 0 bijgewerkt');

    await searchColumn(page, 'Naam', 'Wijk ');
    await expect(tableRows(list).filter({ hasText: near })).toHaveCount(1);
    await expect(tableRows(list).filter({ hasText: far })).toHaveCount(1);
    await tableRows(list).filter({ hasText: near }).getByRole('link', { name: 'Bekijken' }).click();
    await expect(page.getByRole('region', { name: `Kaart van gebied ${near}` })).toHaveAttribute('data-ready', 'true');
    await settled(page);
    await screenshot(page, 'area-page');

    // Kaart: the layer is off until switched on, then outlines the area with its name.
    await visit(page, '/admin/map');
    await expect(page.getByRole('region', { name: 'Kaart van het netwerk' })).toHaveAttribute('data-ready', 'true');
    await page.getByRole('checkbox', { name: 'Gebieden tonen' }).check();
    // The demo's municipalities, each named once over the objects.
    await fitMapTo(page, [[5.69, 52.01], [6.09, 52.2]]);
    await expect.poll(() => drawnOnMap(page, ['geo-areas-label'], 'name'), { timeout: 15_000 }).toContain('Gemeente Apeldoorn');
    await screenshot(page, 'areas-on-map');
    await fitMapTo(page, [[position[0] - 0.004, position[1] - 0.004], [position[0] + 0.004, position[1] + 0.004]]);
    await expect.poll(() => drawnOnMap(page, ['geo-areas-line'], 'name'), { timeout: 15_000 }).toContain(near);
    await screenshot(page, 'areas-on-map-near');

    // The Actieoverzicht: the area's choice names its count, and the list holds the action inside it.
    const networkId = storedSession(page)?.networkId ?? 0;
    const groups = await apiCall<{ geo_area_id: number | null; name: string | null; count: number }[]>(page, 'GET', `/v1/network/${networkId}/action/city_district`);
    const nearGroup = groups.find((g) => g.name === near);
    expect(nearGroup?.count).toBeGreaterThanOrEqual(1);
    await visit(page, '/admin/actions?sort=-id');
    await pickOption(page, 'Toon gebied', `${near} (${nearGroup?.count ?? 0})`);
    await expect(page).toHaveURL(new RegExp(`[?&]area=${nearGroup?.geo_area_id ?? 0}(&|$)`));
    const actions = page.getByRole('table', { name: 'Actieoverzicht' });
    await expect(tableRows(actions).filter({ hasText: description })).toHaveCount(1);
    await expect(tableRows(actions)).toHaveCount(nearGroup?.count ?? 0);
    await screenshot(page, 'actions-in-area');
    await pickOption(page, 'Toon gebied', `${far} (0)`);
    await expect(actions).toContainText('Geen gegevens');
    expect(action.id).toBeGreaterThan(0);

    // The far one deleted after the confirmation: gone from the list.
    const farArea = (await apiCall<Named[]>(page, 'GET', `/v1/geo?format=json&filter[name]=${encodeURIComponent(far)}`))[0];
    await visit(page, `/admin/geo_areas/${farArea.id}`);
    await chooseAction(page, 'Verwijderen');
    await confirmYes(page);
    await expectToast(page, `${far} is verwijderd`);
    await expect(page).toHaveURL(/\/admin\/geo_areas$/);
    await searchColumn(page, 'Naam', 'Wijk ');
    await expect(tableRows(list).filter({ hasText: near })).toHaveCount(1);
    await expect(tableRows(list).filter({ hasText: far })).toHaveCount(0);
  });

  test("an area's values saved on its page: a refusal on its field, then a value shown after a reload and read back", async ({ page }) => {
    await startSession(page, accounts.anna);
    const networkId = storedSession(page)?.networkId ?? 0;
    // An attribute of the network's areas (a long text), and one of the demo's areas.
    const remark = await apiCall<Named>(page, 'POST', '/v1/attribute', { name: uniqueName('Toelichting'), type: 'textarea' });
    await apiCall(page, 'POST', `/v1/network/${networkId}/geo_attribute`, { relation: [remark.id] });
    const [area] = await apiCall<Named[]>(page, 'GET', '/v1/geo?format=json&sort=name&perPage=1');
    await openPage(page, `/admin/geo_areas/${area.id}`);
    await settled(page);
    const values = page.getByRole('form', { name: 'Kenmerken' });
    const field = values.locator('.ant-form-item').filter({ hasText: remark.name });

    // The server's refusal (longer than a text may be) on the field it names.
    await values.getByLabel(remark.name).fill('x'.repeat(5001));
    await values.getByRole('button', { name: 'Opslaan' }).click();
    await expect(field).toContainText('Deze tekst is te lang');
    await screenshot(page, 'area-value-refused');

    const text = uniqueName('Onderhoud door de gemeente');
    await values.getByLabel(remark.name).fill(text);
    await values.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Het gebied is opgeslagen');
    await expect(field).not.toContainText('Deze tekst is te lang');
    const stored = await apiCall<{ id: number; value: unknown }[]>(page, 'GET', `/v1/geo/${area.id}/attribute`);
    expect(stored.find((a) => a.id === remark.id)?.value).toBe(text);
    await page.reload();
    await settled(page);
    await expect(values.getByLabel(remark.name)).toHaveValue(text);
    await screenshot(page, 'area-value-saved');
  });

  test("the Actieoverzicht's area choice follows an import, a rename and a delete without a reload", async ({ page }) => {
    await startSession(page, accounts.anna);
    const menu = page.getByRole('menu', { name: 'Hoofdmenu' });
    const toOverview = async () => {
      const link = menu.getByRole('link', { name: 'Actieoverzicht', exact: true });
      if (!(await link.isVisible())) await menu.getByRole('menuitem', { name: 'Acties', exact: true }).click();
      await link.click();
      await expect(page).toHaveURL(/\/admin\/actions(\?|$)/);
    };
    // The choices found by a search (a long list draws its first rows only).
    const choices = async (search: string) => {
      const box = page.getByLabel('Toon gebied', { exact: true });
      await box.click();
      await box.fill(search);
      const shown = await page.locator('.ant-select-dropdown:visible .ant-select-item-option').allTextContents();
      await page.keyboard.press('Escape');
      return shown;
    };
    // The overview's choices read once, then the areas changed elsewhere in the console: its menu, no page load.
    await openPage(page, '/admin/actions?sort=-id');
    await settled(page);
    await expect.poll(() => choices('Gemeente')).toContainEqual(expect.stringMatching(/^Gemeente /));
    const name = uniqueName('Wijk uit import');
    await menu.getByRole('link', { name: 'Gebieden', exact: true }).click();
    await page.getByRole('button', { name: 'Importeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gebieden importeren' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'wijk.geojson', mimeType: 'application/geo+json',
      buffer: Buffer.from(JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: square([5.2, 52.3]), properties: { name } }] }), 'utf8'),
    });
    await expect(dialog).toContainText('1 nieuw, 0 bijwerken, 0 geweigerd');
    await dialog.getByRole('button', { name: 'Importeren' }).click();
    await expectToast(page, 'Import voltooid: 1 nieuw, 0 bijgewerkt');
    await toOverview();
    await expect.poll(() => choices(name)).toContain(`${name} (0)`);
    await page.getByLabel('Toon gebied', { exact: true }).click();
    await page.getByLabel('Toon gebied', { exact: true }).fill(name);
    await screenshot(page, 'actions-area-choice-after-import');
    await page.keyboard.press('Escape');

    // Renamed on its page, then deleted: the choice follows each.
    const renamed = `${name} hernoemd`;
    await menu.getByRole('link', { name: 'Gebieden', exact: true }).click();
    await searchColumn(page, 'Naam', name);
    await tableRows(page.getByRole('table', { name: 'Gebieden' })).filter({ hasText: name }).getByRole('link', { name: 'Bekijken' }).click();
    await settled(page);
    const details = page.getByRole('form', { name: 'Gegevens' });
    await details.getByLabel('Naam').fill(renamed);
    await details.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Het gebied is opgeslagen');
    await toOverview();
    await expect.poll(() => choices(name)).toContain(`${renamed} (0)`);
    expect(await choices(name)).not.toContain(`${name} (0)`);
    await page.goBack();
    await chooseAction(page, 'Verwijderen');
    await confirmYes(page);
    await expectToast(page, `${renamed} is verwijderd`);
    await toOverview();
    await expect.poll(() => choices(name)).toEqual([]);
  });

  test('a user who does not administer the network reads the areas without import, save or delete', async ({ page }) => {
    await startSession(page, accounts.anna);
    const networkId = storedSession(page)?.networkId ?? 0;
    const [area] = await apiCall<Named[]>(page, 'GET', '/v1/geo?format=json&sort=name&perPage=1');
    // The user's permissions on the network without module-admin (the answer that names them stubbed).
    const network = await apiCall<Named>(page, 'GET', `/v1/network/${networkId}`);
    const me = await apiCall<{ id: number; name: string; email: string }>(page, 'GET', '/v1/me');
    const reader = { ...network, user: { data: [{ id: me.id, name: me.name, email: me.email, role_id: 1, permissions: { data: ['module-map'] } }] } };
    await page.route(new RegExp(`/v1/network/${networkId}\\?include=user\\.permissions$`), (route) => route.fulfill({ json: { data: reader } }));
    await openPage(page, '/admin/geo_areas');
    await expect(tableRows(page.getByRole('table', { name: 'Gebieden' })).filter({ hasText: area.name })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Importeren' })).toHaveCount(0);
    await visit(page, `/admin/geo_areas/${area.id}`);
    await settled(page);
    await expect(page.getByRole('form', { name: 'Gegevens' }).getByLabel('Naam')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Acties', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Geschiedenis' })).toHaveAttribute('href', `/admin/audit?subject_type=geo&subject_id=${area.id}`);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('the list, an area and the map fit the width', async ({ page }) => {
      await startSession(page, accounts.anna);
      const [area] = await apiCall<Named[]>(page, 'GET', '/v1/geo?format=json&sort=name&perPage=1');
      // The first screen is a page load, the next reached through the console's history.
      for (const [i, [at, name]] of ([['/admin/geo_areas', 'phone-areas-list'], [`/admin/geo_areas/${area.id}`, 'phone-area-page']] as const).entries()) {
        await (i === 0 ? openPage : visit)(page, at);
        await settled(page);
        const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
        expect(size.scroll, `${at} scrolls sideways`).toBeLessThanOrEqual(size.viewport);
        await expectAccessible(page, at);
        await screenshot(page, name);
      }
      await visit(page, '/admin/map');
      await page.getByRole('checkbox', { name: 'Gebieden tonen' }).check();
      await expect.poll(() => drawnOnMap(page, ['geo-areas-line'], 'name'), { timeout: 15_000 }).not.toEqual([]);
      await page.getByRole('region', { name: 'Kaart van het netwerk' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await screenshot(page, 'phone-areas-on-map');
      await visit(page, '/admin/actions?sort=-id');
      await settled(page);
      await screenshot(page, 'phone-actions-area-filter');
    });
  });
});

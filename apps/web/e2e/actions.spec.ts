/**
 * The action overview (Actieoverzicht) and an action's page: an action made on a junction post
 * through the API, found in the list and narrowed by its status in the URL, opened; its status
 * changed, an attribute refused on its field and then filled, a comment posted, a photo
 * uploaded, then deleted. 'Nieuwe actie' makes one on an object chosen by its code. On a phone
 * both screens fit the width.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accounts, apiCall, areaCentre, chooseAction, confirmYes, expectAccessible, expectLoaded, expectToast, openPage, pickFixedOption, pickOption, screenshot, startSession, storedSession, tableRows, uniqueName,
} from './driver';

/** A 1 × 1 PNG, a real one: the server recognises a photo by its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Named { id: number; name: string }
interface ActionRow { id: number; action_status_name: string | null; attributes: { name: string; value: unknown }[] }

/** The demo network's repair type (its photo types linked) and a junction post; an action of that type on the post. */
async function repairOnPost(page: Page, description: string): Promise<{ action: ActionRow; code: string; typeId: number }> {
  const types = await apiCall<Named[]>(page, 'GET', '/v1/dynamic_action_type?perPage=9999');
  const repair = types.find((x) => x.name === 'Reparatie');
  if (!repair) throw new Error('no action type Reparatie');
  const imageTypes = await apiCall<Named[]>(page, 'GET', '/v1/action_image_type?perPage=9999');
  await apiCall(page, 'POST', `/v1/dynamic_action_type/${repair.id}/action_image_type`, { relation: imageTypes.map((x) => x.id) });
  const [post] = await apiCall<{ id: number; code: string }[]>(page, 'GET', '/v1/object?filter[code]=KP&sort=code&perPage=1');
  const action = await apiCall<ActionRow>(page, 'POST', '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: post.id, description });
  return { action, code: post.code, typeId: repair.id };
}

test.describe('actions', () => {
  test('an action on an object: in the list, narrowed by status, opened, changed, commented, photographed and deleted', async ({ page }) => {
    test.setTimeout(120_000);
    await startSession(page, accounts.anna);
    const description = uniqueName('Paal scheef, het bordje wijst de verkeerde kant op en de sticker is half los');
    const { action, code, typeId } = await repairOnPost(page, description);
    expect(action.action_status_name).toBe('Nieuw');
    // A yes/no of the type that nobody touches: saved without a value, not as 'Nee'.
    const checked = await apiCall<Named>(page, 'POST', '/v1/attribute', { name: uniqueName('Gecontroleerd'), type: 'boolean' });
    await apiCall(page, 'POST', `/v1/dynamic_action_type/${typeId}/attribute`, { relation: [checked.id] });

    await openPage(page, '/admin/actions?sort=-id');
    const table = page.getByRole('table', { name: 'Actieoverzicht' });
    await expectLoaded(table);
    const row = tableRows(table).filter({ has: page.getByRole('cell', { name: String(action.id), exact: true }) });
    await expect(row).toContainText(code);
    await expect(row).toContainText('Nieuw');
    // Its description, whole in the cell's title; its status with the status's colour (the demo's 'Nieuw': #1677ff).
    await expect(row.getByTitle(description)).toHaveText(description);
    await expect(row.locator('.ant-tag', { hasText: 'Nieuw' }).locator('.status-ring')).toHaveCSS('border-top-color', 'rgb(22, 119, 255)');
    await screenshot(page, 'actions-list');

    // Another status leaves it out; its own brings it back, and the choice is in the URL.
    await pickOption(page, 'Toon status', 'Afgehandeld');
    await expect(page).toHaveURL(/[?&]status=\d+/);
    await expectLoaded(table);
    await expect(row).toHaveCount(0);
    await pickOption(page, 'Toon status', 'Nieuw');
    await expectLoaded(table);
    await expect(row).toHaveCount(1);
    await page.getByRole('checkbox', { name: 'Open voor mij' }).check();
    await expect(page).toHaveURL(/[?&]open=1/);
    await expect(row).toHaveCount(1);

    await row.getByRole('link', { name: /Bekijken/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/actions/${action.id}$`));
    await expect(page.getByRole('heading', { name: `Actie ${action.id}` })).toBeVisible();
    await expect(page.getByRole('link', { name: code })).toHaveAttribute('href', /\/admin\/map\?object=\d+$/);
    await screenshot(page, 'action-page-top');

    // The status, among those the role may set.
    const details = page.getByRole('form', { name: 'Gegevens' });
    await pickFixedOption(page, 'Status', 'In behandeling', details);
    await details.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect.poll(async () => (await apiCall<ActionRow>(page, 'GET', `/v1/action/${action.id}`)).action_status_name).toBe('In behandeling');

    // An attribute of the type: the server's refusal on its field first, then a value saved.
    const attributes = page.getByRole('form', { name: 'Attributen' });
    await attributes.getByLabel('Opmerking').fill('x'.repeat(5001));
    await attributes.getByRole('button', { name: 'Opslaan' }).click();
    await expect(attributes.locator('.ant-form-item').filter({ hasText: 'Opmerking' })).toContainText('Deze tekst is te lang');
    const remark = uniqueName('Nieuwe kop nodig');
    await attributes.getByLabel('Opmerking').fill(remark);
    await attributes.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');
    await expect.poll(async () => (await apiCall<ActionRow>(page, 'GET', `/v1/action/${action.id}`)).attributes.find((a) => a.name === 'Opmerking')?.value).toBe(remark);
    const saved = await apiCall<ActionRow>(page, 'GET', `/v1/action/${action.id}`);
    expect(saved.attributes.find((a) => a.name === checked.name)?.value ?? null).toBeNull();

    // A comment, shown with its writer.
    const comment = uniqueName('Morgen langs');
    const commentForm = page.getByRole('form', { name: 'Opmerking plaatsen' });
    await commentForm.getByLabel('Opmerking').fill(comment);
    await commentForm.getByRole('button', { name: 'Opmerking plaatsen' }).click();
    const comments = page.getByRole('list', { name: 'Opmerkingen' });
    await expect(comments).toContainText(comment);
    await expect(comments).toContainText('Anna de Vries');

    // A photo of an image type, drawn from its bytes.
    const photos = page.getByRole('region', { name: "Foto's" });
    await pickFixedOption(page, 'Afbeeldingstype', 'Foto', photos);
    await photos.locator('input[type="file"]').setInputFiles({ name: 'paal.png', mimeType: 'image/png', buffer: PNG });
    await expectToast(page, 'Foto toegevoegd');
    const thumb = photos.getByRole('img', { name: 'Foto paal.png (Foto)' });
    await expect(thumb).toBeVisible();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await screenshot(page, 'action-page');
    // Copied to the action's object, where the map's object panel shows it.
    await photos.getByRole('button', { name: `Foto paal.png naar object ${code} kopiëren` }).click();
    await expectToast(page, `De foto staat nu ook bij ${code}`);
    const onObject = await apiCall<{ map_object_id: number }>(page, 'GET', `/v1/action/${action.id}`);
    expect((await apiCall<{ name: string }[]>(page, 'GET', `/v1/object/${onObject.map_object_id}/image`)).map((p) => p.name)).toEqual(['paal.png']);

    await chooseAction(page, 'Verwijderen');
    await confirmYes(page);
    await expectToast(page, 'Actie verwijderd');
    await expect(page).toHaveURL(/\/admin\/actions$/);
    const session = storedSession(page);
    const gone = await page.request.get(`/v1/action/${action.id}`, {
      headers: { Authorization: `Bearer ${session?.accessToken}`, 'x-tenant': String(session?.tenantId), 'x-network': String(session?.networkId) },
    });
    expect(gone.status()).toBe(404);
  });

  test("'Nieuwe actie' makes one of a type on an object chosen by its code and opens it; an unknown action is not found", async ({ page }) => {
    await startSession(page, accounts.anna);
    const [post] = await apiCall<{ id: number; code: string }[]>(page, 'GET', '/v1/object?filter[code]=KP&sort=-code&perPage=1');
    await openPage(page, '/admin/actions');
    await page.getByRole('button', { name: 'Nieuwe actie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe actie' });
    await pickOption(page, 'Actietype', 'Reparatie', dialog);
    const object = dialog.getByLabel('Object (code)');
    await object.fill(post.code);
    await page.locator('.ant-select-dropdown:visible').getByTitle(`${post.code} · Knooppuntpaal`, { exact: true }).click();
    await screenshot(page, 'actions-new-dialog');
    await dialog.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(page).toHaveURL(/\/admin\/actions\/\d+$/);
    await expect(page.getByRole('link', { name: post.code })).toHaveAttribute('href', `/admin/map?object=${post.id}`);

    // An address of no action says so, with the way back.
    await openPage(page, '/admin/actions/2147483647');
    await expect(page.getByText('Actie niet gevonden')).toBeVisible();
    await page.getByRole('link', { name: 'Terug naar het actieoverzicht' }).click();
    await expect(page).toHaveURL(/\/admin\/actions$/);
  });

  test('a final status that would make an object without its required value says which value of which object type is missing', async ({ page }) => {
    await startSession(page, accounts.anna);
    const height = await apiCall<Named>(page, 'POST', '/v1/attribute', { name: uniqueName('Hoogte'), type: 'integer' });
    const bench = await apiCall<Named>(page, 'POST', '/v1/type', { name: uniqueName('Bank'), geo_type: 'point', prefix: 'BK' });
    await apiCall(page, 'POST', `/v1/type/${bench.id}/attribute`, { relation: [{ id: height.id, required: true }] });
    const place = await apiCall<Named>(page, 'POST', '/v1/dynamic_action_type', { name: uniqueName('Plaatsen'), own_geo: true, creates_object: true, on_network: true });
    await apiCall(page, 'POST', `/v1/dynamic_action_type/${place.id}/map_object_type`, { relation: [bench.id] });
    const action = await apiCall<ActionRow>(page, 'POST', '/v1/action', { dynamic_action_type_id: place.id, geometry: { type: 'Point', coordinates: await areaCentre(page) } });

    await openPage(page, `/admin/actions/${action.id}`);
    const details = page.getByRole('form', { name: 'Gegevens' });
    await pickFixedOption(page, 'Status', 'Afgehandeld', details);
    await details.getByRole('button', { name: 'Opslaan' }).click();
    const said = `Deze eindstatus maakt een object, maar een verplichte waarde ontbreekt: ${height.name} (${bench.name})`;
    await expect(details.locator('.ant-form-item').filter({ hasText: 'Status' })).toContainText(said);
    // Not a bare "Dit veld is verplicht" about a field the action's page does not have.
    await expect(page.getByText('Dit veld is verplicht')).toHaveCount(0);
    await screenshot(page, 'action-final-refused');
    expect((await apiCall<ActionRow>(page, 'GET', `/v1/action/${action.id}`)).action_status_name).not.toBe('Afgehandeld');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('the list and an action fit the width', async ({ page }) => {
      await startSession(page, accounts.anna);
      const { action } = await repairOnPost(page, uniqueName('Bord weg'));
      for (const [at, name] of [['/admin/actions', 'phone-actions-list'], [`/admin/actions/${action.id}`, 'phone-action-page']] as const) {
        await openPage(page, at);
        await expect(page.locator('main').locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
        const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
        expect(size.scroll, `${at} scrolls sideways`).toBeLessThanOrEqual(size.viewport);
        await expectAccessible(page, at);
        await screenshot(page, name);
      }
      // The list's status is in view, not cut off behind the columns before it.
      await openPage(page, '/admin/actions?sort=-id');
      const row = tableRows(page.getByRole('table', { name: 'Actieoverzicht' })).first();
      const status = row.locator('.ant-tag', { hasText: 'Nieuw' });
      await expect(status).toBeVisible();
      const box = await status.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `the status at ${JSON.stringify(box)}`).toBe(true);
    });
  });
});

/**
 * Routes en selecties: a route made through 'Nieuwe route of selectie', built on its page from
 * four junction posts chosen by their code, its course drawn with its stops numbered and its
 * length shown, reordered by the drag-sort kit, reversed, a stop taken out, a junction no
 * segment reaches added (the gap listed and drawn), exported as GPX, deleted and restored from
 * the list's "Verwijderd" view. The selection type's page counts the objects of a required type
 * in no route and links them to Kaart. On a phone the list and the page fit the width.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accounts, apiCall, areaCentre, chooseAction, confirmYes, expectAccessible, expectLoaded, expectToast, keyboardMove, openFromMenu, openPage,
  pickFixedOption, pickOption, screenshot, sortSwitch, startSession, tableRows, uniqueName,
  addPostByCode, junctionPosts, selectionTypeOf, type MadeObject, type NamedRow,
} from './driver';

interface Member { id: number; position: number }
interface Selection { id: number; name: string; length_m: number | null; deleted_at: string | null }

/** A copy of a junction post at the area's middle, where no route segment ends: a route through it has a gap. */
async function lonelyPost(page: Page, like: MadeObject): Promise<MadeObject> {
  const [lon, lat] = await areaCentre(page);
  return apiCall<MadeObject>(page, 'POST', '/v1/object', {
    map_object_type_id: like.map_object_type_id,
    geometry: { type: 'Point', coordinates: [lon + 0.0031, lat + 0.0017] }, name: uniqueName('Eenzaam'),
    attributes: like.attributes.filter((a) => a.value !== null).map((a) => ({ id: a.id, value: a.value })),
  });
}

/** How the page names an object: its label (a junction's number) with its code. */
const shownName = (o: MadeObject) => (o.label.trim() && o.label !== o.code ? `${o.label} (${o.code})` : o.code);

const members = async (page: Page, id: number) => (await apiCall<Member[]>(page, 'GET', `/v1/selection/${id}/object?perPage=9999`)).map((m) => m.id);

/** The stops the selection's map draws, with their numbers, in the order of its source. */
const drawnStops = (map: Locator) => map.evaluate((el) => {
  const style = (el as unknown as { maplibreMap: { getStyle: () => { sources: Record<string, { data?: { features?: { properties: { kind: string; id: number; order: string } }[] } }> } } }).maplibreMap.getStyle();
  return (style.sources['selection-course']?.data?.features ?? []).filter((f) => f.properties.kind === 'stop').map((f) => [f.properties.order, f.properties.id]);
});
const drawnKinds = (map: Locator) => map.evaluate((el) => {
  const style = (el as unknown as { maplibreMap: { getStyle: () => { sources: Record<string, { data?: { features?: { properties: { kind: string } }[] } }> } } }).maplibreMap.getStyle();
  return [...new Set((style.sources['selection-course']?.data?.features ?? []).map((f) => f.properties.kind))].sort();
});

test.describe('routes and selections', () => {
  test('a route: made, built from four junctions, its course and length, reordered, reversed, a gap, GPX, deleted and restored', async ({ page }) => {
    test.setTimeout(180_000);
    await startSession(page, accounts.anna);
    const type = await selectionTypeOf(page, { ordered: true, required: false });
    const posts = await junctionPosts(page, 4);
    const lonely = await lonelyPost(page, posts[0]);
    const name = uniqueName('Rondje Veluwe');

    // The list through the menu's Selecties group; a new route from it.
    await openPage(page, '/admin');
    await page.getByRole('menu', { name: 'Hoofdmenu' }).getByRole('menuitem', { name: 'Selecties', exact: true }).click();
    await openFromMenu(page, 'Routes en selecties');
    await expect(page).toHaveURL(/\/admin\/selections$/);
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Beheer home/Routes en selecties');
    await expectLoaded(page.getByRole('table', { name: 'Routes en selecties' }));
    await page.getByRole('button', { name: 'Nieuwe route of selectie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe route of selectie' });
    await pickOption(page, 'Selectietype', type.name, dialog);
    await expect(dialog).toContainText('Een route begint leeg');
    await dialog.getByLabel('Naam').fill(name);
    await dialog.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(page).toHaveURL(/\/admin\/selections\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('Gedeeld met het hele netwerk')).toBeVisible();
    await expect(page.getByText('Nog geen knooppunten')).toBeVisible();

    // Four junctions by their code: numbered 1..4 in the table and on the map, the course and its length.
    for (const post of posts) await addPostByCode(page, post.code);
    expect(await members(page, id)).toEqual(posts.map((p) => p.id));
    const order = page.getByRole('region', { name: 'Volgorde' });
    await expect(tableRows(order)).toHaveCount(4);
    const map = page.getByRole('region', { name: `Kaart van ${name}` });
    await expect(map).toHaveAttribute('data-ready', 'true');
    await expect.poll(() => drawnStops(map)).toEqual(posts.map((p, i) => [String(i + 1), p.id]));
    await expect.poll(() => drawnKinds(map)).toContain('course');
    const stored = await apiCall<Selection>(page, 'GET', `/v1/selection/${id}`);
    expect(stored.length_m).toBeGreaterThan(1000);
    const km = (Math.round((stored.length_m ?? 0) / 100) / 10).toLocaleString('nl', { minimumFractionDigits: 1 });
    await expect(page.getByRole('region', { name: 'Verloop' })).toContainText(km);
    await screenshot(page, 'selection-route');

    // Dragged by keyboard: the first stop one down.
    await sortSwitch(order).click();
    await keyboardMove(page, order, shownName(posts[0]), 1);
    await expectToast(page, 'Volgorde opgeslagen');
    await expect.poll(() => members(page, id)).toEqual([posts[1].id, posts[0].id, posts[2].id, posts[3].id]);
    await sortSwitch(order).click();

    // Reversed, then the last stop taken out.
    await order.getByRole('button', { name: 'Omkeren' }).click();
    await expectToast(page, 'De route is omgekeerd');
    await expect.poll(() => members(page, id)).toEqual([posts[3].id, posts[2].id, posts[0].id, posts[1].id]);
    await order.getByRole('button', { name: new RegExp(`^4\\. .* eruit halen$`) }).click();
    await expect.poll(() => members(page, id)).toEqual([posts[3].id, posts[2].id, posts[0].id]);

    // A junction no segment reaches: the gap is listed by its two stops and drawn dashed.
    await addPostByCode(page, lonely.code);
    const gaps = page.getByRole('list', { name: 'Onderbrekingen' });
    await expect(gaps).toContainText(`Onderbreking tussen ${shownName(posts[0])} en ${shownName(lonely)}`);
    await expect.poll(() => drawnKinds(map)).toContain('gap');
    await screenshot(page, 'selection-route-gap');

    // GPX: a track with the course.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'GPX downloaden' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.gpx$/);
    const gpx = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(gpx).toContain('<gpx');
    expect(gpx).toMatch(/<trk>[\s\S]*<trkpt /);

    // Deleted after the confirmation, found under "Verwijderd" and restored.
    await chooseAction(page, 'Verwijderen');
    await confirmYes(page);
    await expectToast(page, `${name} is verwijderd`);
    await expect(page).toHaveURL(/\/admin\/selections$/);
    await pickFixedOption(page, 'Toon routes en selecties', 'Verwijderd');
    await expect(page).toHaveURL(/[?&]deleted=1/);
    const table = page.getByRole('table', { name: 'Routes en selecties' });
    await expectLoaded(table);
    await screenshot(page, 'selections-deleted');
    await tableRows(table).filter({ hasText: name }).getByRole('button', { name: `${name} herstellen` }).click();
    await expectToast(page, `${name} is hersteld`);
    expect((await apiCall<Selection>(page, 'GET', `/v1/selection/${id}`)).deleted_at).toBeNull();
  });

  test("the list by type with a route's length, and the selection type's page counting the required objects in no route", async ({ page }) => {
    await startSession(page, accounts.anna);
    const type = await selectionTypeOf(page, { ordered: true, required: true });
    const posts = await junctionPosts(page, 2);
    const route = await apiCall<Selection>(page, 'POST', '/v1/selection', { selection_type_id: type.id, name: uniqueName('Kort rondje'), objects: posts.map((p) => p.id) });

    await openPage(page, `/admin/selections?type=${type.id}`);
    const table = page.getByRole('table', { name: 'Routes en selecties' });
    await expectLoaded(table);
    await expect(tableRows(table)).toHaveCount(1);
    await expect(tableRows(table).first()).toContainText(route.name);
    await expect(tableRows(table).first()).toContainText(/\d+,\d/);
    await screenshot(page, 'selections-list');

    // Every junction post but the two in the route is in no route of the type.
    const all = await apiCall<unknown[]>(page, 'GET', '/v1/object?filter[map_object_type_name]=Knooppuntpaal&perPage=9999');
    await openPage(page, `/admin/selection_type/${type.id}`);
    const check = page.getByRole('region', { name: 'Verplichte objecten' });
    await expect(check).toContainText(`${all.length - 2} objecten van type Knooppuntpaal in geen route`);
    const missing = check.getByRole('list', { name: 'Objecten in geen selectie van dit type' });
    await expect(missing.getByRole('link', { name: posts[0].code, exact: true })).toHaveCount(0);
    const [first] = await apiCall<MadeObject[]>(page, 'GET', `/v1/selection_type/${type.id}/missing?perPage=1`);
    await expect(missing.getByRole('link').first()).toHaveAttribute('href', `/admin/map?object=${first.id}`);
    await screenshot(page, 'selection-type-missing');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('the list and a route fit the width', async ({ page }) => {
      await startSession(page, accounts.anna);
      const type = await selectionTypeOf(page, { ordered: true, required: false });
      const posts = await junctionPosts(page, 3);
      const route = await apiCall<Selection>(page, 'POST', '/v1/selection', { selection_type_id: type.id, name: uniqueName('Telefoonroute'), objects: posts.map((p) => p.id) });
      for (const [at, name] of [['/admin/selections', 'phone-selections-list'], [`/admin/selections/${route.id}`, 'phone-selection-page']] as const) {
        await openPage(page, at);
        await expect(page.locator('main').locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
        const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
        expect(size.scroll, `${at} scrolls sideways`).toBeLessThanOrEqual(size.viewport);
        await screenshot(page, name);
      }
      await expectAccessible(page, 'a route on a phone');
      // Its map and its order, further down.
      await page.getByRole('region', { name: 'Volgorde' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'phone-selection-order');
    });
  });
});

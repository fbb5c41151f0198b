/**
 * Routes on 'Kaart': a new route built by clicking four of the demo's junctions, one under an
 * open action's ring (the course following the route segments after each click, its length
 * said), the last junction clicked again and an object of a type not linked to the route's kind
 * refused with the reason, a stop added by its code and removed, the stops reordered by keyboard and reversed, cancel asking first, the route saved in that
 * order and drawn over the map from the address; a junction's panel listing the route with a
 * link to its page, where its GPX is downloaded; the same map on a phone.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accounts, apiCall, clickMapAt, drawnOnMap, expectToast, fitMapTo, keyboardMove, openPage, screenshot, sortSwitch, startSession, uniqueName,
} from './driver';

type Position = [number, number];
interface Junction { id: number; code: string; map_object_type_id: number; geometry: { type: string; coordinates: Position } }
interface Segment { id: number; code: string; geometry: { type: string; coordinates: Position[] } }

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Kaart van het netwerk' });
const panelOf = (page: Page) => page.getByRole('region', { name: 'Objecten op de kaart' });
const far = (a: Position, b: Position) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;

/**
 * A kind of route (an ordered selection type) that the demo's junction posts may join, and
 * four junctions near each other, each the nearest to the one before; a route segment among
 * them (a type not linked to that kind).
 */
async function routeWorld(page: Page) {
  const types = await apiCall<{ id: number; name: string }[]>(page, 'GET', '/v1/type?perPage=9999');
  const post = types.find((t) => t.name === 'Knooppuntpaal');
  const segmentType = types.find((t) => t.name === 'Routedeel');
  if (!post || !segmentType) throw new Error('the demo network has no junction posts or segments');
  const kind = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/selection_type', { name: uniqueName('Fietsroute'), is_ordered: true, is_network: true });
  await apiCall(page, 'POST', `/v1/type/${post.id}/map_object_selection`, { relation: [{ id: kind.id, required: false }] });
  // Posts with signs hung on them (the demo's every tenth) show a sign's icon over the post: left out.
  const signs = types.find((t) => t.name === 'Richtingbord');
  const signed = signs ? await apiCall<Junction[]>(page, 'GET', `/v1/object?map_object_type_id=${signs.id}&perPage=9999`) : [];
  const posts = (await apiCall<Junction[]>(page, 'GET', `/v1/object?map_object_type_id=${post.id}&perPage=9999`))
    .filter((p) => !signed.some((sign) => far(sign.geometry.coordinates, p.geometry.coordinates) < 0.003 ** 2));
  const start = posts.find((p) => p.code.endsWith('45')) ?? posts[0];
  const chosen = [start];
  while (chosen.length < 5) {
    const last = chosen[chosen.length - 1].geometry.coordinates;
    const next = posts.filter((p) => !chosen.includes(p)).sort((a, b) => far(a.geometry.coordinates, last) - far(b.geometry.coordinates, last))[0];
    chosen.push(next);
  }
  const segments = await apiCall<Segment[]>(page, 'GET', `/v1/object?map_object_type_id=${segmentType.id}&perPage=9999`);
  const centre = chosen[0].geometry.coordinates;
  const segment = segments.sort((a, b) => far(a.geometry.coordinates[2], centre) - far(b.geometry.coordinates[2], centre))[0];
  return { kind, junctions: chosen.slice(0, 4), fifth: chosen[4], segment };
}

/** The codes of the route's stops as the list beside the map shows them, in order. */
async function stopCodes(page: Page): Promise<string[]> {
  const rows = panelOf(page).getByRole('region', { name: 'Punten', exact: true }).locator('tbody tr[data-row-key]');
  return (await rows.allInnerTexts()).map((text) => /KP\d+/.exec(text)?.[0] ?? text);
}

test('a route built by clicking four junctions follows the segments, is reordered, reversed and saved; a junction lists it and its page exports its GPX', async ({ page }) => {
  test.setTimeout(180_000);
  await startSession(page, accounts.anna);
  const { kind, junctions, fifth, segment } = await routeWorld(page);
  const [a, b, c, d] = junctions;
  // An open action on a junction draws its ring over it; building a route, a click there still
  // chooses the junction.
  const actionTypes = await apiCall<{ id: number; name: string }[]>(page, 'GET', '/v1/dynamic_action_type?perPage=9999');
  const repair = actionTypes.find((x) => x.name === 'Reparatie');
  if (!repair) throw new Error('the demo network has no action type Reparatie');
  const ringed = await apiCall<{ id: number }>(page, 'POST', '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: c.id, description: uniqueName('Ring over de paal') });
  await openPage(page, '/admin/map');
  await expect(mapRegion(page)).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  const panel = panelOf(page);

  await panel.getByRole('button', { name: 'Nieuwe route' }).click();
  const form = panel.getByRole('form', { name: 'Nieuwe route' });
  await expect(form.getByRole('status')).toContainText('Kies eerst een soort route');
  await form.getByRole('combobox', { name: 'Soort route' }).click();
  await page.locator('.ant-select-item-option', { hasText: kind.name }).click();
  await expect(form.getByRole('status')).toContainText('Klik de knooppunten van de route op de kaart aan');
  await fitMapTo(page, junctions.map((j) => j.geometry.coordinates));
  await expect.poll(() => drawnOnMap(page, ['objects-points'], 'id'), { timeout: 15_000 }).toEqual(expect.arrayContaining(junctions.map((j) => j.id)));
  await expect.poll(() => drawnOnMap(page, ['actions-rings'], 'id'), { timeout: 15_000 }).toContain(ringed.id);

  // Four junctions clicked one after the other: the list follows, and after the second the
  // course is drawn along the segments with its length.
  for (const junction of junctions) await clickMapAt(page, junction.geometry.coordinates);
  await expect.poll(() => stopCodes(page)).toEqual([a.code, b.code, c.code, d.code]);
  await expect(form.getByRole('region', { name: 'Verloop van de route' })).toContainText(/Lengte: \d+,?\.?\d* km/);
  await expect.poll(() => drawnOnMap(page, ['selection-course-line'], 'kind'), { timeout: 15_000 }).toContain('course');
  await expect.poll(async () => (await drawnOnMap(page, ['selection-stops'], 'order')).sort()).toEqual(['1', '2', '3', '4']);
  await screenshot(page, 'map-route-built');

  // The junction the route ends on, clicked again: no stop of no length, said why.
  await clickMapAt(page, d.geometry.coordinates);
  await expect(form.getByRole('status')).toContainText(`De route eindigt al bij ${d.code}`);
  expect(await stopCodes(page)).toHaveLength(4);

  // A route segment is no stop of this kind of route: said why, nothing added.
  await clickMapAt(page, segment.geometry.coordinates[2]);
  await expect(form.getByRole('status')).toContainText('kan geen punt van deze route zijn: het objecttype Routedeel hoort niet bij');
  expect(await stopCodes(page)).toHaveLength(4);

  // By keyboard: a fifth stop found by its code, then removed with its button.
  const byCode = form.getByRole('combobox', { name: 'Punt toevoegen op code' });
  await byCode.fill(fifth.code);
  await page.locator('.ant-select-item-option', { hasText: new RegExp(`^${fifth.code} ·`) }).click();
  await expect.poll(() => stopCodes(page)).toEqual([a.code, b.code, c.code, d.code, fifth.code]);
  await form.getByRole('button', { name: `Punt 5 (${fifth.code}) verwijderen` }).click();
  await expect.poll(() => stopCodes(page)).toEqual([a.code, b.code, c.code, d.code]);

  // Reordered with the drag-sort kit (keyboard), then reversed.
  const stops = form.getByRole('region', { name: 'Punten', exact: true });
  await sortSwitch(stops).click();
  await keyboardMove(page, stops, a.code, 1);
  await expect.poll(() => stopCodes(page)).toEqual([b.code, a.code, c.code, d.code]);
  await stops.getByRole('button', { name: 'Omkeren' }).click();
  await expect.poll(() => stopCodes(page)).toEqual([d.code, c.code, a.code, b.code]);

  // Cancel asks first while there are stops; 'Verder bouwen' keeps them.
  await form.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByRole('dialog')).toContainText('De route weggooien?');
  await page.getByRole('button', { name: 'Verder bouwen' }).click();
  expect(await stopCodes(page)).toHaveLength(4);

  // Saved in that order, then shown over the map from the address.
  const name = uniqueName('Heideroute');
  await form.getByRole('textbox', { name: 'Naam van de route' }).fill(name);
  await form.getByRole('button', { name: 'Route opslaan' }).click();
  await expectToast(page, `De route ${name} is opgeslagen`);
  await expect(page).toHaveURL(/\/admin\/map\?selection=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('selection'));
  const members = await apiCall<{ id: number; position: number }[]>(page, 'GET', `/v1/selection/${id}/object?perPage=9999`);
  expect(members.map((m) => m.id)).toEqual([d.id, c.id, a.id, b.id]);
  const chooser = panel.getByRole('group', { name: 'Selecties' });
  await expect(chooser).toContainText(`${name} (${kind.name})`);
  // Its length as its course says it, in Dutch numbers.
  await expect(chooser.locator(`[data-selection-id="${id}"]`)).toContainText(new RegExp(`Route \\(${kind.name}\\), [1-9]\\d*,\\d km`));
  await expect(chooser.getByRole('link', { name: `${name} openen` })).toHaveAttribute('href', `/admin/selections/${id}`);
  await expect.poll(() => drawnOnMap(page, ['selection-course-line'], 'kind'), { timeout: 15_000 }).toContain('course');
  await screenshot(page, 'map-route-shown');

  // A junction of the route lists it in its panel, with a link to the route's page.
  await clickMapAt(page, a.geometry.coordinates);
  await expect(panel.getByRole('heading', { name: a.code })).toBeVisible();
  const ofObject = panel.getByRole('region', { name: 'Routes en selecties met dit object' });
  await expect(ofObject.getByRole('link', { name })).toHaveAttribute('href', `/admin/selections/${id}`);
  await ofObject.scrollIntoViewIfNeeded();
  await screenshot(page, 'map-object-routes');

  // Its page exports the route as GPX: a track and a waypoint per junction.
  await ofObject.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/selections/${id}$`));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'GPX downloaden' }).click();
  const gpx = fs.readFileSync(await (await download).path(), 'utf8');
  expect(gpx).toContain('<gpx');
  expect(gpx).toContain('<trkseg>');
  expect(gpx.match(/<wpt /g)).toHaveLength(4);
});

test('on a phone the route shown over the map keeps the map in view, the panel under it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startSession(page, accounts.anna);
  const { kind, junctions } = await routeWorld(page);
  const route = await apiCall<{ id: number }>(page, 'POST', '/v1/selection', { selection_type_id: kind.id, name: uniqueName('Duinroute'), objects: junctions.map((j) => j.id) });
  await openPage(page, `/admin/map?selection=${route.id}`);
  await expect(mapRegion(page)).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect.poll(async () => (await drawnOnMap(page, ['selection-stops'], 'order')).sort(), { timeout: 15_000 }).toEqual(['1', '2', '3', '4']);
  await expect(panelOf(page).getByRole('group', { name: 'Selecties' })).toContainText(kind.name);
  // Nothing scrolls sideways; the panel sits under the map.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const [map, panel] = [await mapRegion(page).boundingBox(), await panelOf(page).boundingBox()];
  expect(panel?.y ?? 0).toBeGreaterThan((map?.y ?? 0) + (map?.height ?? 0) - 1);
  await screenshot(page, 'map-route-phone');
  await panelOf(page).getByRole('button', { name: 'Nieuwe route' }).click();
  const form = panelOf(page).getByRole('form', { name: 'Nieuwe route' });
  await expect(form.getByRole('region', { name: 'Punten', exact: true })).toContainText('Nog geen punten: klik ze op de kaart aan.');
  await form.scrollIntoViewIfNeeded();
  await screenshot(page, 'map-route-phone-builder');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/**
 * A line split where it is clicked ('Splitsen' in a line's panel): a click beside the line is
 * refused with how far off it is, a click on it asks first and says what happens, then both
 * parts are on the map and the first part's panel is open; the object's history holds one entry.
 * Escape leaves the mode. On a phone the map comes into view with the hint over it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accounts, apiCall, clickMapAt, confirmDialog, drawnOnMap, expectToast, fitMapTo, mapPanel, openMapObject, openPage, screenshot, startSession,
} from './driver';

type Position = [number, number];
interface Line { id: number; code: string; name: string | null; length_m: number | null; geometry: { coordinates: Position[] } }

/** A demo route segment (the newest: far from the junctions other specs build routes on) and a point on it between two corners. */
async function demoLine(page: Page): Promise<{ line: Line; at: Position; typeId: number }> {
  const type = (await apiCall<{ id: number; name: string }[]>(page, 'GET', '/v1/type?perPage=9999')).find((x) => x.name === 'Routedeel');
  if (!type) throw new Error('the demo network has no route segments');
  const lines = await apiCall<Line[]>(page, 'GET', `/v1/object?map_object_type_id=${type.id}&perPage=9999`);
  const line = lines.filter((l) => l.geometry.coordinates.length >= 2).sort((a, b) => b.id - a.id)[0];
  const points = line.geometry.coordinates;
  const m = Math.floor((points.length - 1) / 2);
  const [a, b] = [points[m], points[m + 1]];
  return { line, at: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], typeId: type.id };
}

test('a demo line split where it is clicked: refused beside the line, asked first, both parts on the map, one entry in its history', async ({ page }) => {
  test.setTimeout(120_000);
  await startSession(page, accounts.anna);
  const { line, at, typeId } = await demoLine(page);
  const beside: Position = [at[0] + 0.0012, at[1] + 0.0012];
  await openMapObject(page, line.id);
  await fitMapTo(page, [...line.geometry.coordinates, beside]);
  const panel = mapPanel(page);

  await panel.getByRole('button', { name: 'Splitsen' }).click();
  const hint = panel.getByRole('status').filter({ hasText: `Klik op de lijn van ${line.code}` });
  await expect(hint).toBeVisible();
  // A click beside the line says how far off it is; nothing is asked or sent.
  await clickMapAt(page, beside);
  await expect(hint).toContainText(/Dat punt ligt \d+ m naast de lijn/);
  await expect(confirmDialog(page)).toHaveCount(0);
  await screenshot(page, 'map-split-beside');

  // On the line: the confirmation says what happens.
  await clickMapAt(page, at);
  const dialog = confirmDialog(page);
  await expect(dialog).toContainText(`${line.code} splitsen?`);
  await expect(dialog).toContainText('in twee objecten gesplitst');
  await expect(dialog).toContainText(`${line.code} houdt het eerste deel`);
  await screenshot(page, 'map-split-confirm');
  await dialog.getByRole('button', { name: 'Splitsen' }).click();
  await expectToast(page, `${line.code} is gesplitst: het tweede deel is RD`);

  // The object keeps the first part, up to the point clicked; the new one has the second.
  const first = await apiCall<Line>(page, 'GET', `/v1/object/${line.id}`);
  const end = first.geometry.coordinates[first.geometry.coordinates.length - 1];
  expect(Math.abs(end[0] - at[0]) + Math.abs(end[1] - at[1])).toBeLessThan(0.0002);
  const [second] = await apiCall<Line[]>(page, 'GET', `/v1/object?map_object_type_id=${typeId}&sort=-id&perPage=1`);
  expect(second.id).not.toBe(line.id);
  expect(second.name).toBe(line.name);
  expect(second.geometry.coordinates[0]).toEqual(end);
  // Both on the map, the first part's panel open, the mode left.
  await expect.poll(() => drawnOnMap(page, ['objects-lines', 'objects-selected-lines'], 'id'), { timeout: 15_000 }).toEqual(expect.arrayContaining([line.id, second.id]));
  await expect(panel.locator(`[data-object-id="${line.id}"]`)).toBeVisible();
  await expect(hint).toHaveCount(0);
  await screenshot(page, 'map-split-done');

  // One entry in the object's history: the split, naming the new part.
  await openPage(page, `/admin/audit?subject_type=object&subject_id=${line.id}`);
  const rows = page.getByRole('table').locator('tbody tr[data-row-key]');
  await expect(rows.filter({ hasText: 'Gesplitst' })).toHaveCount(1);
});

test('Escape leaves the split, reached by the keyboard; on a phone the map comes into view with the hint over it, within the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startSession(page, accounts.anna);
  const { line } = await demoLine(page);
  await openMapObject(page, line.id);
  const panel = mapPanel(page);
  const button = panel.getByRole('button', { name: 'Splitsen' });
  await button.focus();
  await page.keyboard.press('Enter');
  // The panel is below the map: the map comes into view with the hint over it.
  const hint = page.getByRole('status').filter({ hasText: `Klik op de lijn van ${line.code}` });
  await expect(hint).toBeVisible();
  await expect(hint).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Kaart van het netwerk' })).toBeInViewport({ ratio: 0.9 });
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'map-split-phone');
  await page.keyboard.press('Escape');
  await expect(hint).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});

/** The maps: drawing the network area's polygon, and the network's map (an object opened, a position clicked, what is drawn). */
import { expect, type Locator, type Page } from '@playwright/test';
import { openPage } from './sign-in';
import { expectLoaded, searchColumn } from './tables';

/**
 * Draws a polygon with the mouse: clicks each point (pixel offsets from the map's centre),
 * then the first point again, which is how terra-draw closes a polygon.
 */
export async function drawPolygon(page: Page, offsets: readonly [number, number][]): Promise<void> {
  const canvas = page.locator('.network-area-map canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('map canvas not visible');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  for (const [dx, dy] of [...offsets, offsets[0]]) {
    await page.mouse.move(cx + dx, cy + dy, { steps: 4 });
    await page.mouse.click(cx + dx, cy + dy);
    // Apart in time, so no two clicks make a double-click.
    await page.waitForTimeout(350);
  }
}

/** Scrolls the page so the whole 600 px map is in the viewport, for its screenshot. */
export async function showWholeMap(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Kaart van het netwerkgebied' }).evaluate((el) => el.scrollIntoView({ block: 'end' }));
}

/** The network's map ('Kaart'): MapLibre's map as its container holds it, for what a test asks of it. */
type MapInPage = {
  fitBounds: (b: [[number, number], [number, number]], o: { padding: number; duration: number; maxZoom: number }) => void;
  project: (p: [number, number]) => { x: number; y: number };
  loaded: () => boolean;
  queryRenderedFeatures: (o: { layers: string[] }) => { properties: Record<string, unknown>; layer: { id: string } }[];
  getLayer: (id: string) => unknown;
};
const networkMap = (page: Page) => page.getByRole('region', { name: 'Kaart van het netwerk' });

/** Fits the network's map to these positions ([lon, lat]) at once, as a user zooming there would. */
export async function fitMapTo(page: Page, positions: readonly [number, number][]): Promise<void> {
  const lons = positions.map((p) => p[0]);
  const lats = positions.map((p) => p[1]);
  await networkMap(page).evaluate((el, bounds) => {
    (el as unknown as { maplibreMap: MapInPage }).maplibreMap.fitBounds(bounds, { padding: 70, duration: 0, maxZoom: 16 });
  }, [[Math.min(...lons), Math.min(...lats)], [Math.max(...lons), Math.max(...lats)]] as [[number, number], [number, number]]);
}

/** Clicks the network's map where a position ([lon, lat]) is drawn: where MapLibre projects it on its canvas. */
export async function clickMapAt(page: Page, position: [number, number]): Promise<void> {
  const canvas = networkMap(page).locator('canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('map canvas not visible');
  const at = await networkMap(page).evaluate((el, p) => (el as unknown as { maplibreMap: MapInPage }).maplibreMap.project(p), position);
  await page.mouse.click(box.x + at.x, box.y + at.y);
  // Apart in time, so no two clicks make a double-click (which zooms).
  await page.waitForTimeout(350);
}

/** The values of `property` of what MapLibre drew in `layers` of the network's map. */
export function drawnOnMap(page: Page, layers: readonly string[], property: string): Promise<unknown[]> {
  return networkMap(page).evaluate((el, [names, key]) => {
    const map = (el as unknown as { maplibreMap: MapInPage }).maplibreMap;
    const shown = (names as string[]).filter((id) => map.getLayer(id));
    return shown.length ? map.queryRenderedFeatures({ layers: shown }).map((f) => f.properties[key as string]) : [];
  }, [layers, property] as const);
}

/** The map's panel beside it ('Objecten op de kaart'). */
export const mapPanel = (page: Page) => page.getByRole('region', { name: 'Objecten op de kaart' });

/** Opens the map at an object and waits for the map and the object's panel (its code loads when one is opened). */
export async function openMapObject(page: Page, id: number | null): Promise<void> {
  await openPage(page, `/admin/map?object=${id}`);
  await expect(networkMap(page)).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(mapPanel(page).locator(`[data-object-id="${id}"]`)).toBeVisible({ timeout: 30_000 });
}

/**
 * The objects list's "Verwijderd" view opened by address, searched on `code`: the deleted
 * object's row (the list's own cell, so a code that is part of another does not match).
 */
export async function deletedObjectRow(page: Page, code: string): Promise<Locator> {
  await openPage(page, '/admin/map_objects?deleted=1');
  const table = page.getByRole('table');
  await expectLoaded(table);
  await searchColumn(page, 'Code', code);
  return table.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
}

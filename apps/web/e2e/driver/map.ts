/** The network area map: drawing a polygon and bringing the map in view. */
import type { Page } from '@playwright/test';

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

/**
 * The map's action layer: an action on an object, in a status the role sees on the map, is drawn
 * as a ring where its object is; its switch hides it; a click on it opens the action.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts, apiCall, openPage, screenshot, startSession } from './driver';

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Kaart van het netwerk' });

/** The ids of the actions MapLibre drew: asked of the map the container holds. */
function drawnActions(page: Page): Promise<number[]> {
  return mapRegion(page).evaluate((el) => {
    const map = (el as unknown as { maplibreMap: { queryRenderedFeatures: (o: { layers: string[] }) => { properties: { id: number } }[]; getLayer: (id: string) => unknown } }).maplibreMap;
    return map.getLayer('actions-rings') ? map.queryRenderedFeatures({ layers: ['actions-rings'] }).map((f) => f.properties.id) : [];
  });
}

test('the map shows the role\'s actions where their objects are, and opens one', async ({ page }) => {
  await startSession(page, accounts.anna);
  const [post] = await apiCall<{ id: number }[]>(page, 'GET', '/v1/object?filter[code]=KP7&perPage=1');
  const [repair] = (await apiCall<{ id: number; name: string }[]>(page, 'GET', '/v1/dynamic_action_type')).filter((t) => t.name === 'Reparatie');
  // The demo's roles see the open statuses on the map: the new action gets the first of them.
  const action = await apiCall<{ id: number }>(page, 'POST', '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: post.id, description: 'Bordje scheef' });
  await openPage(page, `/admin/map?object=${post.id}`);
  await expect(mapRegion(page)).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect.poll(() => drawnActions(page), { timeout: 15_000 }).toContain(action.id);
  await screenshot(page, 'map-actions');

  const toggle = page.getByRole('checkbox', { name: /Acties tonen/ });
  await page.getByRole('button', { name: 'Sluiten' }).click();
  await toggle.uncheck();
  await expect.poll(() => drawnActions(page)).toEqual([]);
  await toggle.check();
  await expect.poll(() => drawnActions(page), { timeout: 15_000 }).toContain(action.id);

  // A click on the ring (the map's centre: the object was centred) opens the action.
  const box = await mapRegion(page).boundingBox();
  if (!box) throw new Error('no map');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`/admin/actions/${action.id}$`));
});

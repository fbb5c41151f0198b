/**
 * Kaart as a map editor who is no administrator of the network (Bram, 'Medewerker': the map,
 * its edits, actions and selections, not the configuration): the network's lock settings and
 * the types' icons reach him through what he may read, so the buttons meet the lock as the
 * server does (his teams too, for the lock 'team') and the map draws the types' own icons.
 * Nothing stubbed: his own role.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accounts, apiCall, apiGet, apiPost, apiSession, deletedObjectRow, mapPanel, openMapObject, openPage, screenshot, startSession, uniqueName, type ApiSession,
} from './driver';

type Made = { id: number; code: string };
const RED = [0xe5, 0x39, 0x35] as const;

/** A point type with a red icon in a circle, which the default icon (a black label) is not. */
async function redType(request: APIRequestContext, anna: ApiSession) {
  const type = await apiPost<{ id: number }>(request, anna, '/v1/type', { name: uniqueName('Bordpaal'), geo_type: 'point', prefix: 'BP' });
  const icon = { type: 'icon', map_object_type_id: type.id, icon: '1_signs', frame: 'circle', color: '#e53935', text_color: '#ffffff', color_selected: '#1e88e5', text_color_selected: '#ffffff' };
  expect((await request.put(`/v1/kv/map_object_type_icon_${type.id}`, { headers: anna.headers, data: { value: icon } })).ok()).toBe(true);
  return type;
}

/** A point where the demo's first junction post stands. */
async function postPlace(request: APIRequestContext, anna: ApiSession): Promise<unknown> {
  const res = await request.get('/v1/object?filter[map_object_type_name]=Knooppuntpaal&perPage=1', { headers: anna.headers });
  return ((await res.json()) as { data: { geometry: unknown }[] }).data[0].geometry;
}
const objectOf = (typeId: number, geometry: unknown) => ({ map_object_type_id: typeId, geometry, name: uniqueName('Bord') });

/** How many pixels of the map's image of the type's icon are red: the stored icon's, never the default's. */
const redPixels = (page: Page, typeId: number) => page.getByRole('region', { name: 'Kaart van het netwerk' }).evaluate((el, [id, rgb]) => {
  const map = (el as unknown as { maplibreMap: { getImage: (n: string) => { data: { data: Uint8Array } } | null | undefined } }).maplibreMap;
  const pixels = map.getImage(`type-icon-${id}`)?.data.data ?? new Uint8Array();
  let red = 0;
  for (let i = 0; i < pixels.length; i += 4) if ([0, 1, 2].every((c) => Math.abs(pixels[i + c] - rgb[c]) < 24) && pixels[i + 3] > 200) red += 1;
  return red;
}, [typeId, RED] as const);

test("a map editor who is no administrator meets the lock 'user' as the server does, and sees the types' own icons", async ({ page, request }) => {
  const anna = await apiSession(request, accounts.anna);
  const type = await redType(request, anna);
  const place = await postPlace(request, anna);
  const annas = await apiPost<Made>(request, anna, '/v1/object', objectOf(type.id, place));
  const gone = await apiPost<Made>(request, anna, '/v1/object', objectOf(type.id, place));
  expect((await request.delete(`/v1/object/${gone.id}`, { headers: anna.headers })).ok()).toBe(true);
  const lock = `/v1/kv/lock_mapobject_${anna.networkId}`;
  expect((await request.put(lock, { headers: anna.headers, data: { value: 'user', network_id: anna.networkId } })).ok()).toBe(true);
  try {
    await startSession(page, accounts.bram);
    const brams = await apiCall<Made>(page, 'POST', '/v1/object', objectOf(type.id, place));

    // Anna's object: read-only with the reason, no delete or move; its type's red icon on the map.
    await openMapObject(page, annas.id);
    const panel = mapPanel(page);
    await expect(panel.getByRole('heading', { name: annas.code })).toBeVisible();
    await expect(panel.getByText('Alleen lezen')).toBeVisible();
    await expect(panel.getByText('Alleen de maker van dit object mag het wijzigen')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Verwijderen' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Verplaatsen' })).toHaveCount(0);
    await expect.poll(() => redPixels(page, type.id), { timeout: 15_000 }).toBeGreaterThan(100);
    await screenshot(page, 'map-reader-locked');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'map-reader-locked-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    // Closed, the object shows its type's own icon (red in a circle), no longer drawn selected.
    await panel.getByRole('button', { name: 'Sluiten' }).click();
    await expect(page).toHaveURL(/\/admin\/map$/);
    await screenshot(page, 'map-reader-icons');

    // His own object: his to change under the lock 'user'.
    await openMapObject(page, brams.id);
    await expect(panel.getByRole('button', { name: 'Verwijderen' })).toBeVisible();
    await expect(panel.getByText('Alleen lezen')).toHaveCount(0);

    // Anna's deleted object: no 'Herstellen', on the map nor in the list.
    await openPage(page, `/admin/map?object=${gone.id}`);
    const notice = panel.getByRole('alert');
    await expect(notice).toContainText(`${gone.code} is verwijderd`);
    await expect(notice).toContainText('Alleen wie het mag wijzigen kan het herstellen.');
    await expect(notice.getByRole('button', { name: 'Herstellen' })).toHaveCount(0);
    const row = await deletedObjectRow(page, gone.code);
    await expect(row).toContainText(accounts.anna.name);
    await expect.poll(() => row.getByRole('button', { name: `${gone.code} herstellen` }).count(), { timeout: 5_000 }).toBe(0);
    await page.keyboard.press('Escape');
    await screenshot(page, 'map-objects-deleted-reader');
  } finally {
    await request.delete(lock, { headers: anna.headers });
  }
});

test("under the lock 'team' a map editor who is no administrator may change his team's objects, not another team's", async ({ page, request }) => {
  const anna = await apiSession(request, accounts.anna);
  const type = await redType(request, anna);
  const place = await postPlace(request, anna);
  // Bram is in the demo's 'Buitendienst'; the other team is Anna's alone.
  const teams = await apiGet<{ id: number; name: string }[]>(request, anna, '/v2/team?perPage=9999');
  const buitendienst = teams.find((team) => team.name === 'Buitendienst');
  if (!buitendienst) throw new Error('no demo team Buitendienst');
  const other = await apiPost<{ id: number }>(request, anna, '/v2/team', { name: uniqueName('Kantoor') });
  const his = await apiPost<Made>(request, anna, '/v1/object', { ...objectOf(type.id, place), team_id: buitendienst.id });
  const theirs = await apiPost<Made>(request, anna, '/v1/object', { ...objectOf(type.id, place), team_id: other.id });
  const lock = `/v1/kv/lock_mapobject_${anna.networkId}`;
  expect((await request.put(lock, { headers: anna.headers, data: { value: 'team', network_id: anna.networkId } })).ok()).toBe(true);
  try {
    await startSession(page, accounts.bram);
    await openMapObject(page, his.id);
    const panel = mapPanel(page);
    await expect(panel.getByRole('button', { name: 'Verwijderen' })).toBeVisible();
    await expect(panel.getByText('Alleen lezen')).toHaveCount(0);
    await screenshot(page, 'map-reader-team');
    await openMapObject(page, theirs.id);
    await expect(panel.getByText('Alleen leden van het team van dit object mogen het wijzigen')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Verwijderen' })).toHaveCount(0);
  } finally {
    await request.delete(lock, { headers: anna.headers });
  }
});

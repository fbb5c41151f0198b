/**
 * Helpers of the organisation and network specs: unique names, the console's toast messages,
 * the API (to set up data and to check what was stored) and drawing on the map.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_TENANT, NETWORKS } from './driver';

/** A name no other test (or earlier run on the same database) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** The toast (antd message) with exactly this text. */
export function toast(page: Page, text: string) {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

/** Opens the detail card's actions menu and chooses an entry. */
export async function chooseAction(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Acties' }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** The id at the end of the current URL (or before a suffix such as /edit). */
export function idFromUrl(page: Page): number {
  const match = /\/(\d+)(?:\/[a-z_]+)?$/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`no id in ${page.url()}`);
  return Number(match[1]);
}

interface Named {
  id: number;
  name: string;
}

/** A signed-in API session on the demo organisation's cycling network. */
export interface ApiSession {
  headers: Record<string, string>;
  tenantId: number;
  networkId: number;
}

async function dataOf<T>(response: { ok(): boolean; status(): number; json(): Promise<unknown> }): Promise<T> {
  expect(response.ok(), `API answered ${response.status()}`).toBe(true);
  const body = await response.json();
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new Error('answer without data');
  // The shapes are the contract's; the tests read only the fields they name.
  return body.data as T;
}

/** Signs in through the API and selects the demo organisation and its cycling network. */
export async function apiSession(request: APIRequestContext, account: { email: string; password: string }): Promise<ApiSession> {
  const token = await request.post('/v1/oauth/access_token', {
    data: { grant_type: 'password', client_id: 'admin-console', client_secret: 'admin-console', username: account.email, password: account.password },
  });
  expect(token.ok()).toBe(true);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const auth = { Authorization: `Bearer ${accessToken}` };
  const tenants = await dataOf<Named[]>(await request.get('/v1/tenant?perPage=9999', { headers: auth }));
  const tenant = tenants.find((t) => t.name === DEMO_TENANT);
  if (!tenant) throw new Error('demo organisation missing');
  const networks = await dataOf<Named[]>(await request.get(`/v1/tenant/${tenant.id}/network?perPage=9999`, { headers: auth }));
  const network = networks.find((n) => n.name === NETWORKS.cycling);
  if (!network) throw new Error('cycling network missing');
  return {
    headers: { ...auth, 'x-tenant': String(tenant.id), 'x-network': String(network.id) },
    tenantId: tenant.id,
    networkId: network.id,
  };
}

/** GET through the API session; the answer's data. */
export async function apiGet<T>(request: APIRequestContext, session: ApiSession, path: string): Promise<T> {
  return dataOf<T>(await request.get(path, { headers: session.headers }));
}

/** POST through the API session; the answer's data. */
export async function apiPost<T>(request: APIRequestContext, session: ApiSession, path: string, data: unknown): Promise<T> {
  return dataOf<T>(await request.post(path, { headers: session.headers, data }));
}

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

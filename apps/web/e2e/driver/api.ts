/**
 * The API, for setting up the rows a test needs and checking what was stored: as the signed-in
 * user of a page (apiCall), or through Playwright's request fixture (an ApiSession).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { z } from 'zod';
import { DEMO_TENANT, NETWORKS, uniqueName, emailOf } from './accounts';
import { storedSession } from './sign-in';

/**
 * Calls the API as the signed-in user of `page`, for setting up rows a test needs; expects
 * success and returns the `data`. The session is the console's (its token, organisation and
 * network in localStorage) once the page shows the console, else the one startSession stored.
 */
export async function apiCall<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', apiPath: string, body?: unknown): Promise<T> {
  const opened = page.url().startsWith('http');
  const session = storedSession(page);
  const stored = opened || !session
    ? await page.evaluate(() => ({
      token: localStorage.getItem('access_token'),
      tenant: localStorage.getItem('tenant_id'),
      network: localStorage.getItem('network_id'),
    }))
    : { token: session.accessToken, tenant: String(session.tenantId), network: String(session.networkId) };
  expect(stored.token, 'signed in before an API call').toBeTruthy();
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${stored.token}` };
  if (stored.tenant) headers['x-tenant'] = stored.tenant;
  if (stored.network) headers['x-network'] = stored.network;
  const res = await page.request.fetch(apiPath, { method, headers, data: body });
  expect(res.ok(), `${method} ${apiPath}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** Makes an attribute of the current network through the API, with lookup values in this order; returns its id and the values' ids. */
export async function apiAttribute(page: Page, name: string, type: string, values: string[] = []): Promise<{ id: number; values: Record<string, number> }> {
  const { id } = await apiCall<{ id: number }>(page, 'POST', '/v1/attribute', { name, type });
  const ids: Record<string, number> = {};
  for (const value of values) ids[value] = (await apiCall<{ id: number }>(page, 'POST', `/v1/attribute/${id}/lookup`, { name: value })).id;
  return { id, values: ids };
}

/** The middle of the current network's area (its ring's average): a point every geometry check accepts. */
export async function areaCentre(page: Page): Promise<[number, number]> {
  const networkId = storedSession(page)?.networkId ?? 0;
  const area = await apiCall<{ geoObject: { data: { data: { geometry: { coordinates: number[][][] } } } | null } }>(page, 'GET', `/v1/network/${networkId}?include=geoObject`);
  const ring = area.geoObject?.data?.data.geometry.coordinates[0] ?? [[5.38, 52.15]];
  return [ring.reduce((s, p) => s + p[0], 0) / ring.length, ring.reduce((s, p) => s + p[1], 0) / ring.length];
}

/** A signed-in API session on the demo organisation, its cycling network selected. */
export interface ApiSession {
  headers: Record<string, string>;
  tenantId: number;
  /** the cycling network's id (the one the headers select) */
  networkId: number;
  networkIds: Record<keyof typeof NETWORKS, number>;
}

type ApiResponse = Awaited<ReturnType<APIRequestContext['get']>>;

/** The answer's `data`, checked against `schema`, after checking the call succeeded. */
async function json<T>(response: ApiResponse, schema: z.ZodType<T>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new Error(`${response.url()}: answer without data`);
  return schema.parse(body.data);
}

const named = z.array(z.object({ id: z.number(), name: z.string() }));
const licence = z.object({ paid_licenses: z.number(), licensed_users: z.number() });

/** Signs in through the API and finds the demo organisation and its two networks. */
export async function apiSession(request: APIRequestContext, account: { email: string; password: string }): Promise<ApiSession> {
  const token = await request.post('/v1/oauth/access_token', {
    data: { grant_type: 'password', username: account.email, password: account.password, client_id: 'admin-console', client_secret: 'admin-console' },
  });
  expect(token.ok()).toBe(true);
  const { access_token: accessToken } = z.object({ access_token: z.string() }).parse(await token.json());
  const auth = { Authorization: `Bearer ${accessToken}` };
  const tenants = await json(await request.get('/v1/tenant?perPage=9999', { headers: auth }), named);
  const tenant = tenants.find((t) => t.name === DEMO_TENANT);
  if (!tenant) throw new Error(`no tenant ${DEMO_TENANT}`);
  const networks = await json(await request.get(`/v1/tenant/${tenant.id}/network?perPage=9999`, { headers: { ...auth, 'x-tenant': String(tenant.id) } }), named);
  const idOf = (name: string) => {
    const network = networks.find((n) => n.name === name);
    if (!network) throw new Error(`no network ${name}`);
    return network.id;
  };
  const networkIds = { cycling: idOf(NETWORKS.cycling), walking: idOf(NETWORKS.walking) };
  return {
    tenantId: tenant.id,
    networkId: networkIds.cycling,
    networkIds,
    headers: { ...auth, 'x-tenant': String(tenant.id), 'x-network': String(networkIds.cycling) },
  };
}

/** GET through the API session; the answer's data (the tests read only the fields they name). */
export async function apiGet<T>(request: APIRequestContext, session: ApiSession, path: string): Promise<T> {
  return json(await request.get(path, { headers: session.headers }), z.unknown()) as Promise<T>;
}

/** POST through the API session; the answer's data (the tests read only the fields they name). */
export async function apiPost<T>(request: APIRequestContext, session: ApiSession, path: string, data: unknown): Promise<T> {
  return json(await request.post(path, { headers: session.headers, data }), z.unknown()) as Promise<T>;
}

export interface TestUser {
  id: number;
  name: string;
  email: string;
}

/**
 * Creates a user in the demo organisation through the API, as the super admin and without a
 * licence, so the tests' users never use up the organisation's licences.
 */
export async function createTestUser(request: APIRequestContext, admin: ApiSession, prefix: string): Promise<TestUser> {
  const name = uniqueName(prefix);
  const email = emailOf(name);
  const user = await json(await request.post('/v2/user', { headers: admin.headers, data: { name, email, needs_license: false } }), z.object({ id: z.number() }));
  return { id: user.id, name, email };
}

/** The selected tenant's licence figures. */
export async function licenseOf(request: APIRequestContext, session: ApiSession): Promise<{ paid_licenses: number; licensed_users: number }> {
  return json(await request.get('/v1/tenant/license', { headers: session.headers }), licence);
}

/** Sets the demo organisation's paid licences (super admin). */
export async function setPaidLicenses(request: APIRequestContext, admin: ApiSession, paid: number): Promise<void> {
  await json(await request.put(`/v1/tenant/${admin.tenantId}`, { headers: admin.headers, data: { paid_licenses: paid } }), z.object({ paid_licenses: z.literal(paid) }));
}

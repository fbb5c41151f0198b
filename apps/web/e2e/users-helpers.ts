/**
 * Helpers of the users specs: API set-up through Playwright's request fixture (a user to work
 * on, the licence figures), and the few UI steps every users test repeats.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { z } from 'zod';
import { DEMO_TENANT, NETWORKS } from './driver';

/** A name no other test (or earlier run on the same database) has used. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** A lowercase e-mail address that goes with a unique name. */
export function emailOf(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@e2e.example`;
}

export interface ApiSession {
  headers: Record<string, string>;
  tenantId: number;
  networkIds: Record<keyof typeof NETWORKS, number>;
}

type ApiResponse = Awaited<ReturnType<APIRequestContext['get']>>;

/** The answer's `data`, checked against `schema`, after checking the call succeeded. */
async function json<T>(response: ApiResponse, schema: z.ZodType<T>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return schema.parse(z.object({ data: z.unknown() }).parse(await response.json()).data);
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
  return { tenantId: tenant.id, networkIds, headers: { ...auth, 'x-tenant': String(tenant.id), 'x-network': String(networkIds.cycling) } };
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

/** The antd message (top of the page) with this text. */
export function message(page: Page, text: string): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

/** Expects the success message `text`. */
export async function expectMessage(page: Page, text: string): Promise<void> {
  await expect(message(page, text)).toBeVisible();
}

/** Opens the detail card's actions menu and chooses `name`. */
export async function chooseAction(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Acties' }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** Searches a table column (the search icon in its header, then the box), inside `scope`. */
export async function searchColumn(page: Page, column: string, text: string, scope: Page | Locator = page): Promise<void> {
  // A search box opened while the table still loads closes when the rows arrive.
  await expect(tableRows(scope).first()).toBeVisible();
  await expect(scope.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  // Our focusable trigger (antd's own one in the same header is not keyboard usable).
  await scope.locator('thead').getByLabel(`Filter op ${column}`, { exact: true }).click();
  const box = page.getByRole('textbox', { name: `Zoek op ${column}` });
  await box.fill(text);
  await box.press('Enter');
}

/** The shown value of the antd select labelled `label`. */
export function selectValue(page: Page, label: string): Locator {
  return page.locator('.ant-select').filter({ has: page.getByLabel(label, { exact: true }) });
}

/** The body rows of the table inside `scope` that have cells (not the empty-state row). */
export function tableRows(scope: Page | Locator): Locator {
  return scope.locator('.ant-table-tbody tr.ant-table-row');
}

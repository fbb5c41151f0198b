/**
 * Signing in. signIn and chooseNetwork go through the sign-in and switcher screens as a user
 * does (auth.spec.ts and switcher.spec.ts test those screens); signInTo, the usual start of a
 * test, gets a session of its own through the API and opens the console with it; a test that
 * makes its rows before its first page splits it: startSession, apiCall…, openPage.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_TENANT, NETWORKS } from './accounts';
import { pickOption } from './forms';

/** Signs in on the sign-in screen (Enter in the password field) and waits for the switcher. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByLabel('Wachtwoord').press('Enter');
  await page.waitForURL('**/switcher');
}

/** Chooses organisation and network (on the switcher screen or in `scope`, e.g. the header dialog). */
export async function chooseNetwork(page: Page, tenantName: string, networkName: string, scope: Page | Locator = page): Promise<void> {
  await pickOption(page, 'Organisatie', tenantName, scope);
  await pickOption(page, 'Netwerk', networkName, scope);
  await scope.getByRole('button', { name: 'Bevestigen' }).click();
  await page.waitForURL('**/admin');
}

interface Named { id: number; name: string }

/** The answer's data, after checking the call succeeded. */
async function dataOf<T>(response: { ok(): boolean; status(): number; url(): string; text(): Promise<string>; json(): Promise<unknown> }): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * How long a test's first page may take to load: a fresh context fetches and compiles the whole
 * console, which on a loaded machine (the first test of a run, on a cold server) took over the
 * 10 s an assertion waits.
 */
const FIRST_LOAD_TIMEOUT = 30_000;

/** Where signInTo starts: the network to choose (default the cycling network) and the page to open (default the admin home). */
export interface SignInOptions { network?: string; at?: string }

/** The session startSession stored for each page, for apiCall before the page has opened the console. */
const sessions = new WeakMap<Page, ConsoleSession>();
/** The console's origin startSession stored the session for, per page. */
const origins = new WeakMap<Page, string>();

/** A signed-in session as the console keeps it: token, organisation and network. */
export interface ConsoleSession { accessToken: string; tenantId: number; networkId: number }

/** The session startSession stored for `page`, if any. */
export function storedSession(page: Page): ConsoleSession | undefined {
  return sessions.get(page);
}

/**
 * Signs in through the API (the password grant, as the sign-in screen uses it), chooses the
 * demo organisation and a network, and stores the session where the console keeps it
 * (access_token, tenant_id, network_id in localStorage): what the sign-in and switcher screens
 * leave behind, without the two screens, and without opening a page yet. apiCall works on the
 * page from here on, so a test can make its rows before its first page: openPage then.
 */
export async function startSession(page: Page, account: { email: string; password: string }, networkName: string = NETWORKS.cycling): Promise<void> {
  const request = page.request;
  const token = await request.post('/v1/oauth/access_token', {
    data: { grant_type: 'password', username: account.email, password: account.password, client_id: 'admin-console', client_secret: 'admin-console' },
  });
  expect(token.ok(), `sign-in of ${account.email}: ${token.status()}`).toBe(true);
  const accessToken = ((await token.json()) as { access_token: string }).access_token;
  const auth = { Authorization: `Bearer ${accessToken}` };
  const tenant = (await dataOf<Named[]>(await request.get('/v1/tenant?perPage=9999', { headers: auth }))).find((t) => t.name === DEMO_TENANT);
  if (!tenant) throw new Error(`${account.email} has no organisation ${DEMO_TENANT}`);
  const networks = await dataOf<Named[]>(await request.get(`/v1/tenant/${tenant.id}/network?perPage=9999`, { headers: { ...auth, 'x-tenant': String(tenant.id) } }));
  // The tenant's list names the networks one administers; a member of a network without its
  // administration (a map editor) finds it among the networks of their roles.
  const roles = networks.some((n) => n.name === networkName) ? []
    : await dataOf<{ network_id: number; network_name: string }[]>(await request.get('/v1/me/role?perPage=9999', { headers: auth }));
  const network = networks.find((n) => n.name === networkName) ?? roles.map((r) => ({ id: r.network_id, name: r.network_name })).find((n) => n.name === networkName);
  if (!network) throw new Error(`${account.email} has no network ${networkName}`);
  // The console's origin: the one the API answered on (the worker's baseURL).
  const origin = new URL(token.url()).origin;
  await page.context().setStorageState({
    cookies: [],
    origins: [{
      origin,
      localStorage: [
        { name: 'access_token', value: accessToken },
        { name: 'tenant_id', value: String(tenant.id) },
        { name: 'network_id', value: String(network.id) },
      ],
    }],
  });
  sessions.set(page, { accessToken, tenantId: tenant.id, networkId: network.id });
  origins.set(page, origin);
}

/**
 * Moves the session startSession stored to another organisation and network of the same user
 * (one the test made through the API), before the first page: as the switcher would leave it.
 */
export async function moveSession(page: Page, tenantId: number, networkId: number): Promise<void> {
  const session = sessions.get(page);
  if (!session) throw new Error('moveSession needs startSession first');
  const origin = origins.get(page);
  if (!origin) throw new Error('startSession stored no origin');
  await page.context().setStorageState({
    cookies: [],
    origins: [{
      origin,
      localStorage: [
        { name: 'access_token', value: session.accessToken },
        { name: 'tenant_id', value: String(tenantId) },
        { name: 'network_id', value: String(networkId) },
      ],
    }],
  });
  sessions.set(page, { accessToken: session.accessToken, tenantId, networkId });
}

/**
 * Opens a page of the console (a full load) with the session startSession stored, and waits
 * for the admin layout's header, which says the session holds; the page itself is the test's
 * to check. The first load of a test's fresh context may take FIRST_LOAD_TIMEOUT.
 */
export async function openPage(page: Page, at: string): Promise<void> {
  await page.goto(at);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
}

/**
 * Signs in and chooses the demo organisation and a network (startSession), then opens the
 * admin home (or the page `at`: one page load fewer): the usual start of a test. A string third
 * argument is the network.
 */
export async function signInTo(page: Page, account: { email: string; password: string }, options: string | SignInOptions = {}): Promise<void> {
  const { network = NETWORKS.cycling, at } = typeof options === 'string' ? { network: options } : options;
  await startSession(page, account, network);
  if (at) {
    await openPage(page, at);
    return;
  }
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Welkom in de beheerconsole' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
}

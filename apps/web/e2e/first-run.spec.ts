/**
 * The first run of a new installation: an empty database (no demo data), the super admin made
 * from ADMIN_EMAIL / ADMIN_PASSWORD creates the first organisation and its first network in
 * the switcher, and lands on the admin home. On the run's database kind (PGlite, or
 * PostgreSQL with E2E_DATABASE_URL).
 */
import { expect, test, type Page } from './fixtures';
import { pickOption, scopeName, screenshot, signIn, smoke } from './driver';
import { START_TIMEOUT, startOwnServer, type OwnServer } from './own-server';

const admin = { email: 'first-admin@example.com', password: 'first-run-12345' };
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT + 30_000);
  server = await startOwnServer({ DEMO_DATA: '0', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
});
test.afterAll(async () => { await server.stop(); });

test('on an empty database the super admin creates organisation and network in the switcher and lands on the admin home', smoke, async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'nl-NL', reducedMotion: 'reduce', viewport: { width: 1366, height: 820 } });
  const page = await context.newPage();
  await signIn(page, admin.email, admin.password);

  await expect(page.getByRole('status').filter({ hasText: 'Er is nog geen organisatie' })).toBeVisible();
  await expect(page.getByLabel('Organisatie', { exact: true })).toBeDisabled();
  await screenshot(page, 'first-run-no-organisation');
  const tenantForm = page.getByRole('region', { name: 'Eerste organisatie aanmaken' });
  await tenantForm.getByLabel('Naam').fill('Gemeente Eerstestad');
  await tenantForm.getByLabel('Betaalde licenties').fill('5');
  await tenantForm.getByRole('button', { name: 'Organisatie aanmaken' }).click();
  await expect(page.getByText('Tenant aangemaakt')).toBeVisible();

  // The new organisation is chosen; it has no network yet, and offers to make the first.
  await expect(scopeSelect(page, 'Organisatie')).toHaveAttribute('title', 'Gemeente Eerstestad');
  await expect(page.getByRole('alert').filter({ hasText: 'Deze organisatie heeft nog geen netwerk' })).toBeVisible();
  await expect(tenantForm).toHaveCount(0);
  await screenshot(page, 'first-run-no-network');
  const networkForm = page.getByRole('region', { name: 'Eerste netwerk aanmaken' });
  await networkForm.getByLabel('Naam').fill('Fietsroutes');
  await networkForm.getByRole('button', { name: 'Netwerk aanmaken' }).click();
  await expect(page.getByText('Netwerk aangemaakt')).toBeVisible();
  await expect(scopeSelect(page, 'Netwerk')).toHaveAttribute('title', 'Fietsroutes');
  await expect(networkForm).toHaveCount(0);

  // One click to the admin home.
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await page.waitForURL('**/admin');
  await expect(page.getByRole('heading', { name: 'Welkom in de beheerconsole' })).toBeVisible();
  await expect(scopeName(page, 'Organisatie')).toContainText('Gemeente Eerstestad');
  await expect(scopeName(page, 'Netwerk')).toContainText('Fietsroutes');
  await screenshot(page, 'first-run-admin-home');

  // The choice is an ordinary one: the switcher offers it again, nothing to create.
  await page.goto('/switcher');
  await pickOption(page, 'Organisatie', 'Gemeente Eerstestad');
  await expect(page.getByRole('region', { name: 'Eerste netwerk aanmaken' })).toHaveCount(0);
  await context.close();
});

/** The shown value of the switcher's select labelled `label` (antd puts it in the title). */
function scopeSelect(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).locator('xpath=..');
}

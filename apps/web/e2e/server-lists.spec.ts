/**
 * Server-side lists: an organisation with more users than the threshold (2,000)
 * gets its users list from the API one page at a time; sort, column search and page live in
 * the URL and survive a reload; 'Exporteren' downloads what the table shows as CSV. The
 * user-roles screen and the team member editor of the same organisation page on the server as well.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { accounts, columnTexts, expectToast, pickOption, screenshot, searchColumn, selectValue, moveSession, startSession, storedSession, smoke, uniqueName, visit } from './driver';

// Each step is a call of the API on 2,100 rows: on a busy machine more than the usual 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const USERS = 2100;
const pad = (n: number) => String(n).padStart(4, '0');

/**
 * A new organisation with a network and USERS users (one import: quick), chosen in the session
 * before the first page (no admin home loaded first).
 */
async function bigOrganisation(page: Page): Promise<string> {
  const token = storedSession(page)?.accessToken;
  expect(token, 'startSession before bigOrganisation').toBeTruthy();
  const auth = { Authorization: `Bearer ${token}` };
  const name = uniqueName('Groot');
  const post = async (url: string, headers: Record<string, string>, data: unknown) => {
    const res = await page.request.post(url, { headers: { ...auth, ...headers }, data });
    expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: { id: number } }).data;
  };
  const tenant = await post('/v1/tenant', {}, { name, add_standard_roles: true });
  const network = await post('/v2/network', { 'x-tenant': String(tenant.id) }, { name: `${name} netwerk`, tenant: tenant.id });
  const domain = `${name.toLowerCase()}.example`;
  const csv = ['name,email,needs_license', ...Array.from({ length: USERS }, (_, i) => `Lid ${pad(i + 1)},lid${pad(i + 1)}@${domain},false`)].join('\n');
  await page.request.post('/v1/user/import', {
    headers: { ...auth, 'x-tenant': String(tenant.id), 'x-network': String(network.id) },
    data: { csv },
  }).then(async (res) => expect(res.ok(), await res.text()).toBe(true));
  await moveSession(page, tenant.id, network.id);
  return domain;
}

test.describe('server-side lists', () => {
  test('a users list over the threshold sorts, searches and pages on the server, keeps its view in the URL and exports it', smoke, async ({ page }) => {
    test.setTimeout(180_000);
    await startSession(page, accounts.admin);
    const domain = await bigOrganisation(page);
    // Server mode: the screen never asks for every user.
    const fullFetches: string[] = [];
    page.on('request', (r) => { if (/\/v1\/user\?.*perPage=9999/.test(r.url())) fullFetches.push(r.url()); });

    await page.goto('/admin/users');
    const table = page.getByRole('table', { name: 'Gebruikers' });
    await expect(page.getByText(`1-25 van ${USERS}`)).toBeVisible();

    // Sort by name, descending: two clicks on the header, the API sorts all 2,100.
    const nameHeader = table.getByRole('columnheader', { name: /Naam/ });
    // As a user does: the second click once the first sort is shown (the header marked ascending,
    // nothing loading); a click before that sorted ascending again on a loaded machine.
    const loading = page.locator('table[aria-busy="true"]');
    await nameHeader.click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(loading).toHaveCount(0);
    await nameHeader.click();
    await expect(page).toHaveURL(/sort=-name/);
    await expect.poll(async () => (await columnTexts(table, 2))[0]).toBe(`Lid ${pad(USERS)}`);
    await expect(loading).toHaveCount(0);

    // The second page, then a reload: the same view.
    await page.getByRole('listitem', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(async () => (await columnTexts(table, 2))[0]).toBe(`Lid ${pad(USERS - 25)}`);
    await page.reload();
    await expect.poll(async () => (await columnTexts(table, 2))[0]).toBe(`Lid ${pad(USERS - 25)}`);
    await expect(page.getByText(`26-50 van ${USERS}`)).toBeVisible();

    // A column search asks the server; the sort stays, the page starts again at 1.
    await searchColumn(page, 'Naam', 'lid 004');
    await expect(page).toHaveURL(/filter%5Bname%5D=lid(\+|%20)004/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect.poll(() => columnTexts(table, 2)).toEqual(Array.from({ length: 10 }, (_, i) => `Lid ${pad(49 - i)}`));
    await expect(page.getByText('1-10 van 10')).toBeVisible();
    await page.reload();
    await expect.poll(async () => (await columnTexts(table, 2))[0]).toBe('Lid 0049');
    await screenshot(page, 'server-list-users');

    // Exporteren: what the table shows, as CSV.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteren' }).click();
    const file = await (await download).path();
    const text = fs.readFileSync(file, 'utf8');
    expect(text.startsWith('\ufeffid,name,email,')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toContain(`Lid 0049,lid0049@${domain}`);
    expect(fullFetches).toEqual([]);

    // On a phone the toolbar (status, licences, import, export, add) wraps: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'server-list-users-phone');
    await page.setViewportSize({ width: 1366, height: 820 });

    // The team member editor of the same organisation pages and searches on the server: a
    // user found by e-mail, ticked, and ticked still after another search and a reload.
    const scope = await page.evaluate(() => ['access_token', 'tenant_id', 'network_id'].map((key) => localStorage.getItem(key) ?? ''));
    const created = await page.request.post('/v2/team', {
      headers: { Authorization: `Bearer ${scope[0]}`, 'x-tenant': scope[1], 'x-network': scope[2] },
      data: { name: 'Grote ploeg' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const team = ((await created.json()) as { data: { id: number } }).data.id;
    await visit(page, `/admin/teams/${team}/editusers`);
    await expect(page.getByText(`1-25 van ${USERS}`)).toBeVisible();
    await expect(page.getByText(`0 van ${USERS} gebruikers in dit team`)).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Zoek gebruiker op naam of e-mail' });
    const box = (name: string) => page.getByRole('checkbox', { name: `Koppel ${name}`, exact: true });
    await search.fill(`lid0042@${domain}`);
    await expect(page.getByText('1-1 van 1', { exact: true })).toBeVisible();
    await box('Lid 0042').check();
    await expectToast(page, 'User toegevoegd aan Team');
    await search.fill('lid 004');
    await expect(page.getByText('1-10 van 10', { exact: true })).toBeVisible();
    await expect(box('Lid 0042')).toBeChecked();
    await expect(box('Lid 0041')).not.toBeChecked();
    await screenshot(page, 'server-list-team-users');
    await page.reload();
    await expect(page.getByText(`1 van ${USERS} gebruikers in dit team`)).toBeVisible();
    await search.fill('lid0042@');
    await expect(box('Lid 0042')).toBeChecked();
    expect(fullFetches).toEqual([]);

    // The user-roles screen of the same organisation pages on the server too: one user found
    // by name, a role given, and after a reload the server has it.
    const roleFetches: string[] = [];
    page.on('request', (r) => { if (/\/user_role\?.*perPage=9999/.test(r.url())) roleFetches.push(r.url()); });
    await visit(page, '/admin/user_roles/edit');
    await expect(page.getByText(`1-25 van ${USERS}`)).toBeVisible();
    await searchColumn(page, 'Naam', 'lid 0042');
    await expect(page).toHaveURL(/filter%5Bname%5D=lid(\+|%20)0042/);
    await expect(page.getByText('1-1 van 1', { exact: true })).toBeVisible();
    const select = 'Rol van Lid 0042';
    await expect(selectValue(page, select)).toContainText('Geen toegang');
    await pickOption(page, select, 'Raadpleger');
    await expectToast(page, 'Netwerkrol toegekend');
    await expect(selectValue(page, select)).toContainText('Raadpleger');
    await page.reload();
    await expect(selectValue(page, select)).toContainText('Raadpleger');
    await screenshot(page, 'server-list-user-roles');
    expect(roleFetches).toEqual([]);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accounts, apiCall, openPage, startSession, storedSession, tableRows } from './driver';

/** The API GETs the page sends from now on (path and query, decoded), in the order sent. */
function apiGets(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && /^\/v[12]\//.test(url.pathname)) urls.push(decodeURIComponent(`${url.pathname}${url.search}`));
  });
  return urls;
}

test.describe('each screen asks for its data once', () => {
  // A screen's first calls start with the first chunk (a fresh page) and its queries take their
  // answers: a call whose early start and query differ would be sent twice, as two URLs.
  test('a fresh page of each screen whose first calls start early sends each of its calls once, and no other', async ({ page }) => {
    await startSession(page, accounts.anna);
    const session = storedSession(page);
    if (!session) throw new Error('no session');
    const { tenantId: t, networkId: n } = session;
    await openPage(page, '/admin');
    const users = await apiCall<{ id: number; name: string }[]>(page, 'GET', '/v1/user?perPage=9999');
    const bram = users.find((u) => u.name === 'Bram Jansen')?.id;
    const [team] = await apiCall<{ id: number }[]>(page, 'GET', '/v2/team?perPage=9999');
    const layout = ['/v1/me?include=userAttribute', `/v1/tenant/${t}`, `/v1/network/${n}?include=user.permissions`];
    // A list the table holds whole: its page of the URL's view goes out with the count, before
    // the count says the table wants every row (a fresh page cannot know).
    const screens: [string, string[]][] = [
      ['/admin/users?sort=-name&status=active', ['/v1/tenant/license', '/v1/user?page=1&perPage=25&sort=-name&filter[active]=true', '/v1/user?perPage=1', '/v1/user?perPage=9999&page=1']],
      ['/admin/user_roles/edit?sort=name', ['/v1/role?perPage=9999', `/v1/network/${n}/user_role?page=1&perPage=25&sort=name`, `/v1/network/${n}/user_role?perPage=1`, `/v1/network/${n}/user_role?perPage=9999&page=1`]],
      [`/admin/users/${bram}`, [`/v1/user/${bram}?include=userAttribute`, `/v1/user/${bram}/tenant?perPage=9999`, `/v1/user/${bram}/network?perPage=9999&include=role.permission`, `/v1/user/${bram}/team?perPage=9999`]],
      [`/admin/teams/${team.id}/editusers`, [`/v2/team/${team.id}?include=user`, `/v1/team/${team.id}/user?perPage=9999`, '/v1/user?page=1&perPage=25', '/v1/user?perPage=1', '/v1/user?perPage=9999&page=1']],
    ];
    for (const [at, calls] of screens) {
      const urls = apiGets(page);
      await openPage(page, at);
      await expect(tableRows(page).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect([...urls].sort(), at).toEqual([...layout, ...calls].sort());
      page.removeAllListeners('request');
    }
  });

  test('opening the users list from the menu, then a user, sends no call twice', async ({ page }) => {
    await startSession(page, accounts.anna);
    await openPage(page, '/admin');
    const urls = apiGets(page);
    await page.getByRole('menu', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Gebruikers', exact: true }).click();
    await expect(tableRows(page).first()).toBeVisible();
    await tableRows(page).filter({ hasText: 'Bram Jansen' }).getByRole('link', { name: 'Bekijken' }).click();
    await expect(page.getByRole('main')).toContainText('bram@demo.example');
    await page.waitForLoadState('networkidle');
    expect(urls.filter((url, i) => urls.indexOf(url) !== i)).toEqual([]);
  });
});

/**
 * Settings kept in a network's key-value store (locks, the helpdesk and Marrekrite settings, a
 * type's icon) that were never stored are no error: the screens read them in a way that
 * expects absence, so no page answers a 404 for them (the console always says what
 * happened, and a 404 is not what happened).
 */
import { expect, test, type Page } from './fixtures';
import { NETWORKS, accounts, apiCall, apiPost, apiSession, detailValue, openPage, startSession, uniqueName } from './driver';

/** Every 404 answer the page gets from now on, as 'METHOD url'. */
function watch404(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) seen.push(`${response.request().method()} ${response.url()}`);
  });
  return seen;
}

test.describe('settings that do not exist yet', () => {
  test("a new network's show and edit pages answer no 404 for its locks", async ({ page, request }) => {
    const session = await apiSession(request, accounts.anna);
    const network = await apiPost<{ id: number }>(request, session, '/v2/network', { name: uniqueName('Kanoroutes') });
    await startSession(page, accounts.anna);
    const notFound = watch404(page);

    await openPage(page, `/admin/networks/${network.id}`);
    await expect(detailValue(page, 'Vergrendeling kaartobjecten')).toHaveText('Geen');
    await page.goto(`/admin/networks/${network.id}/edit`);
    await expect(page.getByLabel('Vergrendeling acties', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(notFound).toEqual([]);
  });

  test('the helpdesk and Marrekrite pages of a network without them answer no 404, the first visit or later', async ({ page }) => {
    await startSession(page, accounts.anna, NETWORKS.walking);
    const notFound = watch404(page);

    for (let visit = 0; visit < 2; visit += 1) {
      await openPage(page, '/admin/helpdesk_api');
      await expect(detailValue(page, 'Instantie-id')).toBeVisible();
      await page.goto('/admin/helpdesk_api/edit');
      await expect(page.getByLabel('Instantie-id', { exact: true })).toBeVisible();
      await page.goto('/admin/marrekrite_api');
      await expect(detailValue(page, 'Objecttypes')).toBeVisible();
      await page.goto('/admin/marrekrite_api/edit');
      await expect(page.getByRole('button', { name: 'Opslaan' })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(notFound).toEqual([]);
  });

  test('a type without an icon shows the default icon without a 404', async ({ page }) => {
    await startSession(page, accounts.anna, NETWORKS.walking);
    const type = await apiCall<{ id: number }>(page, 'POST', '/v1/type', { name: uniqueName('Bankje'), geo_type: 'point' });
    try {
      const notFound = watch404(page);
      await openPage(page, `/admin/map_object_types/${type.id}`);
      await expect(detailValue(page, 'Icoon')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(notFound).toEqual([]);
    } finally {
      await apiCall(page, 'DELETE', `/v1/type/${type.id}`);
    }
  });
});

/**
 * The audit log: a change made in a screen is in "Logboek" (the settings menu) with
 * who and before → after, the filters narrow the list, and the subject's "Geschiedenis" link
 * on its detail screen opens its own entries (a bookmarkable URL).
 */
import { expect, test } from './fixtures';
import { accounts, apiAttribute, apiCall, areaCentre, chooseAction, expectAccessible, expectToast, openPage, pickFixedOption, screenshot, startSession, uniqueName } from './driver';

test.describe('audit log', () => {
  test('a renamed team shows in Logboek and in its Geschiedenis with before → after; filters narrow the list', async ({ page }) => {
    // Several steps of one screen in one test (each test signs in anew): more than the default minute on a busy machine.
    test.setTimeout(120_000);
    // The team is made through the API (by anna: its 'Aangemaakt' entry is hers); the rename is the screen's.
    await startSession(page, accounts.anna);
    const name = uniqueName('Logboek');
    const { id } = await apiCall<{ id: number }>(page, 'POST', '/v2/team', { name });
    await openPage(page, `/admin/teams/${id}`);
    await chooseAction(page, 'Team bewerken');
    const renamed = `${name} bis`;
    await page.locator('form').getByLabel('Naam', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Wijzigingen opgeslagen');

    // Logboek, from the settings menu: the newest first, who, what and before → after.
    await page.getByRole('button', { name: 'Instellingen' }).click();
    await page.getByRole('menuitem', { name: 'Logboek' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    const rows = page.getByRole('table').locator('tbody tr[data-row-key]');
    const changed = rows.filter({ hasText: `${name} → ${renamed}` });
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText('Gewijzigd');
    await expect(changed).toContainText(accounts.anna.name);
    await expect(changed).toContainText(`Team #${id}`);
    await screenshot(page, 'audit-index');
    await expectAccessible(page, 'Logboek');

    // A filter narrows the list, and lands in the URL.
    await pickFixedOption(page, 'Actie', 'Aangemaakt');
    await expect(page).toHaveURL(/action=create/);
    await expect(rows.filter({ hasText: `${name} → ${renamed}` })).toHaveCount(0);
    await expect(rows.filter({ hasText: name }).first()).toContainText('Aangemaakt');
    await expect(rows.filter({ hasText: 'Gewijzigd' })).toHaveCount(0);

    // The team's detail screen links to its own history.
    // Inside the running console, as a link would go (no reload).
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/admin/teams/${id}`);
    await expect(page.getByRole('link', { name: 'Geschiedenis' })).toBeVisible();
    await screenshot(page, 'teams-show-history-link');
    await page.getByRole('link', { name: 'Geschiedenis' }).click();
    await expect(page).toHaveURL(`/admin/audit?subject_type=team&subject_id=${id}`);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`${name} → ${renamed}`);
    await expect(rows.nth(1)).toContainText('Aangemaakt');
    await expect(page.getByText(`Alleen Team #${id}`)).toBeVisible();
    await screenshot(page, 'audit-history');
    await expectAccessible(page, 'Geschiedenis');

    // On a phone the page does not scroll sideways (the table scrolls inside its card).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'phone-audit');
  });

  test('an object’s history reads in words: attribute names, lookup values, Ja/Nee, the creator and the geometry as a phrase', async ({ page }) => {
    await startSession(page, accounts.anna);
    const materialName = uniqueName('Materiaal');
    const material = await apiAttribute(page, materialName, 'lookup', ['Staal', 'Hout']);
    const lit = await apiCall<{ id: number; name: string }>(page, 'POST', '/v1/attribute', { name: uniqueName('Verlicht'), type: 'boolean' });
    const type = await apiCall<{ id: number }>(page, 'POST', '/v1/type', { name: uniqueName('Bank'), geo_type: 'point', prefix: 'BK' });
    await apiCall(page, 'POST', `/v1/type/${type.id}/attribute`, { relation: [{ id: material.id, order: 0 }, { id: lit.id, order: 1 }] });
    const [lon, lat] = await areaCentre(page);
    const object = await apiCall<{ id: number }>(page, 'POST', '/v1/object', {
      map_object_type_id: type.id, geometry: { type: 'Point', coordinates: [lon, lat] },
      attributes: [{ id: material.id, value: material.values.Staal }, { id: lit.id, value: false }],
    });
    await apiCall(page, 'PUT', `/v1/object/${object.id}`, {
      geometry: { type: 'Point', coordinates: [lon + 0.0001, lat] },
      attributes: [{ id: material.id, value: material.values.Hout }, { id: lit.id, value: true }],
    });

    await openPage(page, `/admin/audit?subject_type=object&subject_id=${object.id}`);
    const rows = page.getByRole('table').locator('tbody tr[data-row-key]');
    await expect(rows).toHaveCount(2);
    const [changed, created] = [rows.nth(0), rows.nth(1)];
    await expect(changed).toContainText(`${materialName}: Staal → Hout`);
    await expect(changed).toContainText(`${lit.name}: Nee → Ja`);
    await expect(changed).toContainText('Geometrie: gewijzigd (punt)');
    await expect(created).toContainText(`Aangemaakt door: – → ${accounts.anna.name}`);
    await expect(created).toContainText('Geometrie: vastgelegd (punt)');
    await expect(page.getByRole('table')).not.toContainText('attributes.');
    await expect(page.getByRole('table')).not.toContainText('coordinates');
    await screenshot(page, 'audit-object-history');
  });
});

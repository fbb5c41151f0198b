/**
 * The action status list (/admin/action_status) sorts and searches by column like every list
 * (document 2, section 1) beside its drag order, and shows each colour as a swatch beside its
 * hex value ('-' without one), as the show screen does. Each test makes statuses of its own.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { accounts, apiCall, cardOf, columnTexts, detailValue, expectLoaded, openPage, screenshot, searchColumn, sortSwitch, startSession, uniqueName } from './driver';

const rows = (card: Locator) => card.locator('tbody tr[data-row-key]');
const rowOf = (page: Page, card: Locator, name: string) => rows(card).filter({ has: page.getByRole('cell', { name, exact: true }) });

async function openList(page: Page): Promise<Locator> {
  await openPage(page, '/admin/action_status');
  const card = cardOf(page, 'Actiestatussen');
  await expectLoaded(card.getByRole('table'));
  await expect(rows(card).first()).toBeVisible();
  return card;
}

test.describe('action statuses list', () => {
  test('sorts and searches by column; the sort switch shows the stored order without them', async ({ page }) => {
    await startSession(page, accounts.anna);
    const tag = uniqueName('Zoek');
    const names = [`${tag} Cirkel`, `${tag} Anker`, `${tag} Boei`];
    const created: { id: number }[] = [];
    for (const name of names) created.push(await apiCall<{ id: number }>(page, 'POST', '/v1/action_status', { name }));
    try {
      const card = await openList(page);
      const table = card.getByRole('table');
      const stored = await columnTexts(table, 2);
      // Stored order: new statuses last, in the order they were made.
      expect(stored.slice(-3)).toEqual(names);

      await searchColumn(page, 'Naam', tag, card);
      await expect.poll(() => columnTexts(table, 2)).toEqual(names);
      await card.getByRole('columnheader', { name: /Naam/ }).click();
      await expect.poll(() => columnTexts(table, 2)).toEqual([`${tag} Anker`, `${tag} Boei`, `${tag} Cirkel`]);
      await card.getByRole('columnheader', { name: /Naam/ }).click();
      await expect.poll(() => columnTexts(table, 2)).toEqual([`${tag} Cirkel`, `${tag} Boei`, `${tag} Anker`]);

      // Drag order: every row in its stored place, no column sort or search to confuse it.
      await sortSwitch(card).click();
      await expect(sortSwitch(card)).toHaveAttribute('aria-checked', 'true');
      await expect(card.locator('thead').getByLabel('Filter op Naam', { exact: true })).toHaveCount(0);
      await expect.poll(() => columnTexts(table, 3)).toEqual(stored);
      // Off again: the full list in stored order, with search and sort back.
      await sortSwitch(card).click();
      await expect.poll(() => columnTexts(table, 2)).toEqual(stored);
      await expect(card.locator('thead').getByLabel('Filter op Naam', { exact: true })).toHaveCount(1);
    } finally {
      for (const { id } of created) await apiCall(page, 'DELETE', `/v1/action_status/${id}`);
    }
  });

  test("shows a colour as a swatch beside its hex value, in the list and on the show screen; '-' without one", async ({ page }) => {
    await startSession(page, accounts.anna);
    const red = uniqueName('Rood');
    const none = uniqueName('Kleurloos');
    const withColour = await apiCall<{ id: number }>(page, 'POST', '/v1/action_status', { name: red, color: '#d4380d' });
    const without = await apiCall<{ id: number }>(page, 'POST', '/v1/action_status', { name: none });
    try {
      const card = await openList(page);
      const colourCell = rowOf(page, card, red).locator('td').nth(3);
      await expect(colourCell).toHaveText('#d4380d');
      await expect(colourCell.locator('.color-swatch')).toHaveCSS('background-color', 'rgb(212, 56, 13)');
      const noneCell = rowOf(page, card, none).locator('td').nth(3);
      await expect(noneCell).toHaveText('-');
      await expect(noneCell.locator('.color-swatch')).toHaveCount(0);
      // The colour column searches on the hex value.
      await searchColumn(page, 'Statuskleur in de app', '#d4380d', card);
      await expect.poll(() => columnTexts(card.getByRole('table'), 2)).toEqual([red]);

      await openPage(page, `/admin/action_status/${withColour.id}`);
      const value = detailValue(page, 'Statuskleur in de app');
      await expect(value).toHaveText('#d4380d');
      await expect(value.locator('.color-swatch')).toHaveCSS('background-color', 'rgb(212, 56, 13)');
      // Each role flag says what it does, under its name.
      const roles = page.getByRole('region', { name: 'Rollen' });
      for (const [flag, help] of [
        ['Open', "Open werk voor deze rol: staat in 'open voor mij'"], ['Selecteerbaar', 'Deze rol mag deze status kiezen'],
        ['Zichtbaar op kaart', 'Acties met deze status staan voor deze rol op de kaart'], ['Gekoppeld', 'Acties met deze status staan voor deze rol bij het object'],
      ]) await expect(roles.getByRole('columnheader', { name: `${flag} ${help}`, exact: true })).toBeVisible();
      await screenshot(page, 'action-status-flags-help');
      await openPage(page, `/admin/action_status/${without.id}`);
      await expect(detailValue(page, 'Statuskleur in de app')).toHaveText('-');
      await expect(detailValue(page, 'Statuskleur in de app').locator('.color-swatch')).toHaveCount(0);
    } finally {
      for (const { id } of [withColour, without]) await apiCall(page, 'DELETE', `/v1/action_status/${id}`);
    }
  });
});

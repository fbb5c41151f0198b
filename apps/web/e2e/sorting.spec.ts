/**
 * Drag sorting: the 'Sorteren' switch shows a handle per row ('Versleep <name>'); a drag with
 * the keyboard (Space, arrows, Space) or the mouse saves the new order ('Volgorde opgeslagen'),
 * which a reload keeps. Lookup values, action statuses and the attributes of a type and an
 * action type sort this way. Each test sorts rows of its own, made through the API.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import {
  accounts, apiAttribute, apiCall, cardOf, columnTexts, dragHandle, expectLoaded, expectToast, keyboardMove, mouseDrag,
  openPage, screenshot, smoke, sortSwitch, startSession, touchDrag, uniqueName,
} from './driver';

/** The rows of a sort card. */
const rows = (card: Locator) => card.locator('tbody tr[data-row-key]');

/** The names in a sort card, in order: the 2nd column, or the 3rd while the handles are shown. */
async function namesIn(card: Locator): Promise<string[]> {
  const on = (await sortSwitch(card).getAttribute('aria-checked')) === 'true';
  return columnTexts(card.getByRole('table'), on ? 3 : 2);
}

/** Opens `url` and returns its sort card `title`, loaded, with the switch off. */
async function openCard(page: Page, url: string, title: string): Promise<Locator> {
  await openPage(page, url);
  const card = cardOf(page, title);
  await expectLoaded(card.getByRole('table'));
  await expect(rows(card).first()).toBeVisible();
  await expect(sortSwitch(card)).toHaveAttribute('aria-checked', 'false');
  return card;
}

/** Turns sorting on: a handle per row. */
async function startSorting(card: Locator): Promise<void> {
  await expect(card.getByRole('button', { name: /^Versleep / })).toHaveCount(0);
  await sortSwitch(card).click();
  await expect(sortSwitch(card)).toHaveAttribute('aria-checked', 'true');
  await expect(card.getByRole('button', { name: /^Versleep / })).toHaveCount(await rows(card).count());
}

/** Expects the order saved: the message, the table out of its loading state, and `names` shown. */
async function expectSaved(page: Page, card: Locator, names: string[]): Promise<void> {
  await expectToast(page, 'Volgorde opgeslagen');
  await expectLoaded(card.getByRole('table'));
  await expect.poll(() => namesIn(card)).toEqual(names);
}

/** `names` in their relative order within `all` (the list holds other rows too). */
const relative = (all: string[], names: string[]) => all.filter((n) => names.includes(n));

test.describe('drag sorting', () => {
  test("lookup values: switch on, a value moved down with the keyboard says 'Volgorde opgeslagen' and a reload keeps the order", smoke, async ({ page }) => {
    await startSession(page, accounts.anna);
    const { id } = await apiAttribute(page, uniqueName('Ernst'), 'lookup', ['Eerste', 'Tweede', 'Derde']);
    const url = `/admin/attributes/${id}`;
    let card = await openCard(page, url, 'Lookup-waarden');
    await expect.poll(() => namesIn(card)).toEqual(['Eerste', 'Tweede', 'Derde']);

    await startSorting(card);
    await expect(card.getByRole('table').getByRole('columnheader')).toHaveText(['', 'ID', 'Naam', 'Acties']);
    await screenshot(page, 'sorting-lookup-values-on');
    await keyboardMove(page, card, 'Eerste', 1);
    await expectSaved(page, card, ['Tweede', 'Eerste', 'Derde']);
    const stored = await apiCall<{ name: string }[]>(page, 'GET', `/v1/attribute/${id}/lookup`);
    expect(stored.map((v) => v.name)).toEqual(['Tweede', 'Eerste', 'Derde']);

    card = await openCard(page, url, 'Lookup-waarden');
    await expect.poll(() => namesIn(card)).toEqual(['Tweede', 'Eerste', 'Derde']);
    // Up two places: to the top.
    await startSorting(card);
    await keyboardMove(page, card, 'Derde', -2);
    await expectSaved(page, card, ['Derde', 'Tweede', 'Eerste']);
    card = await openCard(page, url, 'Lookup-waarden');
    await expect.poll(() => namesIn(card)).toEqual(['Derde', 'Tweede', 'Eerste']);
  });

  test('lookup values: a mouse drag moves a value and the order is saved; Escape during a drag changes nothing', async ({ page }) => {
    await startSession(page, accounts.anna);
    const { id } = await apiAttribute(page, uniqueName('Grootte'), 'multi_lookup', ['Klein', 'Middel', 'Groot', 'Extra groot']);
    const url = `/admin/attributes/${id}`;
    let card = await openCard(page, url, 'Lookup-waarden');
    await startSorting(card);

    // Picked up, moved, then Escape: back in place and nothing saved.
    await dragHandle(card, 'Klein').focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(150);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    await expect(page.locator('.ant-message-notice').filter({ hasText: 'Volgorde opgeslagen' })).toHaveCount(0);
    await expect.poll(() => namesIn(card)).toEqual(['Klein', 'Middel', 'Groot', 'Extra groot']);

    await mouseDrag(page, card, 'Extra groot', rows(card).nth(1));
    await expectSaved(page, card, ['Klein', 'Extra groot', 'Middel', 'Groot']);
    card = await openCard(page, url, 'Lookup-waarden');
    await expect.poll(() => namesIn(card)).toEqual(['Klein', 'Extra groot', 'Middel', 'Groot']);
  });

  test('action statuses: two new statuses swap places with the keyboard, and the order survives a reload', async ({ page }) => {
    await startSession(page, accounts.anna);
    const first = uniqueName('Wachten');
    const second = uniqueName('Ingepland');
    const created = [
      await apiCall<{ id: number }>(page, 'POST', '/v1/action_status', { name: first }),
      await apiCall<{ id: number }>(page, 'POST', '/v1/action_status', { name: second }),
    ];
    try {
      let card = await openCard(page, '/admin/action_status', 'Actiestatussen');
      const demo = ['Nieuw', 'In behandeling', 'Afgehandeld'];
      // A new status goes last.
      await expect.poll(async () => (await namesIn(card)).slice(-2)).toEqual([first, second]);
      const before = await namesIn(card);
      expect(relative(before, demo)).toEqual(demo);
      // What the rows say besides their place (final or not, colour): a new order changes none of it.
      const rowText = (c: Locator, name: string) => rows(c).filter({ has: page.getByRole('cell', { name, exact: true }) }).locator('td:not(:first-child)').allTextContents();
      const details = async (c: Locator) => Promise.all([...demo, first, second].map((name) => rowText(c, name)));
      const detailsBefore = await details(card);

      await startSorting(card);
      await screenshot(page, 'sorting-action-statuses-on');
      await keyboardMove(page, card, second, -1);
      const after = [...before.slice(0, -2), second, first];
      await expectSaved(page, card, after);

      card = await openCard(page, '/admin/action_status', 'Actiestatussen');
      await expect.poll(() => namesIn(card)).toEqual(after);
      expect(await details(card)).toEqual(detailsBefore);
      const stored = await apiCall<{ name: string; weight: number }[]>(page, 'GET', '/v1/action_status');
      expect(stored.map((s) => s.name)).toEqual(after);
      const weight = (name: string) => stored.find((s) => s.name === name)?.weight ?? 0;
      expect(weight(second)).toBeLessThan(weight(first));
      expect(weight('Nieuw')).toBeLessThan(weight('In behandeling'));
      expect(weight('In behandeling')).toBeLessThan(weight('Afgehandeld'));
    } finally {
      for (const { id } of created) await apiCall(page, 'DELETE', `/v1/action_status/${id}`);
    }
  });

  test("a type's attributes reorder with the mouse and the keyboard; the order is saved and shown after a reload", async ({ page }) => {
    await startSession(page, accounts.anna);
    const names = [uniqueName('Breedte'), uniqueName('Lengte'), uniqueName('Kleur')];
    const ids: number[] = [];
    for (const [i, name] of names.entries()) ids.push((await apiAttribute(page, name, i === 2 ? 'lookup' : 'integer', i === 2 ? ['Groen'] : [])).id);
    const type = await apiCall<{ id: number }>(page, 'POST', '/v1/type', { name: uniqueName('Bord'), geo_type: 'point' });
    await apiCall(page, 'POST', `/v1/type/${type.id}/attribute`, { relation: ids.map((id) => ({ id })) });
    const url = `/admin/map_object_types/${type.id}`;
    let card = await openCard(page, url, 'Attributen');
    await expect.poll(() => namesIn(card)).toEqual(names);

    await startSorting(card);
    await mouseDrag(page, card, names[2], rows(card).first());
    const moved = [names[2], names[0], names[1]];
    await expectSaved(page, card, moved);
    await screenshot(page, 'sorting-type-attributes');
    const stored = await apiCall<{ name: string; order: number }[]>(page, 'GET', `/v1/type/${type.id}/attribute`);
    expect(stored.map((a) => a.name)).toEqual(moved);

    card = await openCard(page, url, 'Attributen');
    await expect.poll(() => namesIn(card)).toEqual(moved);
    await startSorting(card);
    await keyboardMove(page, card, names[0], 1);
    await expectSaved(page, card, [names[2], names[1], names[0]]);
    card = await openCard(page, url, 'Attributen');
    await expect.poll(() => namesIn(card)).toEqual([names[2], names[1], names[0]]);
  });

  test("an action type's attributes reorder too", async ({ page }) => {
    await startSession(page, accounts.anna);
    const names = [uniqueName('Datum'), uniqueName('Uitvoerder'), uniqueName('Kosten')];
    const ids: number[] = [];
    for (const name of names) ids.push((await apiAttribute(page, name, 'string')).id);
    const actionType = await apiCall<{ id: number }>(page, 'POST', '/v1/dynamic_action_type', { name: uniqueName('Schilderen') });
    await apiCall(page, 'POST', `/v1/dynamic_action_type/${actionType.id}/attribute`, { relation: ids.map((id) => ({ id })) });
    const url = `/admin/action_types/${actionType.id}`;
    let card = await openCard(page, url, 'Attributen');
    await expect.poll(() => namesIn(card)).toEqual(names);

    await startSorting(card);
    await keyboardMove(page, card, names[0], 2);
    const moved = [names[1], names[2], names[0]];
    await expectSaved(page, card, moved);
    card = await openCard(page, url, 'Attributen');
    await expect.poll(() => namesIn(card)).toEqual(moved);
    const stored = await apiCall<{ name: string }[]>(page, 'GET', `/v1/dynamic_action_type/${actionType.id}/attribute`);
    expect(stored.map((a) => a.name)).toEqual(moved);
  });
});

test.describe('drag sorting on a touch screen', () => {
  test.use({ hasTouch: true });

  test('lookup values: a finger drags a value by its handle and the order is saved', async ({ page }) => {
    await startSession(page, accounts.anna);
    const { id } = await apiAttribute(page, uniqueName('Vorm'), 'lookup', ['Rond', 'Vierkant', 'Driehoek']);
    const url = `/admin/attributes/${id}`;
    let card = await openCard(page, url, 'Lookup-waarden');
    await startSorting(card);
    await touchDrag(page, card, 'Driehoek', rows(card).first());
    await expectSaved(page, card, ['Driehoek', 'Rond', 'Vierkant']);
    card = await openCard(page, url, 'Lookup-waarden');
    await expect.poll(() => namesIn(card)).toEqual(['Driehoek', 'Rond', 'Vierkant']);
  });
});

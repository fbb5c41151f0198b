/** A show screen's link editor: the card's 'Bewerken', then a tick per linked row. */
import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast } from './messages';
import { cardOf, searchColumn } from './tables';

/** The checkbox of a link editor's row `name` ('Koppel <name>'). */
export function linkBox(page: Page, name: string): Locator {
  return page.getByRole('checkbox', { name: `Koppel ${name}`, exact: true });
}

/** Opens the link editor of the show screen's card `title` (its 'Bewerken' button); returns the editor's table. */
export async function openCardEditor(page: Page, title: string): Promise<Locator> {
  await cardOf(page, title).getByRole('link', { name: 'Bewerken', exact: true }).click();
  const table = page.getByRole('table');
  await expect(table).toHaveCount(1);
  await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible();
  return table;
}

/** Searches the link editor's name column for `name` (the list may hold more than a page). */
async function findLinkRow(page: Page, table: Locator, name: string): Promise<void> {
  await searchColumn(page, 'Naam', name, table);
  await expect(linkBox(page, name)).toBeVisible();
}

/** In a link editor: ticks `name` and expects the success message and the box to stay ticked. */
export async function linkRow(page: Page, table: Locator, name: string, message: string): Promise<void> {
  await findLinkRow(page, table, name);
  await expect(linkBox(page, name)).not.toBeChecked();
  await linkBox(page, name).check();
  await expectToast(page, message);
  await expect(linkBox(page, name)).toBeChecked();
  await expect(linkBox(page, name)).toBeEnabled();
}

/** In a link editor: unticks `name` and expects the success message and the box to stay unticked. */
export async function unlinkRow(page: Page, table: Locator, name: string, message: string): Promise<void> {
  await findLinkRow(page, table, name);
  await expect(linkBox(page, name)).toBeChecked();
  await linkBox(page, name).uncheck();
  await expectToast(page, message);
  await expect(linkBox(page, name)).not.toBeChecked();
  await expect(linkBox(page, name)).toBeEnabled();
}

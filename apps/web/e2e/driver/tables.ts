/** Lists and show screens: table rows and columns, a column's search, cards and their values. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The body rows of the table inside `scope` that have cells (not the empty-state row). */
export function tableRows(scope: Page | Locator): Locator {
  return scope.locator('tbody tr[data-row-key]');
}

/** The texts of one column (1-based) of a table's body rows, in order. */
export function columnTexts(table: Locator, column: number): Promise<string[]> {
  return table.locator(`tbody tr[data-row-key] td:nth-child(${column})`).allTextContents();
}

/** Waits until a table's load is over (it shows 'Geen gegevens' while it loads too). */
export async function expectLoaded(table: Locator): Promise<void> {
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
}

/** Expects a loaded table without rows ('Geen gegevens'). */
export async function expectEmptyTable(table: Locator): Promise<void> {
  await expectLoaded(table);
  await expect(table.locator('tbody tr[data-row-key]')).toHaveCount(0);
  await expect(table).toContainText('Geen gegevens');
}

/**
 * Searches column `column` of the table inside `scope` for `text` (the search icon in its
 * header, then the box, then Enter); an empty text clears the column's search. Returns once
 * the table shows the search: a list keeps its searches in the URL, so the filtered rows land
 * a navigation and a render after Enter, in the same render that marks the column searched.
 */
export async function searchColumn(page: Page, column: string, text: string, scope: Page | Locator = page): Promise<void> {
  // A search box opened while the table still loads closes when the rows arrive: wait for
  // its rows (or its empty state) and no spinner.
  await expect(scope.locator('tbody').locator('tr[data-row-key], tr.data-table-empty-row').first()).toBeVisible();
  await expect(scope.locator('table[aria-busy="true"]')).toHaveCount(0);
  // Our focusable trigger (antd's own one in the same header is not keyboard usable).
  const trigger = scope.locator('thead').getByLabel(`Filter op ${column}`, { exact: true });
  const box = page.getByRole('textbox', { name: `Zoek op ${column}` });
  // Rows shown from the cache may be replaced by a refetch just after the click, and antd closes
  // an open search box when its table's rows change, also between opening and typing: open it
  // again, type and press Enter until one try does all three.
  await expect(async () => {
    if (!(await box.isVisible())) await trigger.click();
    await box.fill(text, { timeout: 2_000 });
    await box.press('Enter', { timeout: 2_000 });
  }).toPass();
  await expect(trigger).toHaveAttribute('aria-pressed', text ? 'true' : 'false');
  await expect(scope.locator('table[aria-busy="true"]')).toHaveCount(0);
}

/** A card of a screen, by its title. */
export function cardOf(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** The table of a show screen's card with this title (linked items, attributes). */
export function cardTable(page: Page, title: string): Locator {
  return cardOf(page, title).getByRole('table');
}

/** The value cell of the show card's row labelled `label`. */
export function detailValue(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const exact = new RegExp(`^${escaped}$`);
  return page.locator('.ant-descriptions-row')
    .filter({ has: page.locator('.ant-descriptions-item-label').filter({ hasText: exact }) })
    .locator('.ant-descriptions-item-content');
}

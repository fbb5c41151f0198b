/**
 * Helpers of the roles and teams end-to-end tests: unique names, the antd success message and
 * 'Validatie' notification, the actions menu of a show screen, and the delete confirmation.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** A name no other test (or earlier run on the same server) uses: prefix plus a short stamp. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** The antd message toast with this text (success messages of the console). */
export function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

/** Expects the success message `text` to show. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text)).toBeVisible();
}

/** The 'Validatie' notification (bottom right) holding `text`. */
export function validationNotice(page: Page, text: string): Locator {
  return page.locator('.ant-notification-bottomRight .ant-notification-notice').filter({ hasText: 'Validatie' }).filter({ hasText: text });
}

/** Opens the show screen's 'Acties' menu and picks `item`. */
export async function chooseAction(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Acties' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The open delete confirmation dialog. */
export function confirmDialog(page: Page): Locator {
  return page.locator('.ant-modal-confirm');
}

/** Answers the open delete confirmation with 'Ja, ik weet het zeker'. */
export async function confirmYes(page: Page): Promise<void> {
  const dialog = confirmDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Nee' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Ja, ik weet het zeker' }).click();
}

/** The texts of one column (1-based) of a table's body rows, in order. */
export function columnTexts(table: Locator, column: number): Promise<string[]> {
  return table.locator(`tbody tr.ant-table-row td:nth-child(${column})`).allTextContents();
}

/** Types into a column's search box (the header's 'Filter op <column>' button) and searches. */
export async function searchColumn(page: Page, scope: Locator, column: string, text: string): Promise<void> {
  await scope.getByRole('columnheader', { name: column }).getByLabel(`Filter op ${column}`).click();
  const box = page.getByRole('textbox', { name: `Zoek op ${column}` });
  await box.fill(text);
  await box.press('Enter');
}

/** Opens a screen through the side menu, as a user would. */
export async function openFromMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('menu', { name: 'Hoofdmenu' }).getByRole('link', { name: entry, exact: true }).click();
}

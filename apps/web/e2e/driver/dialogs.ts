/** The delete confirmation dialog. */
import { expect, type Locator, type Page } from '@playwright/test';

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

/** What the console tells: the antd success message (top) and the 'Validatie' notification (bottom right). */
import { expect, type Locator, type Page } from '@playwright/test';

/** The antd message with this text (the console's success messages). */
export function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

/**
 * Expects the success message `text`. The same text may still be showing from a step just
 * before (two ticks in a row), so the newest one counts.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text).last()).toBeVisible();
}

/** The 'Validatie' notification (bottom right) holding `text`. */
export function validationNotice(page: Page, text: string): Locator {
  return page.locator('.ant-notification-bottomRight .ant-notification-notice').filter({ hasText: 'Validatie' }).filter({ hasText: text });
}

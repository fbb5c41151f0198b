/** Screenshots of each screen, kept for review. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const screensDir = path.join(root, 'test-results/screens');

/** Saves a screenshot to test-results/screens/<name>.png for review. */
export async function screenshot(page: Page, name: string): Promise<void> {
  // Let antd's enter animations finish so the picture shows the settled screen.
  await page.waitForTimeout(400);
  // The viewport, not the full page: the sticky side menu and header would be cut in a stitched picture.
  await page.screenshot({ path: path.join(screensDir, `${name}.png`) });
}

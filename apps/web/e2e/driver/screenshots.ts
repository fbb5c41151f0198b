/** Screenshots of each screen, kept for review. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const screensDir = path.join(root, 'test-results/screens');

/** The pictures for review are asked for: each costs the browser a capture (docs/testing.md). */
const TAKE = process.env.E2E_SCREENSHOTS === '1';

/**
 * With E2E_SCREENSHOTS=1, saves a screenshot to test-results/screens/<name>.png for review;
 * without, the screen still settles as if it were taken, so a test runs the same either way.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  // The settled screen: the enter animations and transitions still running have finished
  // (antd's, when motion is on; endless ones such as a spinner do not count), then two frames
  // so it is painted. One call into the page, where a fixed pause took 400 ms.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) =>
      animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise<void>((resolve) => { requestAnimationFrame(() => { requestAnimationFrame(() => resolve()); }); });
  });
  if (!TAKE) return;
  // The viewport, not the full page: the sticky side menu and header would be cut in a stitched picture.
  await page.screenshot({ path: path.join(screensDir, `${name}.png`) });
}

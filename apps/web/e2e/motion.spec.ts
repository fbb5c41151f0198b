/**
 * Animations follow the system: with the default (no preference) antd zooms a dialog in; with
 * 'reduce' (what the rest of the suite runs with) it appears at once. Both close on 'Annuleren'.
 */
import { expect, test, type Page } from './fixtures';

/** Opens the recovery-mail dialog, noting every class the dialog element had on its way in. */
async function openRecoveryDialog(page: Page) {
  await page.goto('/login');
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenClasses: string[] }).seenClasses = seen;
    new MutationObserver(() => {
      document.querySelectorAll('.ant-modal').forEach((el) => seen.push(el.className));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wachtwoord herstellen' });
  await expect(dialog).toBeVisible();
  return dialog;
}

// antd marks the dialog 'ant-zoom-appear-active' while the zoom runs (with motion off it only
// passes through the 'prepare' step, in the same frame).
const zoomed = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenClasses: string[] }).seenClasses.some((c) => c.includes('ant-zoom-appear-active')));

test.describe('with the default motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the dialog zooms in, and closes on Annuleren once it stands', async ({ page }) => {
    const dialog = await openRecoveryDialog(page);
    // Wait for the zoom to finish before clicking, as a person's eye would.
    await expect.poll(() => dialog.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    expect(await zoomed(page)).toBe(true);
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the dialog appears without zooming and closes on Annuleren', async ({ page }) => {
    const dialog = await openRecoveryDialog(page);
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();
    expect(await zoomed(page)).toBe(false);
  });
});

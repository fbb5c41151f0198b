/** Filling in forms: a field by its label, antd selects with and without a search box. */
import { expect, type Locator, type Page } from '@playwright/test';

/** A field of the screen's form by its label (inside the form: a list's column header can carry the same name). */
export function formField(page: Page, label: string): Locator {
  return page.locator('form').getByLabel(label, { exact: true });
}

/** The shown value of the antd select labelled `label`. */
export function selectValue(page: Page, label: string): Locator {
  return page.locator('.ant-select').filter({ has: page.getByLabel(label, { exact: true }) });
}

/** Opens the antd select labelled `label` (inside `scope`) and picks the option `name`. */
export async function pickOption(page: Page, label: string, name: string, scope: Page | Locator = page): Promise<void> {
  const box = scope.getByLabel(label, { exact: true });
  // antd shows the chosen option's title on the input's parent: the one proof that a pick happened.
  const shown = box.locator('xpath=..');
  // The visible options are in the open dropdown (a portal at the end of the page).
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await box.click();
  await box.fill(name);
  // On a busy machine the dropdown can open late (its options still loading), a click can land
  // while the filtered list re-renders and select nothing, and the search text can be gone while
  // the dropdown stays open (a long list then shows its first rows only, not `name`). So: until
  // the select shows `name` and its dropdown is closed, (re)open it with the search text, click
  // the option, and fall back to Enter on the hovered option.
  await expect(async () => {
    if ((await shown.getAttribute('title')) !== name) {
      if ((await dropdown.count()) === 0 || (await box.inputValue()) !== name) {
        await box.click();
        await box.fill(name);
      }
      const option = dropdown.getByTitle(name, { exact: true });
      await option.click({ timeout: 3000 });
      if ((await shown.getAttribute('title')) !== name && (await dropdown.count()) > 0) {
        await option.hover({ timeout: 2000 });
        await box.press('Enter');
      }
    } else if ((await dropdown.count()) > 0) {
      await box.press('Escape');
    }
    await expect(shown).toHaveAttribute('title', name, { timeout: 2000 });
    await expect(dropdown).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Picks `name` in the antd select labelled `label` that has no search box (a fixed list such
 * as a geo type or an attribute type): its input is read-only, so it is opened and clicked.
 */
export async function pickFixedOption(page: Page, label: string, name: string, scope: Page | Locator = page): Promise<void> {
  const box = scope.getByLabel(label, { exact: true });
  const shown = box.locator('xpath=..');
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await shown.getAttribute('title')) !== name) {
      if ((await dropdown.count()) === 0) await box.click();
      await dropdown.getByTitle(name, { exact: true }).click({ timeout: 3000 });
    } else if ((await dropdown.count()) > 0) {
      await box.press('Escape');
    }
    await expect(shown).toHaveAttribute('title', name, { timeout: 2000 });
    await expect(dropdown).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** The option texts of the select labelled `label`, in the order shown. */
export async function optionTexts(page: Page, label: string, scope: Page | Locator = page): Promise<string[]> {
  await scope.getByLabel(label, { exact: true }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  // The list can re-render between the check above and the read (its options arriving): read
  // until it holds options.
  let texts: string[] = [];
  await expect.poll(async () => (texts = await options.allTextContents()).length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  return texts;
}

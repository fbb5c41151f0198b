/** Moving around the console: the side menu, the header's scope, a show screen's actions menu, the URL. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a screen through the side menu, as a user would. */
export async function openFromMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('menu', { name: 'Hoofdmenu' }).getByRole('link', { name: entry, exact: true }).click();
}

/** The header's current organisation and network. */
export function scopeName(page: Page, kind: 'Organisatie' | 'Netwerk'): Locator {
  return page.getByRole('group', { name: new RegExp(`^${kind}: `) });
}

/**
 * Opens the show screen's 'Acties' menu and picks `item` (exactly: 'Bewerken' is not 'Icoon
 * bewerken'), once the screen has loaded: a menu opened while it loads is gone when the card
 * renders with its data (seen on a loaded machine: the click then waited for a detached item).
 */
export async function chooseAction(page: Page, item: string): Promise<void> {
  await expect(page.locator('main').locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.getByRole('button', { name: 'Acties', exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** The id at the end of the current URL (or before a suffix such as /edit). */
export function idFromUrl(page: Page): number {
  const match = /\/(\d+)(?:\/[a-z_]+)?$/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`no id in ${page.url()}`);
  return Number(match[1]);
}

/**
 * Opens `path` inside the running console, as a link in it would (the router's history, no
 * page load), and waits for the address. A `page.goto` loads and compiles the whole console
 * again and asks the shell's first calls anew (some 1.2 CPU-seconds of the browser each,
 * docs/testing.md); a test uses it where the load itself is checked (a reload keeping a view,
 * a first visit). The screen's data comes as after a click: from the API, or from the console's
 * cache where the console kept it, so a screen showing a stale answer fails here as a user sees it.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

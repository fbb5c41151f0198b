/**
 * The accessibility check of a screen: axe-core (the engine Lighthouse's accessibility audits
 * run on) over the page as it is shown; any violation of serious or critical impact fails the
 * test, named with the screen, the rule and the elements it found. Called on every screen of
 * the phone walk (phone.spec.ts) and the desktop walk (accessibility.spec.ts).
 *
 * Run the lean way (the same rules over the same elements, the same violations, checked
 * on six screens): in the page itself (axe's legacy mode; the default mode injects axe three
 * times and opens a blank page, a renderer process, per check, to merge the results of
 * cross-origin frames, which the console has none of) and reporting only the violations in full
 * (`resultTypes`: the passing elements are still checked, but not sent back one by one: about
 * 900 of them a screen). 0.45 instead of 1.2 CPU-seconds a check.
 *
 * axe's script (half a megabyte) is put into a page once: the legacy mode evaluates it twice a
 * check, and the phone walk checks some twenty screens in one page, moving on inside the
 * console. A page that already has it in every frame gets an empty source (`axeSource`), so
 * the builder still configures axe and runs the same `axe.run`, only without compiling axe again.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Whether every frame of the page has axe already (a full page load or a new frame has not). */
async function hasAxe(page: Page): Promise<boolean> {
  const present = await Promise.all(page.frames().map((frame) => frame.evaluate(() => 'axe' in window).catch(() => false)));
  return present.every(Boolean);
}

/** Checks the page with axe; `what` names the screen in the failure. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const builder = (await hasAxe(page)) ? new AxeBuilder({ page, axeSource: ';' }) : new AxeBuilder({ page });
  const { violations } = await builder
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const failing = violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''}`);
  expect(failing, `${what}: serious or critical accessibility violations (axe)`).toEqual([]);
}

/**
 * The accessibility check of a screen: axe-core (the engine Lighthouse's accessibility audits
 * run on) over the page as it is shown; any violation of serious or critical impact fails the
 * test, named with the screen, the rule and the elements it found. Called on every screen of
 * the phone walk (phone.spec.ts) and the desktop walk (accessibility.spec.ts).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Checks the page with axe; `what` names the screen in the failure. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const failing = violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''}`);
  expect(failing, `${what}: serious or critical accessibility violations (axe)`).toEqual([]);
}

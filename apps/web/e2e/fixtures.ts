/**
 * `test` for every spec: Playwright's, with a server and a database for each worker (the
 * baseURL), plus an automatic check that the page broke no rule of the Content-Security-Policy
 * (apps/api/src/plugins/security-headers.ts). A blocked script, style, image, worker or request
 * fails the test that caused it, so a screen that needs a source the policy lacks (or an inline
 * style nobody gave a nonce) is found in the e2e run, not by a user. Specs import `test` and
 * `expect` from here instead of from '@playwright/test'.
 */
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { DEMO_SERVER_SETTINGS, START_TIMEOUT, startOwnServer } from './own-server';

/** The violations seen in a test, as text; `csp` is the automatic fixture that collects them. */
export interface CspWatch { violations: string[] }

declare global {
  interface Window { reportCspViolation?: (text: string) => void }
}

/**
 * Collects the violations of every page of `context`: the browser's own console errors about the
 * policy, and the `securitypolicyviolation` events (they also name the directive and what it blocked).
 */
async function watch(context: BrowserContext, violations: string[]): Promise<void> {
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
    }
  });
  await context.exposeFunction('reportCspViolation', (text: string) => { violations.push(text); });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '';
      void window.reportCspViolation?.(`${document.location.href}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`);
    });
  });
}

export const test = base.extend<{ csp: CspWatch }, { workerServer: string }>({
  /**
   * The address of this worker's server. The first worker (and its replacement after a failure)
   * uses the run's server (playwright.config.ts's webServer); each further one starts a server
   * with the demo data on a new, empty database of its own. So two workers never see each
   * other's rows, and a spec may count on the demo data as the tests before it in its worker
   * (the specs in alphabetical order) left it, as with one worker.
   */
  workerServer: [async ({}, use, workerInfo) => {
    const first = process.env.CONSOLE_E2E_BASE_URL;
    if (!first) throw new Error('CONSOLE_E2E_BASE_URL is not set: run the tests with apps/web/playwright.config.ts');
    if (workerInfo.parallelIndex === 0) {
      await use(first);
      return;
    }
    const server = await startOwnServer({ ...DEMO_SERVER_SETTINGS });
    try {
      await use(server.url);
    } finally {
      await server.stop();
    }
  }, { scope: 'worker', timeout: START_TIMEOUT + 30_000 }],
  baseURL: async ({ workerServer }, use) => { await use(workerServer); },
  csp: [async ({ context, browser }, use) => {
    const watched: CspWatch = { violations: [] };
    await watch(context, watched.violations);
    // A spec may open contexts of its own (browser.newContext): watch those too.
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const made = await newContext(options);
      await watch(made, watched.violations);
      return made;
    };
    try {
      await use(watched);
    } finally {
      browser.newContext = newContext;
    }
    expect(watched.violations, 'Content Security Policy violations').toEqual([]);
  }, { auto: true }],
});

export { expect };
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

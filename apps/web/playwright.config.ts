/**
 * End-to-end tests: Debian's chromium (headless shell) against our real server, started the way `npm start`
 * does it (scripts/start.mjs) on a fresh database per run, with the demo organisation. Two
 * workers (E2E_WORKERS), each with a server and a database of its own: the first uses the
 * webServer below, which also builds what is not built; each further one starts its own
 * (e2e/fixtures.ts, e2e/own-server.ts), so the workers never see each other's rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { DEMO_SERVER_SETTINGS, START_TIMEOUT } from './e2e/own-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
// 4310 by default; E2E_PORT lets two runs on one machine (a CI clone beside a working copy) coexist.
const PORT = Number(process.env.E2E_PORT ?? 4310);
// The first worker's server; fixtures.ts gives each further worker its own (the baseURL fixture).
const baseURL = `http://127.0.0.1:${PORT}`;
process.env.CONSOLE_E2E_BASE_URL = baseURL;

// A new embedded database for every run, so the tests start from the seeded demo data. The
// config is also loaded by the worker processes: they inherit the directory through the
// environment instead of making their own, and the main process removes it at exit.
const inherited = process.env.CONSOLE_E2E_DATA_DIR;
const dataDir = inherited ?? fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
if (!inherited) {
  process.env.CONSOLE_E2E_DATA_DIR = dataDir;
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

const serverEnv: Record<string, string> = {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ...DEMO_SERVER_SETTINGS,
};
if (process.env.E2E_DATABASE_URL) serverEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;
// A build of one's own (scripts/start.mjs builds it when missing, REBUILD_WEB=1 always).
if (process.env.WEB_DIST) serverEnv.WEB_DIST = process.env.WEB_DIST;
if (process.env.REBUILD_WEB) serverEnv.REBUILD_WEB = process.env.REBUILD_WEB;

export default defineConfig({
  testDir: path.join(here, 'e2e'),
  // One folder per port, so two runs on one machine never wipe each other's traces.
  outputDir: path.join(root, process.env.E2E_PORT ? `test-results/e2e-${PORT}` : 'test-results/e2e'),
  // Two workers use both cores of the CI machine (one keeps about one busy: the browser, then
  // the server, in turn). A spec file stays in one worker, its tests in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: two workers (and the smoke run on PostgreSQL) share the CI machine's 2 cores, and a
  // long walk took a minute on a loaded one. A hang still ends in 2 minutes.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // baseURL: the worker's server, set by fixtures.ts.
    browserName: 'chromium',
    viewport: { width: 1366, height: 820 },
    locale: 'nl-NL',
    // The console honours the system's reduced-motion wish (no antd animations): clicks then
    // never land on a dialog or dropdown that is still zooming in. motion.spec.ts covers both.
    reducedMotion: 'reduce',
    // No service worker: it would precache every chunk of the console in each test's fresh
    // context (a third of the run's CPU). The test of the worker itself allows it.
    serviceWorkers: 'block',
    // A trace records every action's DOM and a screencast: it nearly doubles the e2e run's CPU
    // (docs/testing.md), so it is asked for: with E2E_TRACE=1 a failed test leaves its trace to
    // open. A failed test's screenshot is always kept.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium-headless-shell: the same Chromium (version, Blink, V8) as /usr/bin/chromium
      // in its headless build, the one Playwright itself drives by default; without the desktop
      // browser's UI it takes about half the CPU, and the e2e runs are CPU-bound on 2 cores.
      // E2E_CHROMIUM=/usr/bin/chromium runs them in the desktop build.
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      // V8 without its optimising tiers (Maglev, TurboFan): a test's page lives seconds, too short
      // to earn back compiling its hot functions again, on a background thread that is the other
      // core's time (the interpreter and Sparkplug run the same code, as users' browsers run it
      // before it is hot). The renderers' CPU about a quarter less (docs/testing.md, "Tried").
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
        '--js-flags=--no-opt --no-maglev'],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    env: serverEnv,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: START_TIMEOUT,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

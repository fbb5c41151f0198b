import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// API tests: on embedded PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. Every test
// file gets a database of its own, cloned from a template that globalSetup migrates once per run.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The files of a worker share one module graph instead of loading the app anew each
    // (about 2.5 s a file): nothing the app keeps at module level may answer for another
    // file's database (auth/database-id.ts), and helpers/database.ts loads PGlite once a worker.
    isolate: false,
    // npm test runs the PGlite and PostgreSQL suites at the same time: on a busy 2-core machine
    // hostile-input's body cases (thousands of requests) took over 30 s there.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

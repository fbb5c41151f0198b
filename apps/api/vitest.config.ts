import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// API tests: on embedded PGlite, or on PostgreSQL when TEST_DATABASE_URL is set
// (each test file then gets a fresh database of its own).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

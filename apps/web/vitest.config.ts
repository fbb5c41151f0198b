import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A rendered page with its queries takes a second or two alone, and more than the default
    // 5 s on a shared, busy machine (two tests timed out there in an npm test); the API tests
    // allow 30 s.
    testTimeout: 20_000,
  },
});

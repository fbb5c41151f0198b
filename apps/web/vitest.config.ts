import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    // vite-plugins: the build's own transforms (vite.config.ts), tested on what they change.
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // The files of a worker share one module graph and one happy-dom window instead of loading
    // antd, React and the DOM anew per file (about 1.5 s a file): every file's stubbed globals
    // (fetch, matchMedia) are undone after it, and setup.ts empties the DOM and storage.
    unstubGlobals: true,
    isolate: false,
    // A rendered page with its queries takes a second or two alone, and more than the default
    // 5 s on a shared, busy machine (two tests timed out there in an npm test); the API tests
    // allow 30 s.
    testTimeout: 20_000,
  },
});

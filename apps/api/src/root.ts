import { fileURLToPath } from 'node:url';

/**
 * The apps/api folder. This file sits one level below it (src/), as does the bundle that
 * `npm start` runs (dist/server.mjs), so the same line finds it from both.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

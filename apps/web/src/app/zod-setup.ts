/**
 * zod under the console's Content-Security-Policy (app/csp.ts): zod 4 probes whether it may
 * compile validators with `new Function` (eval); the policy says no, and the probe alone is
 * reported as a violation. Interpreted validation is fast enough for forms and answers of this
 * size.
 *
 * The sign-in page loads no zod, so this cannot run first from main.tsx. The build puts this
 * module in zod's own chunk, right after zod (vite.config.ts): wherever zod is loaded from, this
 * runs before any chunk that makes a schema. admin-routes.tsx imports it, which keeps it in the
 * build.
 */
import { z } from 'zod';

z.config({ jitless: true });

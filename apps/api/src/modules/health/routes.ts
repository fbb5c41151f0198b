import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { detailErrorSchema } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';

export function healthRoutes(app: App, { db }: Deps) {
  app.get('/healthz', {
    config: { scope: 'public' },
    schema: { tags: ['health'], summary: 'Is the database reachable?', security: [], response: { 200: z.object({ status: z.literal('ok') }), 503: detailErrorSchema } },
  }, async (_req, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    } catch {
      return reply.code(503).send({ detail: 'database unreachable' });
    }
  });
}

import type { FastifyInstance } from 'fastify';

/** One log line per request: no headers, no bodies, no query strings (no tokens, no secrets). */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (req, reply) => {
    req.log.info({
      method: req.method,
      path: req.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      user: req.auth?.user.id,
    }, 'request');
  });
}

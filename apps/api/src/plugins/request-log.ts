import type { FastifyInstance } from 'fastify';

// The console's password-reset page has the reset token in its path (the link mailed by
// modules/account/service.ts): a token in the log would be a credential in the log.
const RESET_PAGE = /^\/password\/reset\/[^/]+/;

/**
 * One log line per request: no headers, no bodies, no query strings, and no reset token in the
 * path (no tokens, no secrets).
 */
export function registerRequestLog(app: FastifyInstance) {
  // A callback hook: an async one costs every request a promise for work that never waits.
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info({
      method: req.method,
      path: req.url.split('?')[0].replace(RESET_PAGE, '/password/reset/…'),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      user: req.auth?.user.id,
    }, 'request');
    done();
  });
}

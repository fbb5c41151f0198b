/**
 * Builds the Fastify application: plugins in order (external, app, routes), then the
 * console's static files. Everything the app needs comes in through deps, so tests build it
 * on any database.
 */
import Fastify, { LogController } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { FILE_MAX_BYTES } from '@console/contract/files';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, BuildOptions, Deps, RouteEntry } from './app-types';
import { createMailer } from './lib/mailer';
import { LoginThrottle } from './lib/login-throttle';
import { declareCallers, registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { frameworkError, registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerReplyCheck } from './plugins/reply-check';
import { registerRequestLog } from './plugins/request-log';
import { registerSchemaCompilers } from './plugins/schema';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWeb } from './plugins/web';
import { registerModules } from './modules';

export async function buildApp(opts: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // One line per request, written by plugins/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A broken percent escape or an over-long path segment fails in the router, before any
    // hook or error handler: answer it in our shapes too.
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // Before the route table records it: every route carries the callers it declares.
  declareCallers(app);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, scope: route.config?.scope, permission: route.config?.permission, integration: route.config?.integration?.name, consumes: route.schema?.consumes });
    }
  });
  registerSecurityHeaders(app, { publicUrl: opts.config.publicUrl });
  registerSchemaCompilers(app);
  registerErrorHandling(app);
  registerRequestLog(app);
  if (opts.checkReplies) registerReplyCheck(app);
  await app.register(formbody);
  // Uploads (POST /v1/file): one file of at most 10 MB, read by the route that takes it.
  await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  await registerCompression(app);
  await registerOpenApi(app);
  registerAuth(app, opts.db);

  const deps: Deps = {
    db: opts.db,
    config: opts.config,
    mailer: opts.mailer ?? createMailer({ smtpUrl: opts.config.smtpUrl, from: opts.config.mailFrom, db: opts.db, log: app.log }),
    throttle: new LoginThrottle(opts.db, opts.config.login),
  };
  registerModules(app, deps);
  await registerWeb(app, opts.config.webDist);
  app.addHook('onClose', async () => deps.mailer.close());
  return app;
}

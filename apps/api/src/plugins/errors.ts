/**
 * Turns every failure into the spec's error shapes: 400 {messages}, 401 {error,
 * error_description}, 403/404/414/415/429 {detail}, 409/412 {detail, changes, current}. 5xx never shows internals, and nothing
 * a user sends yields one: Fastify's own client errors (bad JSON, a body over the limit, a
 * broken URL) get our shapes and texts too.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageText, type Lang, type MessageCode } from '@console/contract/messages';
import { z } from 'zod';
import { HttpError, ValidationFailure, badRequest, type IssueLike } from '../lib/errors';

/** Zod's own texts per language, for issues without a code of ours. */
const zodLocales = { nl: z.locales.nl().localeError, en: z.locales.en().localeError };

export function langOf(req: FastifyRequest): Lang {
  const header = req.headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('en') ? 'en' : 'nl';
}

function issueText(issue: IssueLike, lang: Lang): string {
  const own = messageText(issue.message, lang);
  if (own !== issue.message) return own;
  const localized = zodLocales[lang](issue as never);
  if (typeof localized === 'string') return localized;
  if (localized && typeof localized === 'object' && 'message' in localized && typeof localized.message === 'string') return localized.message;
  return issue.message;
}

function validationBody(err: ValidationFailure, lang: Lang) {
  const messages: Record<string, string[]> = {};
  for (const issue of err.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : err.part;
    const text = issueText(issue, lang);
    const list = (messages[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return { messages };
}

function send(reply: FastifyReply, err: HttpError, lang: Lang) {
  const b = err.body;
  reply.code(err.status).headers(err.headers);
  if (b.kind === 'validation') {
    const messages: Record<string, string[]> = {};
    for (const [field, list] of Object.entries(b.messages)) messages[field] = list.map((m) => messageText(m, lang));
    return reply.send({ messages });
  }
  if (b.kind === 'auth') return reply.send({ error: b.error, error_description: messageText(b.code, lang) });
  if (b.kind === 'conflict') return reply.send({ detail: messageText(b.code, lang), changes: b.changes, current: b.current });
  return reply.send({ detail: messageText(b.code, lang) });
}

/** PostgreSQL's own code of a failed statement, also when the driver wrapped it. */
function pgCode(error: unknown): { code: string; constraint?: string; column?: string } | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth += 1) {
    if ('code' in e && typeof e.code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(e.code)) {
      const constraint = 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : undefined;
      const column = 'column' in e && typeof e.column === 'string' ? e.column : undefined;
      return { code: e.code, constraint, column };
    }
    e = 'cause' in e ? e.cause : null;
  }
  return null;
}

/**
 * A constraint the database enforced (two administrators at once, a stale form): a 400 on
 * the field the constraint guards, never a 500. Known constraints name their field.
 */
const CONSTRAINT_FIELDS: Record<string, [string, MessageCode]> = {
  users_email_unique: ['email', 'email.taken'],
  kv_network_key: ['key', 'kv.exists'],
  roles_tenant_name: ['name', 'name.taken'],
};

// Values the database refused: bad text (22P02), out of range (22003), too long (22001),
// characters it cannot hold (22021, 22P05; the validator refuses them first, this is the net).
const INVALID_VALUE = new Set(['22P02', '22003', '22001', '22021', '22P05']);

function constraintError(error: unknown): HttpError | null {
  const pg = pgCode(error);
  if (!pg) return null;
  const known = pg.constraint ? CONSTRAINT_FIELDS[pg.constraint] : undefined;
  if (pg.code === '23505') return badRequest({ [known?.[0] ?? 'body']: [known?.[1] ?? 'conflict'] });
  if (pg.code === '23503') return badRequest({ body: ['reference.invalid'] });
  if (pg.code === '23502') return badRequest({ [pg.column ?? 'body']: ['field.required'] });
  if (INVALID_VALUE.has(pg.code)) return badRequest({ body: ['value.invalid'] });
  return null;
}

/** A size in the unit people read: 2 MB, 512 kB. */
const size = (bytes: number) => bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} kB`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route answers a malformed request in OAuth's shape (RFC 6749 5.2), as the token endpoint does */
    oauthErrors?: boolean;
  }
}

/** How much of a body the server reads and drops to answer its sender; past it, or after DRAIN_MAX_MS, the connection closes. */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/**
 * Waits until the client has sent the rest of a body the server will not read: one over the
 * limit or of a type no parser takes (Fastify refuses it from its headers), or any body of a
 * call refused before parsing (a bad token). Answered unread, the connection closes after the
 * answer: a client still sending then fails its next write (EPIPE) and never reads the answer,
 * which a browser shows as a network error. Read to its end, the answer arrives. Up to a cap,
 * so a client sending without end cannot hold the server.
 */
function drainBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let bytes = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    raw.on('data', onData).on('end', done).on('close', done).on('error', done);
    raw.resume();
  });
}

/**
 * Fastify's own client errors (before validation) in our shapes and texts, never its English.
 * A body that cannot be read is a 400 on `body`; on an OAuth route an invalid_request.
 */
function clientError(error: FastifyError, req: FastifyRequest, reply: FastifyReply, lang: Lang) {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send({ detail: messageText('content_type.unsupported', lang) });
  const unreadable = (text: string) => reply.code(400).send(req.routeOptions.config.oauthErrors
    ? { error: 'invalid_request', error_description: text }
    : { messages: { body: [text] } });
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = req.routeOptions.bodyLimit ?? req.server.initialConfig.bodyLimit ?? 0;
    return unreadable(messageText(`body.too_large: ${size(limit)}`, lang));
  }
  const json = error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
  return unreadable(messageText(json ? 'body.invalid_json' : 'body.invalid', lang));
}

/**
 * Fastify's router errors, which come before any route and so before the error handler: a
 * broken percent escape in the path, a path segment over maxParamLength.
 */
export function frameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(req);
  // No hook ran: the security headers are set here.
  if (req.server.hasDecorator('setSecurityHeaders')) req.server.setSecurityHeaders(req, reply);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const max = req.server.initialConfig.routerOptions?.maxParamLength ?? req.server.initialConfig.maxParamLength ?? 100;
    return reply.code(414).send({ detail: messageText(`url.too_long: ${max}`, lang) });
  }
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send({ messages: { url: [messageText('url.invalid', lang)] } });
  req.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ detail: messageText('server_error', lang) });
}

export function registerErrorHandling(app: FastifyInstance) {
  // Every answer, an error's above all, goes out once the request's body has come in (drainBody).
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (req.raw.complete) return done(null, payload);
    void drainBody(req.raw).then(() => done(null, payload));
  });
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = langOf(req);
    if (error instanceof HttpError) return send(reply, error, lang);
    const constraint = constraintError(error);
    if (constraint) return send(reply, constraint, lang);
    if (error instanceof ValidationFailure) return reply.code(400).send(validationBody(error, lang));
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ detail: messageText('too_many_attempts', lang) });
    if (status >= 400 && status < 500) return clientError(error, req, reply, lang);
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: messageText('server_error', lang) });
  });
}

/**
 * Turns every failure into the spec's error shapes: 400 {messages}, 401 {error,
 * error_description}, 403/404/429 {detail}. 5xx never shows internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageText, type Lang } from '@console/contract/messages';
import { z } from 'zod';
import { HttpError } from '../lib/errors';

/** Zod's own texts per language, for issues without a code of ours. */
const zodLocales = { nl: z.locales.nl().localeError, en: z.locales.en().localeError };

interface IssueLike { code: string; path: PropertyKey[]; message: string }

export class ValidationFailure extends Error {
  statusCode = 400;
  constructor(readonly issues: IssueLike[], readonly part: string) { super('validation failed'); }
}

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
    (messages[field] ??= []).push(issueText(issue, lang));
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
  return reply.send({ detail: messageText(b.code, lang) });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = langOf(req);
    if (error instanceof HttpError) return send(reply, error, lang);
    if (error instanceof ValidationFailure) return reply.code(400).send(validationBody(error, lang));
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ detail: messageText('too_many_attempts', lang) });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, wrong content type.
      const field = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'content-type' : 'body';
      const text = error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError
        ? messageText('body.invalid_json', lang) : error.message;
      if (status === 413 || status === 415) return reply.code(status).send({ detail: text });
      return reply.code(400).send({ messages: { [field]: [text] } });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: messageText('server_error', lang) });
  });
}

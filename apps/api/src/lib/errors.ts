/**
 * The one catalogue of API errors. Handlers throw these; plugins/errors.ts turns them into
 * the spec's shapes, with message codes translated to the request's language.
 */
import type { Message, MessageCode } from '@console/contract/messages';
import type { VersionChange } from '@console/contract/versions';

type Body =
  | { kind: 'validation'; messages: Record<string, Message[]> }
  | { kind: 'auth'; error: string; code: MessageCode }
  | { kind: 'detail'; code: Message }
  | { kind: 'conflict'; code: Message; changes: VersionChange[]; current: Record<string, unknown> };

export class HttpError extends Error {
  constructor(readonly status: number, readonly body: Body, readonly headers: Record<string, string> = {}) {
    super(body.kind === 'validation' ? 'validation failed' : body.code);
  }
}

/** 400 with messages per field: codes of the catalogue, each with its detail when it has one. */
/** One issue of a body's or a field's check, as zod reports it (its text translated by plugins/errors.ts). */
export interface IssueLike { code: string; path: PropertyKey[]; message: string }

/** A 400 made of zod's issues: each lands on its field, in zod's words in the request's language. */
export class ValidationFailure extends Error {
  statusCode = 400;
  constructor(readonly issues: IssueLike[], readonly part: string) { super('validation failed'); }
}

export const badRequest = (messages: Record<string, Message[]>) =>
  new HttpError(400, { kind: 'validation', messages });

export const fieldError = (field: string, code: Message) => badRequest({ [field]: [code] });

export const unauthorized = (error: string, code: MessageCode) => new HttpError(401, { kind: 'auth', error, code });

/** 403 with a message of the catalogue, with its detail when it has one (`action.status_not_selectable: Gereed`). */
export const forbidden = (code: Message = 'forbidden') => new HttpError(403, { kind: 'detail', code });

export const notFound = (code: MessageCode = 'not_found') => new HttpError(404, { kind: 'detail', code });

/** 422: the request is understood but cannot be carried out as things are (a report with nowhere to go), saying why. */
export const unprocessable = (code: Message) => new HttpError(422, { kind: 'detail', code });

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, { kind: 'detail', code: 'too_many_attempts' }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/**
 * The one catalogue of API errors. Handlers throw these; plugins/errors.ts turns them into
 * the spec's shapes, with message codes translated to the request's language.
 */
import type { MessageCode } from '@console/contract/messages';

type Body =
  | { kind: 'validation'; messages: Record<string, (MessageCode | string)[]> }
  | { kind: 'auth'; error: string; code: MessageCode | string }
  | { kind: 'detail'; code: MessageCode | string };

export class HttpError extends Error {
  constructor(readonly status: number, readonly body: Body, readonly headers: Record<string, string> = {}) {
    super(body.kind === 'validation' ? 'validation failed' : body.code);
  }
}

/** 400 with messages per field; a message may be a code of the catalogue. */
export const badRequest = (messages: Record<string, (MessageCode | string)[]>) =>
  new HttpError(400, { kind: 'validation', messages });

export const fieldError = (field: string, code: MessageCode | string) => badRequest({ [field]: [code] });

export const unauthorized = (error: string, code: MessageCode) => new HttpError(401, { kind: 'auth', error, code });

export const forbidden = (code: MessageCode | string = 'forbidden') => new HttpError(403, { kind: 'detail', code });

export const notFound = (code: MessageCode | string = 'not_found') => new HttpError(404, { kind: 'detail', code });

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, { kind: 'detail', code: 'too_many_attempts' }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

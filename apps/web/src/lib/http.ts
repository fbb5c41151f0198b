/**
 * The one HTTP client of the console. It adds the bearer token, the scope headers and the
 * language to every call, unwraps the `data` envelope, and implements the error catalogue of
 * the spec (section 8) once, for every screen:
 *  - 401 with error_description: logout, and the sign-in page notifies it (error as title);
 *  - 400: one 'Validatie' info notification per message, bottom right, 4 seconds;
 *  - 403 with detail: error notification 'Error' with the detail, nothing else;
 *  - 409 and 412 (a change made on an older version): the same, unless the caller shows the
 *    conflict itself (`ownsConflicts`);
 *  - anything else: passed on.
 * Every failure rejects with an ApiError, so a form can still put a 400 message on its field.
 */
// Only zod's types: the sign-in page loads no zod (schemas come with the screens that parse).
import type { z } from 'zod';
import { LIST_PAGE_SIZE } from '@console/contract/limits';
import { ApiError, bodyText, isRecord, validationMessages } from './api-error';
import { currentLang, i18n } from './i18n';
import { notifier } from './notifier';
import { leaveSignOutNotice } from './sign-out-notice';
import { storage } from './storage';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Extra or overriding headers (e.g. another x-tenant for one call). */
  headers?: Record<string, string>;
  /** The answer is not wrapped in `data` (the OAuth endpoints). */
  raw?: boolean;
  /** Skip the error catalogue: the caller handles every failure (sign-in). */
  silent?: boolean;
  /**
   * The caller meets a change refused because the record changed meanwhile (409, 412) itself,
   * with the conflict dialog (components/version-conflict); otherwise its detail is shown.
   */
  ownsConflicts?: boolean;
  signal?: AbortSignal;
}

/** Validation notifications stay this long, in seconds (spec section 9). */
export const VALIDATION_DURATION = 4;

let onUnauthorized: () => void = () => window.location.assign('/logout');

/** Sets what a 401 leads to; the app routes it to its logout screen. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** The headers every call carries: token, tenant, network (when chosen) and language. */
export function scopeHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLang() };
  const token = storage.getToken();
  const tenant = storage.getTenantId();
  const network = storage.getNetworkId();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (tenant !== null) headers['x-tenant'] = String(tenant);
  if (network !== null) headers['x-network'] = String(network);
  return headers;
}

/** An answer read whole: its status, Retry-After and body text (an early one is read once, taken later). */
interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

async function readAnswer(res: Response): Promise<Answer> {
  return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
}

const isOk = (answer: Answer) => answer.status >= 200 && answer.status < 300;

function bodyOf(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A successful answer's payload: its `data`, or the whole body with `raw`. */
function payloadOf(answer: Answer, body: unknown, raw: boolean | undefined): unknown {
  if (raw) return body;
  if (!isRecord(body) || !('data' in body)) throw new ApiError(answer.status, body, 'answer without data');
  return body.data;
}

/** How long a GET started early waits to be taken (startEarlyGet). */
export const EARLY_GET_TTL_MS = 10_000;
interface EarlyGet {
  headers: string;
  answer: Promise<Answer>;
  /** The answer, once it is in. */
  arrived?: Answer;
}
/** The GETs started early, by URL, with the headers they were sent with. */
const earlyGets = new Map<string, EarlyGet>();
const settled = (early: EarlyGet) => early.answer.then(() => undefined, () => undefined);

/**
 * Starts a GET the console is about to make, before the code that makes it is in or runs: on a
 * fresh page, the calls of the layout and the screen (app/early-calls.ts), some 250 ms before
 * their queries could run; on a navigation, the next screen's while its code loads
 * (lib/screen-loader.ts). The client's first GET of the same URL with the same headers takes
 * this answer instead of asking again (its abort signal cannot stop a call already made), and a
 * query created once it is in starts with it (earlyData); one not taken within EARLY_GET_TTL_MS
 * is dropped. Resolves when the answer is in; never rejects (a failure is for the call that takes it).
 */
export function startEarlyGet(path: string, query?: Record<string, QueryValue>): Promise<void> {
  const url = buildUrl(path, query);
  const headers = scopeHeaders();
  const sent = JSON.stringify(headers);
  const started = earlyGets.get(url);
  if (started?.headers === sent) return settled(started);
  const early: EarlyGet = { headers: sent, answer: fetch(url, { headers }).then(readAnswer) };
  early.answer.then((answer) => { early.arrived = answer; }, () => undefined);
  earlyGets.set(url, early);
  setTimeout(() => {
    if (earlyGets.get(url) === early) earlyGets.delete(url);
  }, EARLY_GET_TTL_MS);
  return settled(early);
}

/** The answer of a GET started early with these headers, once; undefined: none. */
function takeEarlyGet(url: string, headers: Record<string, string>): Promise<Answer> | undefined {
  const early = earlyGets.get(url);
  if (!early) return undefined;
  earlyGets.delete(url);
  return early.headers === JSON.stringify(headers) ? early.answer : undefined;
}

/**
 * The payload of a GET started early whose successful answer is already in, checked against
 * the schema, and taken; undefined when there is none (not started, still on its way, failed,
 * or not what the schema says: the call that takes it then reports it as any call does).
 */
export function earlyData<S extends z.ZodType>(path: string, query: Record<string, QueryValue> | undefined, schema: S, raw?: boolean): z.output<S> | undefined {
  const url = buildUrl(path, query);
  const early = earlyGets.get(url);
  const answer = early?.arrived;
  if (!early || !answer || !isOk(answer) || early.headers !== JSON.stringify(scopeHeaders())) return undefined;
  try {
    const data = schema.parse(payloadOf(answer, bodyOf(answer.text), raw));
    earlyGets.delete(url);
    return data;
  } catch {
    return undefined;
  }
}

/** Shows what the error catalogue says for this answer. */
function reportError(status: number, body: unknown, options: RequestOptions): void {
  const notify = notifier();
  if (status === 401) {
    const description = bodyText(body, 'error_description');
    if (description === null) return;
    // Shown by the sign-in page the logout leads to: this screen and its providers go away.
    leaveSignOutNotice({ title: bodyText(body, 'error') ?? i18n.t('notification.error_title'), description });
    onUnauthorized();
    return;
  }
  if (status === 400) {
    for (const messages of Object.values(validationMessages(body))) {
      for (const message of messages) {
        notify.info({
          title: i18n.t('notification.validation_title'),
          description: message,
          placement: 'bottomRight',
          duration: VALIDATION_DURATION,
        });
      }
    }
    return;
  }
  // A change made on an older version: a screen without the conflict dialog still says so.
  if (status === 403 || ((status === 409 || status === 412) && !options.ownsConflicts)) {
    const detail = bodyText(body, 'detail');
    if (detail !== null) notify.error({ title: i18n.t('notification.error_title'), description: detail });
  }
}

/**
 * Calls the API and returns the answer's `data` (or the whole answer with `raw`), unchecked.
 * Rejects with ApiError on any non-2xx status (status 0: no answer).
 */
export async function requestBody(method: Method, path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { ...scopeHeaders(), ...options.headers };
  const hasBody = options.body !== undefined;
  // A FormData body (a file upload) goes as it is: fetch sets its multipart type and boundary.
  const form = options.body instanceof FormData ? options.body : null;
  if (hasBody && !form) headers['Content-Type'] = 'application/json';
  const url = buildUrl(path, options.query);
  let answer: Answer;
  try {
    answer = await ((method === 'GET' ? takeEarlyGet(url, headers) : undefined) ?? fetch(url, {
      method,
      headers,
      body: form ?? (hasBody ? JSON.stringify(options.body) : undefined),
      signal: options.signal,
    }).then(readAnswer));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, null, err instanceof Error ? err.message : 'network error');
  }
  const body = bodyOf(answer.text);
  if (!isOk(answer)) {
    if (!options.silent) reportError(answer.status, body, options);
    const retryAfter = Number(answer.retryAfter ?? Number.NaN);
    throw new ApiError(answer.status, body, undefined, Number.isFinite(retryAfter) ? retryAfter : null);
  }
  return payloadOf(answer, body, options.raw);
}

/**
 * Calls the API and returns the answer's `data` (or the whole answer with `raw`), checked
 * against the schema. Rejects with ApiError on any non-2xx status (status 0: no answer).
 */
export async function request<S extends z.ZodType>(method: Method, path: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
  return schema.parse(await requestBody(method, path, options));
}

/** A `list` call's query: all rows at once (perPage=9999) as the spec does, and what the call adds. */
export const listQuery = (query?: Record<string, QueryValue>): Record<string, QueryValue> => ({ perPage: LIST_PAGE_SIZE, ...query });

/** The client, by verb. `list` asks for all rows at once (perPage=9999) as the spec does. */
export const http = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) => request('GET', path, schema, options),
  list: <S extends z.ZodType>(path: string, item: S, options: RequestOptions = {}) =>
    request('GET', path, item.array(), { ...options, query: listQuery(options.query) }),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: RequestOptions) =>
    request('POST', path, schema, { ...options, body }),
  put: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: RequestOptions) =>
    request('PUT', path, schema, { ...options, body }),
  patch: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: RequestOptions) =>
    request('PATCH', path, schema, { ...options, body }),
  delete: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: RequestOptions) =>
    request('DELETE', path, schema, { ...options, body }),
};

/** A fake API for screens' component tests: answers by method and path, records calls. */
import { vi } from 'vitest';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (body: unknown) => { status: number; body: unknown };

/** Stubs fetch with the given handlers ('GET /v1/user' → answer); returns the recorded calls. */
export function fakeApi(handlers: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn<typeof fetch>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const handler = handlers[`${method} ${url.split('?')[0]}`];
    const answer = handler ? handler(body) : { status: 404, body: { detail: 'Niet gevonden' } };
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } }));
  }));
  return calls;
}

/** A list answer as the API wraps it. */
export function list(rows: unknown[]) {
  return { status: 200, body: { data: rows, meta: { pagination: { total: rows.length, count: rows.length, per_page: 9999, current_page: 1, total_pages: 1 } } } };
}

/**
 * An administrators' route as the server answers it (GET /v1/kv, ...): `answer` to a role that
 * holds module-admin, a 403 to everyone else, so a screen's test cannot lean on a read that a
 * network's other members are refused.
 */
export function adminOnly(permissions: readonly string[], answer: Handler): Handler {
  return (body) => (permissions.includes('module-admin') ? answer(body) : { status: 403, body: { detail: 'Je hebt hiervoor niet de juiste rechten.' } });
}

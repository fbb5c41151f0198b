/**
 * Calls as the original platform's PHP client library makes them (client-dialect tests): a JSON
 * content type on every call (GET and DELETE with no body included), an empty bearer on the
 * token call, no x-tenant / x-network unless given.
 */
import { expect } from 'vitest';
import { CLIENT, type TestApp } from './app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function phpClient(t: TestApp) {
  /** A call as the library makes it: always JSON, no scope headers unless given. */
  async function lib(token: string, method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await t.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}`, ...headers },
      payload: body === undefined ? '' : JSON.stringify(body),
    });
    let data: unknown = null;
    try { data = res.json(); } catch { data = null; }
    return { status: res.statusCode, data: data as { data?: unknown; detail?: string; messages?: Record<string, string[]> } & Record<string, unknown>, res };
  }

  /** Signs in as the library does: JSON body with the client in it, and an empty bearer. */
  async function signIn(email: string, password = 'password-123') {
    const res = await t.app.inject({
      method: 'POST', url: '/v1/oauth/access_token',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' },
      payload: JSON.stringify({ grant_type: 'password', username: email, password, ...CLIENT }),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ access_token: string; refresh_token: string }>();
  }

  return { lib, signIn };
}

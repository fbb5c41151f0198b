/**
 * Walks every registered API route and proves that without a token it answers 401 in the
 * right shape. Routes added later are covered automatically; only the sign-in, account and
 * documentation routes are public, and they are named here.
 */
import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';

const PUBLIC = new Set([
  'POST /v1/oauth/access_token',
  'POST /v1/oauth/revoke',
  'POST /v2/user/account/password',
  'POST /v1/account/reset',
  'GET /v1/account/reset/:token',
  'POST /v1/account/reset/:token',
  'GET /v1/openapi.json',
]);

const t = await build();
const api = t.app.routeTable.filter((r) => /^\/v\d+\//.test(r.url));
const sample = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => (name === 'key' ? 'some_key' : '1'));

describe('the route table', () => {
  it('has the API routes', () => {
    expect(api.length).toBeGreaterThan(10);
  });

  it('declares public exactly the routes that should be', () => {
    const declared = api.filter((r) => r.scope === 'public').map((r) => `${r.method} ${r.url}`).sort();
    expect(declared).toEqual([...PUBLIC].sort());
  });

  // The integrations' reports take no token but their key, once the report is valid (callers.test.ts).
  for (const route of api.filter((r) => !PUBLIC.has(`${r.method} ${r.url}`) && r.scope !== 'integration')) {
    it(`${route.method} ${route.url} answers 401 without a token`, async () => {
      const res = await t.call({ method: route.method as 'GET', url: sample(route.url), tenant: 1, network: 1, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      expect(res.statusCode).toBe(401);
      expect(res.data).toEqual({ error: expect.any(String), error_description: expect.any(String) });
    });
  }
});

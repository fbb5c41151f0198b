/**
 * Who may call each route, one table over every registered route: each declares its callers
 * (config.scope, checked by plugins/auth.ts), and per kind of caller the wrong one is refused in
 * the spec's shapes. One call per kind here; authorization.test.ts and routes.test.ts walk the
 * user-token routes one by one (401 without a token, 403 without the permission, 404 elsewhere).
 */
import { describe, expect, it } from 'vitest';
import { PERMISSION_PRESETS } from '@console/contract/permissions';
import type { Scope } from '../src/auth/scope';
import { build } from './helpers/app';
import { made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const as = w.asAdminA;
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;

// The keys of network a1: its publication key, the Marrekrite's integration key, the helpdesk's settings.
const publicationKey = dataOf<{ key: string }>(await t.call({ method: 'POST', url: `/v1/network/${w.a1.id}/publication_key`, ...as })).key;
const marrekriteKey = dataOf<{ key: string }>(await t.call({ method: 'POST', url: '/v1/integrations/marrekrite/key', ...as })).key;
const HELPDESK_KEY = 'helpdesk-callers-key';
await t.call({ method: 'PUT', url: '/v1/kv/helpdesk_api', ...as, body: { value: { instance_id: 77, api_key: HELPDESK_KEY } } });
// A publication key of network b1, for a1's path.
const otherKey = dataOf<{ key: string }>(await t.call({ method: 'POST', url: `/v1/network/${w.b1.id}/publication_key`, token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id })).key;
await made(t, as, '/v1/type', { name: 'Paal', geo_type: 'point' });

const KINDS: readonly Scope[] = ['public', 'user', 'tenant', 'admin', 'network', 'super', 'publication', 'integration'];
const routes = t.app.routeTable;
const named = (kind: Scope) => routes.filter((r) => r.scope === kind).map((r) => `${r.method} ${r.url}`).sort();

const helpdeskReport = { instance_id: 77, reporting_id: 'C-1', status: 5, location: { type: 'Point', coordinates: [5.38, 52.15] } };
const marrekriteReport = { reporting_id: 'C-2', category: 1003, location: { type: 'Point', coordinates: [5.38, 52.15] } };
const report = (url: string, body: unknown, headers: Record<string, string> = {}) => t.call({ method: 'POST', url, body, headers });
const HELPDESK = '/v1/integrations/helpdesk/reports';
const MARREKRITE = '/v1/integrations/marrekrite/reports';
const ogc = `/ogc/networks/${w.a1.id}/collections`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const refusal401 = { error: expect.any(String), error_description: expect.any(String) };

describe('every route declares its callers', () => {
  it('walks the whole route table: the API, the published layers, the documentation, /healthz', () => {
    expect(routes.some((r) => r.url.startsWith('/ogc/'))).toBe(true);
    expect(routes.some((r) => r.url === '/healthz')).toBe(true);
    expect(routes.some((r) => r.url.startsWith('/docs'))).toBe(true);
  });

  it('each route names one kind of caller', () => {
    expect(routes.filter((r) => !r.scope || !KINDS.includes(r.scope)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('a network route asks a preset of permissions, an integration route names its integration', () => {
    const presets: readonly (readonly string[])[] = Object.values(PERMISSION_PRESETS);
    expect(routes.filter((r) => r.scope === 'network' && !presets.includes(r.permission ?? [])).map((r) => r.url)).toEqual([]);
    expect(routes.filter((r) => r.scope === 'integration').map((r) => [r.url, r.integration])).toEqual([
      [HELPDESK, 'helpdesk'], [MARREKRITE, 'marrekrite'],
    ]);
  });

  it('the published layers are read by publication key only, and only they are', () => {
    expect(named('publication')).toEqual(routes.filter((r) => r.url.startsWith('/ogc/')).map((r) => `${r.method} ${r.url}`).sort());
  });

  it('a route outside the API that declares nothing is not registered', async () => {
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ db: t.db, config: t.config, mailer: { send: async () => undefined, close: () => undefined } });
    expect(() => app.get('/undeclared', async () => 'x')).toThrow(/declares no callers/);
    await app.close();
  });
});

describe('the wrong caller is refused, per kind', () => {
  it('public: anyone (no token, no key)', async () => {
    expect((await t.call({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.call({ url: '/v1/openapi.json' })).statusCode).toBe(200);
  });

  it('user: a publication key or an integration key is no token (401)', async () => {
    for (const token of [publicationKey, marrekriteKey]) {
      const res = await t.call({ url: '/v1/me', token });
      expect(res.statusCode).toBe(401);
      expect(res.data).toEqual(refusal401);
    }
  });

  it('tenant: a tenant the caller is not in (404)', async () => {
    const [route] = named('tenant');
    expect(route).toBeDefined();
    const res = await t.call({ url: route.split(' ')[1], token: w.tokens.adminB, tenant: w.tenantA.id });
    expect(res.statusCode).toBe(404);
    expect(res.data).toEqual({ detail: expect.any(String) });
  });

  it('admin, network, super: a member without the right (403)', async () => {
    const member = { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id };
    for (const url of ['/v1/kv', '/v1/action', '/v1/tenant/all']) {
      const res = await t.call({ url, ...member });
      expect([url, res.statusCode]).toEqual([url, 403]);
      expect(res.data).toEqual({ detail: expect.any(String) });
    }
  });

  it('publication: nothing (401 with a challenge), another network\'s key (404), an integration key (401), a member without export (403)', async () => {
    const none = await t.call({ url: ogc });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await t.call({ url: ogc, headers: bearer(otherKey) })).statusCode).toBe(404);
    expect((await t.call({ url: `${ogc}?key=${marrekriteKey}` })).statusCode).toBe(401);
    const member = await t.call({ url: ogc, headers: bearer(w.tokens.memberA) });
    expect(member.statusCode).toBe(403);
    expect(member.data).toEqual({ detail: expect.any(String) });
    expect((await t.call({ url: ogc, headers: bearer(publicationKey) })).statusCode).toBe(200);
    expect((await t.call({ url: ogc, headers: bearer(w.tokens.adminA) })).statusCode).toBe(200);
  });

  it('integration: no key, a user\'s token, a publication key, the other integration\'s key (401)', async () => {
    const wrong: [string, unknown, Record<string, string>][] = [
      [HELPDESK, helpdeskReport, {}],
      [HELPDESK, helpdeskReport, bearer(w.tokens.adminA)],
      [HELPDESK, helpdeskReport, { 'x-api-key': publicationKey }],
      [HELPDESK, helpdeskReport, { 'x-api-key': marrekriteKey }],
      [MARREKRITE, marrekriteReport, {}],
      [MARREKRITE, marrekriteReport, bearer(w.tokens.adminA)],
      [MARREKRITE, marrekriteReport, { 'x-api-key': publicationKey }],
      [MARREKRITE, marrekriteReport, { 'x-api-key': HELPDESK_KEY }],
    ];
    for (const [url, body, headers] of wrong) {
      const res = await report(url, body, headers);
      expect([url, Object.keys(headers), res.statusCode]).toEqual([url, Object.keys(headers), 401]);
      expect(res.data).toEqual(refusal401);
    }
    // The right key gets past the check: the settings then decide (nothing configured here: 422).
    expect((await report(HELPDESK, helpdeskReport, { 'x-api-key': HELPDESK_KEY })).statusCode).toBe(422);
    expect((await report(MARREKRITE, marrekriteReport, { 'x-api-key': marrekriteKey })).statusCode).toBe(422);
  });
});

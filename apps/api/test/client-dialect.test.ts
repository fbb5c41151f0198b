/**
 * The original platform's PHP client library (issue 11), call by call as it makes them: a JSON
 * content type on every call (GET and DELETE with no body included), an empty bearer on the
 * token call, no x-tenant / x-network (the tenant and network chosen once per token through
 * /v1/session/...), PATCH for updates, `{relation: [...]}` bodies and v1 paths.
 */
import { describe, expect, it } from 'vitest';
import { build, CLIENT } from './helpers/app';
import { makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

const ids = (data: unknown) => (data as { data: { id: number }[] }).data.map((x) => x.id);

describe('signing in and the session scope', () => {
  it('signs in and refreshes with an empty bearer and a JSON body', async () => {
    const pair = await signIn(w.adminA.email);
    const res = await t.app.inject({
      method: 'POST', url: '/v1/oauth/access_token',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' },
      payload: JSON.stringify({ grant_type: 'refresh_token', refresh_token: pair.refresh_token, ...CLIENT }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer' });
  });

  it('chooses a tenant and a network once, then calls without headers', async () => {
    const { access_token: token } = await signIn(w.adminA.email);
    expect((await lib(token, 'GET', '/v1/session/tenant')).data).toEqual({ data: null });
    expect((await lib(token, 'GET', '/v1/session/network')).data).toEqual({ data: null });
    // Before a choice an admin call asks for the header, as it always did.
    expect((await lib(token, 'GET', '/v1/role')).status).toBe(400);

    const tenant = await lib(token, 'POST', `/v1/session/tenant/${w.tenantA.id}`);
    expect(tenant.status).toBe(200);
    expect(tenant.data.data).toMatchObject({ id: w.tenantA.id, name: 'Organisatie A' });
    const network = await lib(token, 'POST', `/v1/session/network/${w.a1.id}`);
    expect(network.status).toBe(200);
    expect(network.data.data).toMatchObject({ id: w.a1.id });

    expect((await lib(token, 'GET', '/v1/session/tenant')).data.data).toMatchObject({ id: w.tenantA.id });
    expect((await lib(token, 'GET', '/v1/session/network')).data.data).toMatchObject({ id: w.a1.id });
    expect((await lib(token, 'GET', '/v1/session/user')).data.data).toMatchObject({ id: w.adminA.id, email: w.adminA.email });

    const roles = await lib(token, 'GET', '/v1/role');
    expect(roles.status).toBe(200);
    expect(ids(roles.data)).toContain(w.adminRoleA.id);
    const networks = await lib(token, 'GET', '/v1/network');
    expect(ids(networks.data)).toEqual([w.a1.id, w.a2.id]);
  });

  it('refuses a tenant or a network the caller may not use, as the header would be', async () => {
    const { access_token: token } = await signIn(w.adminA.email);
    const tenant = await lib(token, 'POST', `/v1/session/tenant/${w.tenantB.id}`);
    expect(tenant.status).toBe(404);
    expect(tenant.data).toEqual({ detail: expect.any(String) });
    expect((await lib(token, 'GET', '/v1/role', undefined, { 'x-tenant': String(w.tenantB.id), 'x-network': String(w.b1.id) })).status).toBe(404);
    expect((await lib(token, 'POST', `/v1/session/network/${w.b1.id}`)).status).toBe(404);
    await lib(token, 'POST', `/v1/session/tenant/${w.tenantA.id}`);
    // A network of another tenant than the chosen one is not found either.
    expect((await lib(token, 'POST', `/v1/session/network/${w.b1.id}`)).status).toBe(404);
    expect((await lib(token, 'POST', '/v1/session/tenant/2147483647')).status).toBe(404);
    expect((await lib(token, 'GET', '/v1/session/tenant')).data.data).toMatchObject({ id: w.tenantA.id });
    expect((await lib(token, 'GET', '/v1/session/network')).data).toEqual({ data: null });
  });

  it('gives a member without module-admin 403 through the choice, as through the headers', async () => {
    const { access_token: token } = await signIn(w.memberA.email);
    expect((await lib(token, 'POST', `/v1/session/tenant/${w.tenantA.id}`)).status).toBe(200);
    expect((await lib(token, 'POST', `/v1/session/network/${w.a1.id}`)).status).toBe(200);
    const viaChoice = await lib(token, 'GET', '/v1/role');
    const viaHeaders = await lib(token, 'GET', '/v1/role', undefined, { 'x-tenant': String(w.tenantA.id), 'x-network': String(w.a1.id) });
    expect(viaChoice.status).toBe(403);
    expect(viaHeaders.status).toBe(403);
    expect(viaChoice.data).toEqual(viaHeaders.data);
    // A tenant route needs the tenant only: the choice serves it.
    expect((await lib(token, 'GET', '/v1/tenant/license')).status).toBe(200);
  });

  it('lets headers override the stored choice', async () => {
    const { access_token: token } = await signIn(w.adminA.email);
    await lib(token, 'POST', `/v1/session/tenant/${w.tenantA.id}`);
    await lib(token, 'POST', `/v1/session/network/${w.a2.id}`);
    // adminA holds module-admin on a1 only: the stored a2 is refused, the header a1 wins.
    expect((await lib(token, 'GET', '/v1/role')).status).toBe(403);
    expect((await lib(token, 'GET', '/v1/role', undefined, { 'x-network': String(w.a1.id) })).status).toBe(200);
    // A header naming another tenant drops the stored network with the stored tenant.
    const other = await lib(token, 'GET', '/v1/role', undefined, { 'x-tenant': String(w.tenantB.id) });
    expect(other.status).toBe(404);
    const admin = await lib(w.tokens.super, 'GET', '/v1/role', undefined, { 'x-tenant': String(w.tenantB.id) });
    expect(admin.status).toBe(400);
  });

  it('keeps the choice with a changed choice at once and after a refresh, and loses it with a new sign-in', async () => {
    const pair = await signIn(w.adminA.email);
    await lib(pair.access_token, 'POST', `/v1/session/tenant/${w.tenantA.id}`);
    await lib(pair.access_token, 'POST', `/v1/session/network/${w.a2.id}`);
    expect((await lib(pair.access_token, 'GET', '/v1/role')).status).toBe(403);
    // The session cache must not keep the old choice.
    await lib(pair.access_token, 'POST', `/v1/session/network/${w.a1.id}`);
    expect((await lib(pair.access_token, 'GET', '/v1/role')).status).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST', url: '/v1/oauth/access_token',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' },
      payload: JSON.stringify({ grant_type: 'refresh_token', refresh_token: pair.refresh_token, ...CLIENT }),
    });
    const next = refreshed.json<{ access_token: string }>().access_token;
    expect((await lib(next, 'GET', '/v1/session/network')).data.data).toMatchObject({ id: w.a1.id });
    expect((await lib(next, 'GET', '/v1/role')).status).toBe(200);
    expect((await lib(pair.access_token, 'GET', '/v1/role')).status).toBe(401);
    const fresh = await signIn(w.adminA.email);
    expect((await lib(fresh.access_token, 'GET', '/v1/session/tenant')).data).toEqual({ data: null });
  });

  it('answers GET and DELETE with a JSON content type and no body', async () => {
    const { access_token: token } = await signIn(w.adminA.email);
    const got = await lib(token, 'GET', '/v1/me');
    expect(got.status).toBe(200);
    const team = await lib(token, 'POST', '/v2/team', { name: 'Weg' }, { 'x-tenant': String(w.tenantA.id), 'x-network': String(w.a1.id) });
    const gone = await lib(token, 'DELETE', `/v2/team/${(team.data.data as { id: number }).id}`, undefined, { 'x-tenant': String(w.tenantA.id), 'x-network': String(w.a1.id) });
    expect(gone.status).toBe(200);
  });
});

/**
 * The original platform's PHP client library, call by call as it makes them: a JSON
 * content type on every call (GET and DELETE with no body included), an empty bearer on the
 * token call, no x-tenant / x-network (the tenant and network chosen once per token through
 * /v1/session/...), PATCH for updates, `{relation: [...]}` bodies and v1 paths.
 */
import { describe, expect, it } from 'vitest';
import { build, CLIENT } from './helpers/app';
import { makeWorld } from './helpers/factories';
import { phpClient } from './helpers/php-client';

const t = await build();
const w = await makeWorld(t);

const { lib, signIn } = phpClient(t);

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

/** adminA's token with tenant A and network a1 chosen, as the library starts. */
async function adminSession() {
  const { access_token: token } = await signIn(w.adminA.email);
  expect((await lib(token, 'POST', `/v1/session/tenant/${w.tenantA.id}`)).status).toBe(200);
  expect((await lib(token, 'POST', `/v1/session/network/${w.a1.id}`)).status).toBe(200);
  return token;
}
const token = await adminSession();
const made = async (url: string, body: unknown) => {
  const res = await lib(token, 'POST', url, body);
  if (res.status !== 201) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(res.data)}`);
  return (res.data.data as { id: number }).id;
};

describe('updates, v1 paths and the caller\'s lists', () => {
  it('creates, reads, PATCHes and deletes teams on v1 paths', async () => {
    const id = await made('/v1/team', { name: 'Buitendienst' });
    expect(ids((await lib(token, 'GET', '/v1/team')).data)).toContain(id);
    expect(ids((await lib(token, 'GET', '/v2/team')).data)).toContain(id);
    const patched = await lib(token, 'PATCH', `/v1/team/${id}`, { name: 'Binnendienst' });
    expect(patched.status).toBe(200);
    expect((await lib(token, 'GET', `/v1/team/${id}`)).data.data).toMatchObject({ id, name: 'Binnendienst' });
    expect((await lib(token, 'DELETE', `/v1/team/${id}`)).status).toBe(200);
    expect((await lib(token, 'GET', `/v1/team/${id}`)).status).toBe(404);
  });

  it('creates users and networks on v1 paths, a network in the tenant of the path', async () => {
    const user = await lib(token, 'POST', '/v1/user', { name: 'Via v1', email: 'via-v1@example.com' });
    expect(user.status).toBe(201);
    expect(user.data.data).toMatchObject({ email: 'via-v1@example.com' });
    const network = await lib(token, 'POST', '/v1/network', { name: 'Via v1' });
    expect(network.status).toBe(201);
    const inPath = await lib(token, 'POST', `/v1/tenant/${w.tenantA.id}/network`, { name: 'Via pad' });
    expect(inPath.status).toBe(201);
    expect(inPath.data.data).toMatchObject({ name: 'Via pad', tenant_id: w.tenantA.id });
    // Another organisation in the path is not found, as with the header.
    expect((await lib(token, 'POST', `/v1/tenant/${w.tenantB.id}/network`, { name: 'Elders' })).status).toBe(404);
    const bySuper = await lib(w.tokens.super, 'POST', `/v1/tenant/${w.tenantB.id}/network`, { name: 'Door beheer' });
    expect(bySuper.status).toBe(201);
    expect(bySuper.data.data).toMatchObject({ tenant_id: w.tenantB.id });
  });

  it('PATCHes every update route that PUT takes, and PATCHes and DELETEs a role\'s action status flags', async () => {
    const status = await made('/v1/action_status', { name: 'Open' });
    const role = w.adminRoleA.id;
    const patched = await lib(token, 'PATCH', `/v1/role/${role}/action_status`, { role_id: role, relation: [{ id: status, is_open: true }] });
    expect(patched.status).toBe(200);
    expect((patched.data.data as { action_status_id?: number; id?: number; is_open: boolean }[]).some((r) => r.is_open)).toBe(true);
    const members = await lib(token, 'PATCH', `/v1/network/${w.a1.id}/user`, { relation: [{ id: w.memberA.id, role_id: w.viewerRoleA.id }] });
    expect(members.status).toBe(200);
    const deleted = await lib(token, 'DELETE', `/v1/role/${role}/action_status`, { relation: [status] });
    expect(deleted.status).toBe(200);
    expect((await lib(token, 'GET', `/v1/role/${role}/action_status`)).data.data).toEqual(deleted.data.data);
    expect((deleted.data.data as { is_open: boolean }[]).some((r) => r.is_open)).toBe(false);
    const puts = t.app.routeTable.filter((r) => r.method === 'PUT' && /^\/v\d\//.test(r.url)).map((r) => r.url);
    const patches = new Set(t.app.routeTable.filter((r) => r.method === 'PATCH').map((r) => r.url));
    expect(puts.filter((u) => !patches.has(u))).toEqual([]);
  });

  it('lists the caller\'s own roles and tenants, and the account', async () => {
    const roles = await lib(token, 'GET', '/v1/me/role');
    expect(roles.status).toBe(200);
    // a1's role, and those of the networks adminA made above; memberA's are not among them.
    expect(roles.data.data).toContainEqual(expect.objectContaining({ id: w.adminRoleA.id, network_id: w.a1.id }));
    expect(roles.data.data).not.toContainEqual(expect.objectContaining({ id: w.viewerRoleA.id }));
    for (const url of ['/v1/me/tenant', '/v1/account/tenant']) {
      const tenants = await lib(token, 'GET', url);
      expect(tenants.status).toBe(200);
      expect(ids(tenants.data)).toEqual([w.tenantA.id]);
    }
    expect((await lib(token, 'GET', '/v1/account')).data.data).toMatchObject({ id: w.adminA.id });
    expect((await lib(w.tokens.adminB, 'GET', '/v1/me/role')).data.data).toEqual([expect.objectContaining({ id: w.adminRoleB.id })]);
  });

  it('answers 404 on what neither spec document has, as before', async () => {
    // (Actions and objects have since been built: /v1/action and /v1/object answer.)
    for (const url of ['/v1/map_object', '/v1/comment', '/v1/product', '/v1/country', '/v1/attachment']) {
      expect((await lib(token, 'GET', url)).status).toBe(404);
    }
  });
});

describe('link calls', () => {
  it('adds and removes with relation bodies (DELETE with a body), reads one linked item', async () => {
    const team = await made('/v1/team', { name: 'Links' });
    const added = await lib(token, 'POST', `/v1/team/${team}/user`, { relation: [w.adminA.id, w.memberA.id] });
    expect(ids(added.data).sort()).toEqual([w.adminA.id, w.memberA.id].sort());
    expect((await lib(token, 'GET', `/v1/team/${team}/user/${w.memberA.id}`)).data.data).toMatchObject({ id: w.memberA.id });
    expect((await lib(token, 'GET', `/v1/user/${w.memberA.id}/team/${team}`)).data.data).toMatchObject({ id: team });
    const removed = await lib(token, 'DELETE', `/v1/team/${team}/user`, { relation: [w.memberA.id] });
    expect(ids(removed.data)).toEqual([w.adminA.id]);
    expect((await lib(token, 'GET', `/v1/team/${team}/user/${w.memberA.id}`)).status).toBe(404);
  });

  it('reads a permission, a role\'s permission, a user\'s tenant and network', async () => {
    const perms = (await lib(token, 'GET', `/v1/role/${w.adminRoleA.id}/permissions`)).data.data as { id: number; name: string }[];
    const admin = perms.find((p) => p.name === 'module-admin');
    expect(admin).toBeDefined();
    expect((await lib(token, 'GET', `/v1/permission/${admin?.id}`)).data.data).toMatchObject({ name: 'module-admin' });
    expect((await lib(token, 'GET', `/v1/role/${w.adminRoleA.id}/permissions/${admin?.id}`)).data.data).toMatchObject({ name: 'module-admin' });
    const notHeld = (await lib(token, 'GET', '/v1/permission')).data.data as { id: number }[];
    const other = notHeld.find((p) => !perms.some((q) => q.id === p.id));
    expect((await lib(token, 'GET', `/v1/role/${w.adminRoleA.id}/permissions/${other?.id}`)).status).toBe(404);
    expect((await lib(token, 'GET', '/v1/permission/2147483647')).status).toBe(404);
    expect((await lib(token, 'GET', `/v1/user/${w.memberA.id}/tenant/${w.tenantA.id}`)).data.data).toMatchObject({ id: w.tenantA.id });
    expect((await lib(token, 'GET', `/v1/user/${w.memberA.id}/tenant/${w.tenantB.id}`)).status).toBe(404);
    expect((await lib(token, 'GET', `/v1/user/${w.memberA.id}/network/${w.a1.id}`)).data.data).toMatchObject({ id: w.a1.id, role_id: w.viewerRoleA.id });
    expect((await lib(token, 'GET', `/v1/user/${w.memberA.id}/network/${w.a2.id}`)).status).toBe(404);
  });

  it('?sync=1 makes the links exactly the list and updates required of existing ones', async () => {
    const type = await made('/v1/type', { name: 'Sync', geo_type: 'point' });
    const [s1, s2, s3] = [await made('/v1/selection_type', { name: 'S1' }), await made('/v1/selection_type', { name: 'S2' }), await made('/v1/selection_type', { name: 'S3' })];
    const url = `/v1/type/${type}/map_object_selection`;
    await lib(token, 'POST', url, { relation: [{ id: s1, required: false }, { id: s2, required: false }] });
    const synced = await lib(token, 'POST', `${url}?sync=1`, { relation: [{ id: s2, required: true }, { id: s3, required: true }] });
    expect(synced.status).toBe(200);
    const rowsOf = (d: unknown) => (d as { data: { id: number; required: boolean }[] }).data.map((r) => [r.id, r.required]).sort();
    expect(rowsOf(synced.data)).toEqual([[s2, true], [s3, true]].sort());
    // sync=true alike; a bare id keeps what the link holds.
    const again = await lib(token, 'POST', `${url}?sync=true`, { relation: [s3, { id: s1, required: true }] });
    expect(rowsOf(again.data)).toEqual([[s1, true], [s3, true]].sort());
    // The normal POST's checks: a target of another network is refused and nothing changes.
    const b = await lib(w.tokens.adminB, 'POST', '/v1/selection_type', { name: 'B' }, { 'x-tenant': String(w.tenantB.id), 'x-network': String(w.b1.id) });
    const refused = await lib(token, 'POST', `${url}?sync=1`, { relation: [s2, (b.data.data as { id: number }).id] });
    expect(refused.status).toBe(400);
    expect(rowsOf((await lib(token, 'GET', url)).data)).toEqual([[s1, true], [s3, true]].sort());
    // Without sync the links are only added, as before.
    const added = await lib(token, 'POST', url, { relation: [s2] });
    expect(rowsOf(added.data)).toEqual([[s1, true], [s2, false], [s3, true]].sort());
    // The reverse list: the types a selection type is linked to.
    expect(ids((await lib(token, 'GET', `/v1/selection_type/${s1}/type`)).data)).toEqual([type]);
  });

  it('?sync=1 on ordered links keeps the fields sent (required, order)', async () => {
    const type = await made('/v1/type', { name: 'Ordered', geo_type: 'point' });
    const group = await made('/v1/attribute_group', { name: 'G' });
    const [a, b] = [await made('/v1/attribute', { name: 'A', type: 'string', attribute_group_id: group }), await made('/v1/attribute', { name: 'B', type: 'string', attribute_group_id: group })];
    const url = `/v1/type/${type}/attribute`;
    await lib(token, 'POST', url, { relation: [{ id: a, order: 0 }] });
    const synced = await lib(token, 'POST', `${url}?sync=1`, { relation: [{ id: b, required: true, order: 0 }, { id: a, required: true, order: 1 }] });
    expect((synced.data.data as { id: number; required: boolean; order: number }[]).map((r) => [r.id, r.required, r.order])).toEqual([[b, true, 0], [a, true, 1]]);
    expect(ids((await lib(token, 'GET', `/v1/attribute/${a}/type`)).data)).toEqual([type]);
  });

  it('lists the types of a category, status and action status, and refuses those of another network', async () => {
    const category = await made('/v1/category', { name: 'Cat' });
    const type = await made('/v1/type', { name: 'Gecategoriseerd', geo_type: 'point', map_object_category_id: category });
    expect(ids((await lib(token, 'GET', `/v1/category/${category}/type`)).data)).toEqual([type]);
    const status = await made('/v1/map_object_status', { name: 'Nieuw' });
    await lib(token, 'POST', `/v1/type/${type}/status`, { relation: [status] });
    expect(ids((await lib(token, 'GET', `/v1/map_object_status/${status}/type`)).data)).toEqual([type]);
    expect((await lib(token, 'GET', `/v1/type/${type}/status/${status}`)).data.data).toMatchObject({ id: status });
    const actionStatus = await made('/v1/action_status', { name: 'Klaar' });
    await lib(token, 'POST', `/v1/type/${type}/action_status`, { relation: [actionStatus] });
    expect(ids((await lib(token, 'GET', `/v1/action_status/${actionStatus}/type`)).data)).toEqual([type]);
    const asB = { 'x-tenant': String(w.tenantB.id), 'x-network': String(w.b1.id) };
    expect((await lib(w.tokens.adminB, 'GET', `/v1/category/${category}/type`, undefined, asB)).status).toBe(404);
    expect((await lib(w.tokens.adminB, 'GET', `/v1/map_object_status/${status}/type`, undefined, asB)).status).toBe(404);
  });
});

describe('the token-based reset for scripts', () => {
  it('mails with {username}, checks the token and sets the password with it', async () => {
    const before = t.mails.length;
    const asked = await t.app.inject({ method: 'POST', url: '/v1/account/reset', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ username: w.memberA.email }) });
    expect(asked.statusCode).toBe(200);
    expect(t.mails.length).toBe(before + 1);
    const resetToken = /\/password\/reset\/(\S+)/.exec(t.mails[t.mails.length - 1].text)?.[1] ?? '';
    expect(resetToken).not.toBe('');
    // Unknown address: the same answer, no mail.
    const unknown = await t.app.inject({ method: 'POST', url: '/v1/account/reset', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ username: 'nobody@example.com' }) });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(asked.json());
    expect(t.mails.length).toBe(before + 1);

    const state = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'content-type': 'application/json' } });
    expect((await state(`/v1/account/reset/${resetToken}?username=${encodeURIComponent(w.memberA.email)}`)).json()).toEqual({ data: { valid: true } });
    expect((await state(`/v1/account/reset/${resetToken}?username=${encodeURIComponent(w.adminA.email)}`)).json()).toEqual({ data: { valid: false } });
    expect((await state('/v1/account/reset/not-a-token')).json()).toEqual({ data: { valid: false } });

    const short = await t.app.inject({ method: 'POST', url: `/v1/account/reset/${resetToken}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ password: 'x' }) });
    expect(short.statusCode).toBe(400);
    const set = await t.app.inject({ method: 'POST', url: `/v1/account/reset/${resetToken}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ password: 'een-nieuw-wachtwoord' }) });
    expect(set.statusCode).toBe(200);
    expect((await state(`/v1/account/reset/${resetToken}`)).json()).toEqual({ data: { valid: false } });
    await signIn(w.memberA.email, 'een-nieuw-wachtwoord');
    const twice = await t.app.inject({ method: 'POST', url: `/v1/account/reset/${resetToken}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ password: 'nog-een-wachtwoord' }) });
    expect(twice.statusCode).toBe(400);
  });

  it('keeps the spec\'s reset with {token, password, password_confirmation}, and its refusals', async () => {
    const post = (body: unknown) => t.app.inject({ method: 'POST', url: '/v1/account/reset', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    const missing = await post({ password: 'een-nieuw-wachtwoord', password_confirmation: 'een-nieuw-wachtwoord' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ messages: { token: expect.any(Array) } });
    const bad = await post({ token: 'onbekend', password: 'een-nieuw-wachtwoord', password_confirmation: 'een-nieuw-wachtwoord' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ messages: { token: expect.any(Array) } });
    const nul = await post({ username: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    const before = t.mails.length;
    await t.app.inject({ method: 'POST', url: '/v2/user/account/password', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: w.adminB.email }) });
    const resetToken = /\/password\/reset\/(\S+)/.exec(t.mails[before].text)?.[1] ?? '';
    const ok = await post({ token: resetToken, password: 'een-nieuw-wachtwoord', password_confirmation: 'een-nieuw-wachtwoord' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('map objects, as the client calls them', () => {
  it('creates, reads, PATCHes, lists with plain filters, reads values and deletes through the chosen network', async () => {
    const { access_token: token } = await signIn(w.adminA.email);
    await lib(token, 'POST', `/v1/session/tenant/${w.tenantA.id}`);
    await lib(token, 'POST', `/v1/session/network/${w.a1.id}`);
    const type = (await lib(token, 'POST', '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P' })).data.data as { id: number };
    const attr = (await lib(token, 'POST', '/v1/attribute', { name: 'Nummer', type: 'integer' })).data.data as { id: number };
    await lib(token, 'POST', `/v1/type/${type.id}/attribute`, { relation: [attr.id] });
    // MapObjectClient::create: the body as given, JSON.
    const created = await lib(token, 'POST', '/v1/object', { map_object_type_id: type.id, geometry: { type: 'Point', coordinates: [5.1, 52.1] }, attributes: [{ id: attr.id, value: '12' }] });
    expect(created.status).toBe(201);
    const object = created.data.data as { id: number; code: string };
    expect(object.code).toMatch(/^P\d+$/);
    // byId and all: include= (empty), perPage and page, filters as plain parameters.
    expect((await lib(token, 'GET', `/v1/object/${object.id}?include=`)).data.data).toMatchObject({ id: object.id });
    const listed = await lib(token, 'GET', `/v1/object?map_object_type_id=${type.id}&include=&perPage=15&page=1`);
    expect(ids(listed.data)).toEqual([object.id]);
    // SelectedMapObjectClient::update is a PATCH; MapObjectAttributeClient reads and PATCHes values.
    expect((await lib(token, 'PATCH', `/v1/object/${object.id}`, { name: 'Bij de brug' })).data.data).toMatchObject({ name: 'Bij de brug' });
    expect((await lib(token, 'GET', `/v1/object/${object.id}/attribute?include=`)).data.data).toEqual([{ id: attr.id, name: 'Nummer', type: 'integer', value: 12 }]);
    expect((await lib(token, 'PATCH', `/v1/object/${object.id}/attribute/${attr.id}`, { value: 13 })).data.data).toMatchObject({ value: 13 });
    // NetworkChildrenClient::all and ::web (updated_at=0, deleted_at=0 from PHP's false, depth=).
    const children = await lib(token, 'GET', `/v1/network/${w.a1.id}/children?include=&perPage=15&page=1&depth=`);
    expect(ids(children.data)).toContain(object.id);
    // SelectedMapObjectClient::delete: a DELETE with the JSON content type and no body; then ::deleted.
    expect((await lib(token, 'DELETE', `/v1/object/${object.id}`)).status).toBe(200);
    // The library's deleted_at flag: false (0) by default leaves the deleted ones out, true (1) adds them.
    const web = await lib(token, 'GET', `/v1/network/${w.a1.id}/children/web2?updated_at=0&deleted_at=1`);
    expect((web.data.data as { id: number; deleted_at: string | null }[]).find((o) => o.id === object.id)?.deleted_at).toEqual(expect.any(String));
    expect((await lib(token, 'GET', `/v1/object/${object.id}/deleted?include=`)).data.data).toMatchObject({ id: object.id });
  });
});

describe('actions, as the client calls them', () => {
  it('creates on an object, reads, lists by object and network, changes a value, PATCHes the status and deletes, through the chosen network', async () => {
    const { access_token: token } = await signIn(w.adminA.email);
    await lib(token, 'POST', `/v1/session/tenant/${w.tenantA.id}`);
    await lib(token, 'POST', `/v1/session/network/${w.a1.id}`);
    const type = (await lib(token, 'POST', '/v1/type', { name: 'Bord', geo_type: 'point', prefix: 'BO' })).data.data as { id: number };
    const object = (await lib(token, 'POST', '/v1/object', { map_object_type_id: type.id, geometry: { type: 'Point', coordinates: [5.2, 52.2] } })).data.data as { id: number };
    const actionType = (await lib(token, 'POST', '/v1/dynamic_action_type', { name: 'Schoonmaken' })).data.data as { id: number };
    await lib(token, 'POST', `/v1/dynamic_action_type/${actionType.id}/map_object_type`, { relation: [type.id] });
    const note = (await lib(token, 'POST', '/v1/attribute', { name: 'Notitie', type: 'string' })).data.data as { id: number };
    await lib(token, 'POST', `/v1/dynamic_action_type/${actionType.id}/attribute`, { relation: [note.id] });
    const status = (await lib(token, 'POST', '/v1/action_status', { name: 'Klaar', is_final: true })).data.data as { id: number };
    await lib(token, 'POST', `/v1/type/${type.id}/action_status`, { relation: [status.id] });
    // An object's list shows a role the actions in statuses attached for it.
    await lib(token, 'POST', `/v1/role/${w.adminRoleA.id}/action_status`, { role_id: w.adminRoleA.id, relation: [{ id: status.id, is_attached: true }] });
    // ActionClient::create, byId; MapObjectActionClient::all; NetworkActionClient::all and ::web.
    const created = await lib(token, 'POST', '/v1/action', { dynamic_action_type_id: actionType.id, map_object_id: object.id, description: 'Vuil' });
    expect(created.status).toBe(201);
    const action = created.data.data as { id: number };
    expect((await lib(token, 'GET', `/v1/action/${action.id}?include=`)).data.data).toMatchObject({ id: action.id, map_object_id: object.id });
    expect(ids((await lib(token, 'GET', `/v1/object/${object.id}/action?include=&perPage=15&page=1`)).data)).toEqual([action.id]);
    expect(ids((await lib(token, 'GET', `/v1/network/${w.a1.id}/action?include=&perPage=15&page=1`)).data)).toContain(action.id);
    // SelectedActionAttributeClient::update and ActionAttributeClient::all.
    expect((await lib(token, 'PATCH', `/v1/action/${action.id}/attribute/${note.id}`, { value: 'met water' })).data.data).toMatchObject({ value: 'met water' });
    expect((await lib(token, 'GET', `/v1/action/${action.id}/attribute?include=`)).data.data).toEqual([{ id: note.id, name: 'Notitie', type: 'string', value: 'met water' }]);
    // SelectedActionClient::update (PATCH) to a final status closes it; ::delete with the JSON content type and no body.
    expect((await lib(token, 'PATCH', `/v1/action/${action.id}`, { action_status_id: status.id })).data.data).toMatchObject({ closed_at: expect.any(String) });
    expect((await lib(token, 'DELETE', `/v1/action/${action.id}`)).status).toBe(200);
    const web = await lib(token, 'GET', `/v1/network/${w.a1.id}/action/web?updated_at=0&include=&deleted_at=1`);
    expect((web.data.data as { id: number; deleted_at: string | null }[]).find((a) => a.id === action.id)?.deleted_at).toEqual(expect.any(String));
  });
});

// What the client asks beside the calls: a session of its own, two types, a status and three objects.
const { access_token: clientToken } = await signIn(w.adminA.email);
await lib(clientToken, 'POST', `/v1/session/tenant/${w.tenantA.id}`);
await lib(clientToken, 'POST', `/v1/session/network/${w.a1.id}`);
const type = (await lib(clientToken, 'POST', '/v1/type', { name: 'Knooppaal', geo_type: 'point', prefix: 'KN' })).data.data as { id: number };
const other = (await lib(clientToken, 'POST', '/v1/type', { name: 'Bankje', geo_type: 'point', prefix: 'BA' })).data.data as { id: number };
const status = (await lib(clientToken, 'POST', '/v1/map_object_status', { name: 'Geplaatst' })).data.data as { id: number };
const point = (lon: number) => ({ type: 'Point', coordinates: [lon, 52.3] });
await lib(clientToken, 'POST', `/v1/type/${type.id}/status`, { relation: [status.id] });
const post = (await lib(clientToken, 'POST', '/v1/object', { map_object_type_id: type.id, map_object_status_id: status.id, geometry: point(5.31) })).data.data as { id: number };
const bare = (await lib(clientToken, 'POST', '/v1/object', { map_object_type_id: type.id, geometry: point(5.32) })).data.data as { id: number };
const bench = (await lib(clientToken, 'POST', '/v1/object', { map_object_type_id: other.id, geometry: point(5.33) })).data.data as { id: number };
const typeShown = (await lib(clientToken, 'GET', `/v1/type/${type.id}`)).data.data;
const statusShown = (await lib(clientToken, 'GET', `/v1/map_object_status/${status.id}`)).data.data;
type Shown = { id: number; type?: { data: unknown }; status?: { data: unknown }; comment?: { data: unknown[] }; deleted_at: string | null };
const rowsOf = (data: unknown) => (data as { data: Shown[] }).data;

describe('what the client asks beside the calls: includes, plain filters, sort[0], the sync\'s deleted_at, parent_id and depth', () => {
  const token = clientToken;
  it('embeds an object\'s type and status as their own reads show them, in a list, one object and the children', async () => {
    const one = await lib(token, 'GET', `/v1/object/${post.id}?include=type,status`);
    expect(one.status).toBe(200);
    expect(one.data.data).toMatchObject({ id: post.id, type: { data: typeShown }, status: { data: statusShown } });
    // A type without statuses: its object has none.
    expect((await lib(token, 'GET', `/v1/object/${bench.id}?include=status`)).data.data).toMatchObject({ status: { data: null } });
    const listed = rowsOf((await lib(token, 'GET', `/v1/object?map_object_type_id=${type.id}&include=type&perPage=15&page=1`)).data);
    expect(listed.map((o) => o.type?.data)).toEqual([typeShown, typeShown]);
    expect(listed.every((o) => o.status === undefined)).toBe(true);
    const children = rowsOf((await lib(token, 'GET', `/v1/network/${w.a1.id}/children?map_object_type_id=${type.id}&include=type,status&depth=0`)).data);
    expect(children.map((o) => [o.id, o.status?.data])).toEqual([[post.id, statusShown], [bare.id, statusShown]]);
    // Without the include nothing is embedded; an include no one offers is still a 400.
    expect((await lib(token, 'GET', `/v1/object/${post.id}?include=`)).data.data).not.toHaveProperty('type');
    expect((await lib(token, 'GET', `/v1/object/${post.id}?include=owner`)).data).toEqual({ messages: { include: ['Onbekende include: owner'] } });
  });

  it('embeds an action\'s comments as its comment list shows them, oldest first, in the action and in its lists', async () => {
    const actionType = (await lib(token, 'POST', '/v1/dynamic_action_type', { name: 'Nakijken' })).data.data as { id: number };
    await lib(token, 'POST', `/v1/dynamic_action_type/${actionType.id}/map_object_type`, { relation: [type.id] });
    const action = (await lib(token, 'POST', '/v1/action', { dynamic_action_type_id: actionType.id, map_object_id: post.id })).data.data as { id: number };
    const silent = (await lib(token, 'POST', '/v1/action', { dynamic_action_type_id: actionType.id, map_object_id: post.id })).data.data as { id: number };
    for (const comment of ['Eerst', 'Daarna']) await lib(token, 'POST', `/v1/action/${action.id}/comment`, { comment });
    const comments = (await lib(token, 'GET', `/v1/action/${action.id}/comment`)).data.data;
    const one = await lib(token, 'GET', `/v1/action/${action.id}?include=comment`);
    expect(one.status).toBe(200);
    expect(one.data.data).toMatchObject({ id: action.id, comment: { data: comments } });
    expect((one.data.data as Shown).comment?.data.map((c) => (c as { comment: string }).comment)).toEqual(['Eerst', 'Daarna']);
    const listed = rowsOf((await lib(token, 'GET', `/v1/network/${w.a1.id}/action?include=comment&perPage=100&page=1`)).data);
    expect(listed.find((a) => a.id === action.id)?.comment?.data).toEqual(comments);
    expect(listed.find((a) => a.id === silent.id)?.comment).toEqual({ data: [] });
    const ofObject = rowsOf((await lib(token, 'GET', `/v1/action?map_object_id=${post.id}&include=comment&sort=id`)).data);
    expect(ofObject.map((a) => a.comment?.data.length)).toEqual([2, 0]);
    // The object's own list, as MapObjectActionClient asks it (nested: no objects hang under others yet).
    const attached = await lib(token, 'GET', `/v1/object/${post.id}/action?include=comment&perPage=15&page=1&sort=&nested=0`);
    expect(attached.status).toBe(200);
    expect((await lib(token, 'GET', `/v1/object/${post.id}/action?nested=soms`)).status).toBe(400);
  });

  it('honours the plain filters on the children as /v1/object does, and refuses a parameter no list takes', async () => {
    const children = await lib(token, 'GET', `/v1/network/${w.a1.id}/children?map_object_type_id=${other.id}&include=&perPage=15&page=1&depth=0`);
    expect(ids(children.data)).toEqual([bench.id]);
    expect(ids((await lib(token, 'GET', `/v1/network/${w.a1.id}/children?map_object_status_id=${status.id}`)).data)).toEqual([post.id, bare.id]);
    const unknown = await lib(token, 'GET', `/v1/network/${w.a1.id}/children?parent_id=${post.id}`);
    expect(unknown.status).toBe(400);
    expect(unknown.data).toEqual({ messages: { parent_id: ['Onbekende parameter: deze lijst kent hem niet'] } });
    expect((await lib(token, 'GET', `/v1/object?map_object_typ_id=${other.id}`)).status).toBe(400);
    expect((await lib(token, 'GET', `/v1/network/${w.a1.id}/children?depth=diep`)).status).toBe(400);
    expect((await lib(token, 'GET', `/v1/network/${w.a1.id}/children/web2?updated_at=0&map_object_type_id=${other.id}`)).data.data).toEqual([expect.objectContaining({ id: bench.id })]);
    expect((await lib(token, 'GET', `/v1/network/${w.a1.id}/children/web2?updated_at=0&since=0`)).status).toBe(400);
  });

  it('sorts by sort[0], sort[1] as by sort=a,b, on every list', async () => {
    const mine = 'bbox=5.305,52.29,5.335,52.31';
    const plain = ids((await lib(token, 'GET', `/v1/network/${w.a1.id}/children?${mine}&sort=-map_object_type_id,-id`)).data);
    expect(plain).toEqual([bench.id, bare.id, post.id]);
    expect(ids((await lib(token, 'GET', `/v1/network/${w.a1.id}/children?${mine}&sort%5B0%5D=-map_object_type_id&sort%5B1%5D=-id`)).data)).toEqual(plain);
    expect(ids((await lib(token, 'GET', `/v1/object?${mine}&sort[1]=-id&sort[0]=-map_object_type_id`)).data)).toEqual(plain);
    const actions = ids((await lib(token, 'GET', `/v1/network/${w.a1.id}/action?sort=-id`)).data);
    expect(actions.length).toBeGreaterThan(1);
    expect(ids((await lib(token, 'GET', `/v1/network/${w.a1.id}/action?include=&perPage=15&page=1&sort%5B0%5D=-id`)).data)).toEqual(actions);
    expect(ids((await lib(token, 'GET', `/v1/action?sort[0]=-id`)).data)).toEqual(actions);
    expect((await lib(token, 'GET', '/v1/action?sort[0]=nope')).data).toEqual({ messages: { sort: ['Onbekende kolom: nope'] } });
  });

  it('leaves the deleted objects and actions out of a sync with deleted_at=false or 0, and adds them with true or 1', async () => {
    const gone = (await lib(token, 'POST', '/v1/object', { map_object_type_id: other.id, geometry: point(5.34) })).data.data as { id: number };
    expect((await lib(token, 'DELETE', `/v1/object/${gone.id}`)).status).toBe(200);
    const sync = async (flag: string) => rowsOf((await lib(token, 'GET', `/v1/network/${w.a1.id}/children/web2?updated_at=0${flag}`)).data).find((o) => o.id === gone.id);
    expect(await sync('&deleted_at=false')).toBeUndefined();
    expect(await sync('&deleted_at=0')).toBeUndefined();
    expect((await sync('&deleted_at=1'))?.deleted_at).toEqual(expect.any(String));
    expect((await sync('&deleted_at=true'))?.deleted_at).toEqual(expect.any(String));
    expect((await sync(''))?.deleted_at).toEqual(expect.any(String));
    expect((await lib(token, 'GET', `/v1/network/${w.a1.id}/children/web2?deleted_at=soms`)).status).toBe(400);

    const actionType = (await lib(token, 'POST', '/v1/dynamic_action_type', { name: 'Opruimen', on_network: true })).data.data as { id: number };
    const action = (await lib(token, 'POST', '/v1/action', { dynamic_action_type_id: actionType.id })).data.data as { id: number };
    expect((await lib(token, 'DELETE', `/v1/action/${action.id}`)).status).toBe(200);
    const actions = async (flag: string) => rowsOf((await lib(token, 'GET', `/v1/network/${w.a1.id}/action/web?updated_at=0&include=${flag}`)).data).find((a) => a.id === action.id);
    expect(await actions('&deleted_at=0')).toBeUndefined();
    expect((await actions('&deleted_at=1'))?.deleted_at).toEqual(expect.any(String));
    expect((await lib(token, 'GET', `/v1/network/${w.a1.id}/action/web?include=comment`)).data).toEqual({ messages: { include: ['Onbekende include: comment'] } });
  });

  it('hangs an object under a parent as its type\'s constraints allow, refusing one of a type that stands alone, in Dutch and English; its children by depth, parent and parents', async () => {
    const body = { map_object_type_id: type.id, geometry: point(5.35), parent_id: post.id };
    const refused = await lib(token, 'POST', '/v1/object', body);
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ messages: { parent_id: ['Objecten van dit type hangen nergens onder (het type heeft geen beperkingen die het toestaan)'] } });
    const english = await lib(token, 'POST', '/v1/object', body, { 'accept-language': 'en' });
    expect(english.data).toEqual({ messages: { parent_id: ['Objects of this type hang under nothing (the type has no constraints that allow it)'] } });
    expect((await lib(token, 'PATCH', `/v1/object/${bare.id}`, { parent_id: post.id })).status).toBe(400);
    // No parent is what an object of a type without constraints has.
    expect((await lib(token, 'POST', '/v1/object', { ...body, parent_id: null })).status).toBe(201);

    // A sign type that hangs on the post type (its "Constraints"), as the client's create sends it.
    const signType = (await lib(token, 'POST', '/v1/type', { name: 'Bordje', geo_type: 'point', prefix: 'BO' })).data.data as { id: number };
    expect((await lib(token, 'POST', `/v1/type/${signType.id}/constraint`, { relation: [type.id] })).status).toBe(200);
    const sign = await lib(token, 'POST', '/v1/object', { map_object_type_id: signType.id, geometry: point(5.35), parent_id: String(post.id) });
    expect(sign.status).toBe(201);
    const signId = (sign.data.data as { id: number; parent_id: number }).id;
    expect(sign.data.data).toMatchObject({ parent_id: post.id });
    // MapObjectChildrenClient::all (its default depth false: empty), MapObjectParentClient::byId, MapObjectParentsClient::all.
    expect(ids((await lib(token, 'GET', `/v1/object/${post.id}/children?include=&perPage=15&page=1&depth=`)).data)).toEqual([signId]);
    expect((await lib(token, 'GET', `/v1/object/${signId}/parent?include=type`)).data.data).toMatchObject({ id: post.id, type: { data: typeShown } });
    expect(ids((await lib(token, 'GET', `/v1/object/${signId}/parents?include=`)).data)).toEqual([post.id]);
    // The network's children one level down: the sign hangs on the post, so it is not among them.
    expect(ids((await lib(token, 'GET', `/v1/network/${w.a1.id}/children?perPage=100&depth=1`)).data)).not.toContain(signId);
  });
});

describe("the field app's other children calls, as NetworkChildrenClient makes them", () => {
  const token = clientToken;
  const children = `/v1/network/${w.a1.id}/children`;
  it('deletedChildren: the deleted objects, the query empty', async () => {
    const gone = (await lib(token, 'POST', '/v1/object', { map_object_type_id: other.id, geometry: point(5.36) })).data.data as { id: number };
    await lib(token, 'DELETE', `/v1/object/${gone.id}`);
    const res = await lib(token, 'GET', `${children}/deleted?`);
    expect(res.status).toBe(200);
    expect(rowsOf(res.data).find((o) => o.id === gone.id)?.deleted_at).toEqual(expect.any(String));
    expect(rowsOf(res.data).every((o) => o.deleted_at !== null)).toBe(true);
  });

  it('findByType: updated_at and deleted_at as http_build_query writes them', async () => {
    const res = await lib(token, 'GET', `${children}/type/${type.id}?updated_at=0&deleted_at=0`);
    expect(res.status).toBe(200);
    expect(ids(res.data)).toEqual(expect.arrayContaining([post.id, bare.id]));
    expect(ids(res.data)).not.toContain(bench.id);
  });

  it('allChildren: perPage=PHP_INT_MAX and page=1 answer every object in one page', async () => {
    const res = await lib(token, 'GET', `${children}/all?perPage=9223372036854775807&page=1`);
    expect(res.status).toBe(200);
    expect(ids(res.data)).toEqual(expect.arrayContaining([post.id, bare.id, bench.id]));
  });

  it('find: the body as given, include in the query', async () => {
    const note = (await lib(token, 'POST', '/v1/attribute', { name: 'Kenmerk', type: 'string' })).data.data as { id: number };
    await lib(token, 'POST', `/v1/type/${type.id}/attribute`, { relation: [note.id] });
    await lib(token, 'PATCH', `/v1/object/${bare.id}/attribute/${note.id}`, { value: 'KN-77' });
    const res = await lib(token, 'POST', `${children}/find?include=type`, { attribute_id: note.id, value: 'KN-77' });
    expect(res.status).toBe(200);
    expect(rowsOf(res.data).map((o) => [o.id, o.type?.data])).toEqual([[bare.id, (await lib(token, 'GET', `/v1/type/${type.id}`)).data.data]]);
  });
});

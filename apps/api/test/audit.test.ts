/**
 * The audit log: every write through the API records who, where, what and the
 * changes as {field: [before, after]} in its own transaction; GET /v1/audit shows an
 * organisation's entries to its module-admins, all of them to a super admin without x-tenant.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@console/contract/audit';
import { subjectOfPath } from '../src/lib/audit';
import { build } from './helpers/app';
import { made, makeUser, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };

type Page = { data: AuditEntry[]; meta: { pagination: { total: number; count: number; per_page: number; current_page: number } } };

async function log(query: string, as: { token: string; tenant?: number; network?: number } = w.asAdminA): Promise<Page> {
  const res = await t.call({ url: `/v1/audit${query}`, ...as });
  if (res.statusCode !== 200) throw new Error(`GET /v1/audit${query} answered ${res.statusCode}: ${res.body}`);
  return res.data as Page;
}

/** The newest entry of a subject, as the admin of A sees it. */
async function latest(subjectType: string, subjectId: number | string, as = w.asAdminA): Promise<AuditEntry | undefined> {
  return (await log(`?subject_type=${subjectType}&subject_id=${subjectId}`, as)).data[0];
}

describe('recording the generic configuration writes', () => {
  it('records a create, an update (only what changed, before and after) and a delete, with who and where', async () => {
    const category = await made(t, w.asAdminA, '/v1/category', { name: 'Bomen', description: 'Groen' });
    expect(await latest('category', category.id)).toMatchObject({
      action: 'create', subject_type: 'category', subject_id: category.id,
      user_id: w.adminA.id, user_name: 'Admin A', tenant_id: w.tenantA.id, network_id: w.a1.id,
      changes: { name: [null, 'Bomen'], description: [null, 'Groen'] },
    });
    await t.call({ method: 'PUT', url: `/v1/category/${category.id}`, ...w.asAdminA, body: { name: 'Bomen', description: 'Loof' } });
    expect(await latest('category', category.id)).toMatchObject({ action: 'update', changes: { description: ['Groen', 'Loof'] } });
    await t.call({ method: 'DELETE', url: `/v1/category/${category.id}`, ...w.asAdminA });
    expect(await latest('category', category.id)).toMatchObject({ action: 'delete', changes: { name: ['Bomen', null], description: ['Loof', null] } });
    const all = await log(`?subject_type=category&subject_id=${category.id}`);
    expect(all.data.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
  });

  it('records nothing when the write fails: the entry is in the write’s transaction', async () => {
    const before = (await log('')).meta.pagination.total;
    const refused = await t.call({ method: 'POST', url: '/v1/attribute', ...w.asAdminA, body: { name: 'Kapot', type: 'string', attribute_group_id: 999999 } });
    expect(refused.statusCode).toBe(400);
    const missing = await t.call({ method: 'PUT', url: '/v1/category/999999', ...w.asAdminA, body: { name: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect((await log('')).meta.pagination.total).toBe(before);
  });

  it('names the subject by the resource’s API name', async () => {
    const group = await made(t, w.asAdminA, '/v1/attribute_group', { name: 'Groep' });
    const attribute = await made(t, w.asAdminA, '/v1/attribute', { name: 'Hoogte', type: 'integer', attribute_group_id: group.id });
    expect(await latest('attribute_group', group.id)).toMatchObject({ action: 'create' });
    expect(await latest('attribute', attribute.id)).toMatchObject({ action: 'create', changes: { name: [null, 'Hoogte'], type: [null, 'integer'], attribute_group_id: [null, group.id] } });
  });
});

describe('recording key-value entries, links and order saves', () => {
  it('writes an integration’s api_key as *** in every entry, and records the rest of the value', async () => {
    const value = { instance_id: 4, api_key: 'geheime-sleutel-123' };
    await t.call({ method: 'PUT', url: '/v1/kv/helpdesk_api', ...w.asAdminA, body: { value } });
    await t.call({ method: 'PUT', url: '/v1/kv/helpdesk_api', ...w.asAdminA, body: { value: { ...value, api_key: 'nog-geheimer', instance_id: 5 } } });
    await t.call({ method: 'DELETE', url: '/v1/kv/helpdesk_api', ...w.asAdminA });
    const entries = (await log('?subject_type=kv&perPage=100')).data;
    expect(entries.slice(0, 3).map((e) => [e.action, e.changes])).toEqual([
      ['delete', { key: ['helpdesk_api', null], value: [{ instance_id: 5, api_key: '***' }, null] }],
      ['update', { key: ['helpdesk_api', 'helpdesk_api'], value: [{ instance_id: 4, api_key: '***' }, { instance_id: 5, api_key: '***' }] }],
      ['create', { key: [null, 'helpdesk_api'], value: [null, { instance_id: 4, api_key: '***' }] }],
    ]);
    const stored = await t.db.execute(sql`select changes::text as c from audit_log where changes::text like '%geheim%'`) as unknown as { rows: unknown[] };
    expect(stored.rows).toHaveLength(0);
  });

  it('records a link and an unlink as a change of the owner, naming the targets', async () => {
    const role = await made(t, w.asAdminA, '/v1/role', { name: `links-${Date.now()}` });
    const { data: [p] } = (await t.call({ url: '/v1/permission', ...w.asAdminA })).data as { data: { id: number }[] };
    await t.call({ method: 'POST', url: `/v1/role/${role.id}/permissions`, ...w.asAdminA, body: { relation: [p!.id] } });
    await t.call({ method: 'POST', url: `/v1/role/${role.id}/permissions`, ...w.asAdminA, body: { relation: [p!.id] } });
    await t.call({ method: 'DELETE', url: `/v1/role/${role.id}/permissions`, ...w.asAdminA, body: { relation: [p!.id] } });
    const entries = (await log(`?subject_type=role&subject_id=${role.id}`)).data;
    // The second link changed nothing (already linked): no entry.
    expect(entries.map((e) => [e.action, e.changes])).toEqual(expect.arrayContaining([
      ['unlink', { permissions: [[p!.id], null] }],
      ['link', { permissions: [null, [p!.id]] }],
    ]));
    expect(entries.filter((e) => e.action === 'link')).toHaveLength(1);
  });

  it('records an order save with the new order', async () => {
    const attribute = await made(t, w.asAdminA, '/v1/attribute', { name: 'Volgorde', type: 'lookup' });
    const a = await made(t, w.asAdminA, `/v1/attribute/${attribute.id}/lookup`, { name: 'A' });
    const b = await made(t, w.asAdminA, `/v1/attribute/${attribute.id}/lookup`, { name: 'B' });
    await t.call({ method: 'POST', url: `/v1/attribute/${attribute.id}/lookup/order`, ...w.asAdminA, body: { relation: [b.id, a.id] } });
    expect(await latest('attribute', attribute.id)).toMatchObject({ action: 'reorder', changes: { order: [null, [b.id, a.id]] } });
  });
});

describe('recording the hand-written writes', () => {
  it('records a user’s life: create, an update with before and after, a password set as *** only, a role per network, removal', async () => {
    const made1 = await t.call({ method: 'POST', url: '/v2/user', ...w.asAdminA, body: { name: 'Logboek Gebruiker', email: 'logboek@example.com', send_invitation: false } });
    const user = (made1.data as { data: { id: number } }).data;
    expect(await latest('user', user.id)).toMatchObject({ action: 'create', changes: { name: [null, 'Logboek Gebruiker'], email: [null, 'logboek@example.com'] } });
    await t.call({ method: 'PUT', url: `/v1/user/${user.id}`, ...w.asAdminA, body: { name: 'Logboek G.', password: 'geheim-wachtwoord', password_confirmation: 'geheim-wachtwoord' } });
    await t.call({ method: 'POST', url: `/v1/user/${user.id}/network`, ...w.asAdminA, body: { relation: [{ id: w.a1.id, role_id: w.viewerRoleA.id }] } });
    await t.call({ method: 'POST', url: `/v1/user/${user.id}/network`, ...w.asAdminA, body: { relation: [{ id: w.a1.id, role_id: w.adminRoleA.id }] } });
    await t.call({ method: 'DELETE', url: `/v1/tenant/${w.tenantA.id}/user`, ...w.asAdminA, body: { relation: [user.id] } });
    const entries = (await log(`?subject_type=user&subject_id=${user.id}`)).data.map((e) => [e.action, e.changes]);
    expect(entries).toEqual([
      ['update', { [`network ${w.a1.id}`]: ['viewer', 'admin'] }],
      ['link', { [`network ${w.a1.id}`]: [null, 'viewer'] }],
      ['password_set', { password: ['***', '***'] }],
      ['update', { name: ['Logboek Gebruiker', 'Logboek G.'] }],
      ['create', expect.any(Object)],
    ]);
    expect(await latest('tenant', w.tenantA.id)).toMatchObject({ action: 'unlink', changes: { user: [[user.id], null] } });
    const stored = await t.db.execute(sql`select 1 from audit_log where changes::text like '%geheim-wachtwoord%'`) as unknown as { rows: unknown[] };
    expect(stored.rows).toHaveLength(0);
  });

  it('records role, team, network and organisation changes with before and after', async () => {
    const role = await made(t, w.asAdminA, '/v1/role', { name: `r-${Date.now()}`, display_name: 'Eerst' });
    await t.call({ method: 'PUT', url: `/v1/role/${role.id}`, ...w.asAdminA, body: { display_name: 'Daarna' } });
    expect(await latest('role', role.id)).toMatchObject({ action: 'update', changes: { display_name: ['Eerst', 'Daarna'] } });
    const team = await made(t, w.asAdminA, '/v2/team', { name: 'Ploeg' });
    await t.call({ method: 'PUT', url: `/v2/team/${team.id}`, ...w.asAdminA, body: { name: 'Ploeg 2' } });
    expect(await latest('team', team.id)).toMatchObject({ action: 'update', changes: { name: ['Ploeg', 'Ploeg 2'] } });
    await t.call({ method: 'DELETE', url: `/v2/team/${team.id}`, ...w.asAdminA });
    expect(await latest('team', team.id)).toMatchObject({ action: 'delete', changes: { name: ['Ploeg 2', null] } });
    await t.call({ method: 'PUT', url: `/v2/network/${w.a1.id}`, ...w.asAdminA, body: { name: 'A één' } });
    expect(await latest('network', w.a1.id)).toMatchObject({ action: 'update', changes: { name: ['A een', 'A één'] } });
    // A super admin's change of an organisation is shown to that organisation's administrators.
    await t.call({ method: 'PUT', url: `/v1/tenant/${w.tenantA.id}`, token: w.tokens.super, body: { paid_licenses: 42 } });
    expect(await latest('tenant', w.tenantA.id)).toMatchObject({ action: 'update', user_id: expect.any(Number), tenant_id: w.tenantA.id, changes: { paid_licenses: [expect.any(Number), 42] } });
  });

  it('records sign-ins, failed ones, token revokes and password resets, never a password, token or reset link', async () => {
    // A user of A's own: the reset at the end ends every session of theirs.
    const member = await makeUser(t.db, { tenantId: w.tenantA.id, name: 'Member A' });
    const memberA = { ...w.memberA, id: member.id, email: member.email };
    const token = await t.signIn(memberA.email, 'password-123');
    expect(await latest('user', memberA.id)).toMatchObject({ action: 'sign_in', user_id: memberA.id, user_name: 'Member A', tenant_id: w.tenantA.id });
    await t.call({ method: 'POST', url: '/v1/oauth/access_token', body: { grant_type: 'password', username: memberA.email, password: 'wrong-password', client_id: 'admin-console', client_secret: 'admin-console' } });
    expect(await latest('user', memberA.id)).toMatchObject({ action: 'sign_in_failed', changes: { username: [null, memberA.email.toLowerCase()] } });
    await t.call({ method: 'POST', url: '/v1/oauth/revoke', body: { token, client_id: 'admin-console', client_secret: 'admin-console' } });
    expect((await log(`?action=token_revoke&user_id=${memberA.id}`)).data).toHaveLength(1);
    // An unknown name belongs to no organisation: only a super admin sees it.
    await t.call({ method: 'POST', url: '/v1/oauth/access_token', body: { grant_type: 'password', username: 'niemand@example.com', password: 'whatever-1', client_id: 'admin-console', client_secret: 'admin-console' } });
    expect((await log('?action=sign_in_failed&perPage=100')).data.some((e) => e.changes?.username?.[1] === 'niemand@example.com')).toBe(false);
    expect((await log('?action=sign_in_failed&perPage=100', { token: w.tokens.super })).data.some((e) => e.changes?.username?.[1] === 'niemand@example.com')).toBe(true);

    const before = t.mails.length;
    await t.call({ method: 'POST', url: '/v2/user/account/password', body: { email: memberA.email } });
    const link = /\/password\/reset\/([\w-]+)/.exec(t.mails.slice(before).map((m) => m.text).join(' '))?.[1];
    expect(link).toBeTruthy();
    const reset = await t.call({ method: 'POST', url: '/v1/account/reset', body: { token: link, password: 'password-456', password_confirmation: 'password-456' } });
    expect(reset.statusCode).toBe(200);
    expect(await latest('user', memberA.id)).toMatchObject({ action: 'password_reset', user_id: memberA.id, changes: { password: ['***', '***'] } });
    const leaks = await t.db.execute(sql`select 1 from audit_log where changes::text like ${`%${link}%`} or changes::text like '%password-456%' or changes::text like ${`%${token}%`}`) as unknown as { rows: unknown[] };
    expect(leaks.rows).toHaveLength(0);
  });
});

describe('recording actions with an effect outside the console', () => {
  it('records a geo-server publish on its export entry: the layer and when, before and after', async () => {
    const type = await made(t, w.asAdminA, '/v1/type', { name: 'Publiceer', geo_type: 'point' });
    const key = `geoserver_export_${type.id}`;
    const saved = await t.call({ method: 'PUT', url: `/v1/kv/${key}`, ...w.asAdminA, body: { value: { network_id: w.a1.id, map_object_type_id: type.id, name: 'Laag', map_object_status_id: [], attributes: [] } } });
    const entryId = (saved.data as { data: { id: number } }).data.id;
    const first = await t.call({ method: 'POST', url: `/v1/export/geoserver/key_value/${key}`, ...w.asAdminA });
    const firstAt = (first.data as { data: { exported_at: string } }).data.exported_at;
    const layer = `network_${w.a1.id}_map_object_type_${type.id}`;
    expect(await latest('kv', entryId)).toMatchObject({
      action: 'publish', user_id: w.adminA.id, tenant_id: w.tenantA.id, network_id: w.a1.id,
      changes: { key: [key, key], layer: [null, layer], exported_at: [null, firstAt] },
    });
    const again = await t.call({ method: 'POST', url: `/v1/export/geoserver/key_value/${key}`, ...w.asAdminA });
    expect(await latest('kv', entryId)).toMatchObject({ action: 'publish', changes: { exported_at: [firstAt, (again.data as { data: { exported_at: string } }).data.exported_at] } });
    // A publish that fails (its map object type is gone) records nothing.
    const before = (await log(`?subject_type=kv&subject_id=${entryId}`)).meta.pagination.total;
    await t.call({ method: 'DELETE', url: `/v1/type/${type.id}`, ...w.asAdminA });
    expect((await t.call({ method: 'POST', url: `/v1/export/geoserver/key_value/${key}`, ...w.asAdminA })).statusCode).toBe(400);
    expect((await log(`?subject_type=kv&subject_id=${entryId}&action=publish`)).meta.pagination.total).toBe(2);
    expect((await log(`?subject_type=kv&subject_id=${entryId}`)).meta.pagination.total).toBe(before);
  });

  it('records a password-recovery mail: for whose account, asked from which address, never the link', async () => {
    const member = await makeUser(t.db, { tenantId: w.tenantA.id, name: 'Vergeetachtig' });
    const before = t.mails.length;
    const res = await t.call({ method: 'POST', url: '/v2/user/account/password', body: { email: member.email.toUpperCase() }, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.statusCode).toBe(200);
    const link = /\/password\/reset\/([\w-]+)/.exec(t.mails.slice(before).map((m) => m.text).join(' '))?.[1];
    expect(link).toBeTruthy();
    const entry = await latest('user', member.id);
    expect(entry).toMatchObject({
      action: 'recovery_mail', user_id: null, user_name: null, tenant_id: w.tenantA.id, network_id: null,
      changes: { email: [null, member.email], address: [null, expect.any(String)], reset_link: [null, '***'] },
    });
    const leaks = await t.db.execute(sql`select 1 from audit_log where changes::text like ${`%${link}%`}`) as unknown as { rows: unknown[] };
    expect(leaks.rows).toHaveLength(0);
    // The original client's request (POST /v1/account/reset with only a username) is the same request.
    await t.call({ method: 'POST', url: '/v1/account/reset', body: { username: member.email } });
    expect((await log(`?subject_type=user&subject_id=${member.id}&action=recovery_mail`)).data).toHaveLength(2);
    // An unknown or deactivated address gets no mail and records nothing.
    const total = (await log('?action=recovery_mail', { token: w.tokens.super })).meta.pagination.total;
    await t.call({ method: 'POST', url: '/v2/user/account/password', body: { email: 'onbekend-adres@example.com' } });
    await t.call({ method: 'POST', url: `/v1/user/${member.id}/deactivate`, ...w.asAdminA });
    await t.call({ method: 'POST', url: '/v2/user/account/password', body: { email: member.email } });
    expect((await log('?action=recovery_mail', { token: w.tokens.super })).meta.pagination.total).toBe(total);
  });
});

describe('GET /v1/audit', () => {
  it('shows an organisation’s entries to its module-admin, never another organisation’s', async () => {
    const inB = await made(t, asB, '/v1/category', { name: 'Alleen B' });
    const inA = await made(t, w.asAdminA, '/v1/category', { name: 'Alleen A' });
    const seenByA = await log('?perPage=10000');
    expect(seenByA.data.every((e) => e.tenant_id === w.tenantA.id)).toBe(true);
    expect(seenByA.data.some((e) => e.subject_id === inA.id && e.subject_type === 'category')).toBe(true);
    expect(await latest('category', inB.id)).toBeUndefined();
    const seenByB = await log('?perPage=10000', asB);
    expect(seenByB.data.every((e) => e.tenant_id === w.tenantB.id)).toBe(true);
    expect(seenByB.data.some((e) => e.subject_id === inB.id)).toBe(true);
  });

  it('shows a super admin every organisation’s entries without x-tenant, one organisation’s with it', async () => {
    const all = await log('?perPage=10000', { token: w.tokens.super });
    const tenants = new Set(all.data.map((e) => e.tenant_id));
    expect(tenants.has(w.tenantA.id) && tenants.has(w.tenantB.id)).toBe(true);
    const onlyB = await log('?perPage=10000', { token: w.tokens.super, tenant: w.tenantB.id });
    expect(onlyB.data.length).toBeGreaterThan(0);
    expect(onlyB.data.every((e) => e.tenant_id === w.tenantB.id)).toBe(true);
  });

  it('refuses a member without module-admin (403) and another organisation’s network (404)', async () => {
    expect((await t.call({ url: '/v1/audit', token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id })).statusCode).toBe(403);
    expect((await t.call({ url: '/v1/audit', token: w.tokens.adminA, tenant: w.tenantB.id, network: w.b1.id })).statusCode).toBe(404);
    expect((await t.call({ url: '/v1/audit' })).statusCode).toBe(401);
  });

  it('pages newest first in the list envelope', async () => {
    for (const name of ['P1', 'P2', 'P3']) await made(t, w.asAdminA, '/v1/map_object_status', { name });
    const first = await log('?subject_type=map_object_status&perPage=2');
    expect(first.meta.pagination).toMatchObject({ total: 3, count: 2, per_page: 2, current_page: 1 });
    expect(first.data.map((e) => e.changes?.name?.[1])).toEqual(['P3', 'P2']);
    const second = await log('?subject_type=map_object_status&perPage=2&page=2');
    expect(second.data.map((e) => e.changes?.name?.[1])).toEqual(['P1']);
  });

  it('filters on user, subject, action and dates', async () => {
    const status = await made(t, w.asAdminA, '/v1/map_object_status', { name: 'Filter' });
    await t.call({ method: 'PUT', url: `/v1/map_object_status/${status.id}`, ...w.asAdminA, body: { name: 'Gefilterd' } });
    const updates = await log(`?action=update&subject_type=map_object_status&subject_id=${status.id}`);
    expect(updates.data).toHaveLength(1);
    expect(updates.data[0]).toMatchObject({ action: 'update', changes: { name: ['Filter', 'Gefilterd'] } });
    const byUser = await log(`?user_id=${w.adminA.id}&perPage=10000`);
    expect(byUser.data.length).toBeGreaterThan(0);
    expect(byUser.data.every((e) => e.user_id === w.adminA.id)).toBe(true);
    expect((await log(`?user_id=${w.adminB.id}`)).data).toHaveLength(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`?subject_id=${status.id}&subject_type=map_object_status&from=${today}&to=${today}`)).data).toHaveLength(2);
    expect((await log(`?subject_id=${status.id}&subject_type=map_object_status&to=2000-01-01`)).data).toHaveLength(0);
    expect((await log(`?subject_id=${status.id}&subject_type=map_object_status&from=2999-01-01T00:00:00Z`)).data).toHaveLength(0);
  });

  it('answers a bad filter with a 400 naming it, in the spec’s error shape', async () => {
    const res = await t.call({ url: '/v1/audit?from=gisteren&to=2026-13-45&user_id=x&action=smash', ...w.asAdminA, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: {
      from: ['Enter a date (YYYY-MM-DD) or moment (ISO 8601)'],
      to: ['Enter a date (YYYY-MM-DD) or moment (ISO 8601)'],
      user_id: [expect.any(String)],
      action: [expect.any(String)],
    } });
  });

  it('has no route that changes or deletes an entry', async () => {
    const entry = (await log('')).data[0]!;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect((await t.call({ method, url: '/v1/audit', ...w.asAdminA, body: {} })).statusCode).toBe(404);
      expect((await t.call({ method, url: `/v1/audit/${entry.id}`, ...w.asAdminA, body: {} })).statusCode).toBe(404);
    }
    const [row] = (await t.db.execute(sql`select count(*)::int as n from audit_log where id = ${entry.id}`) as unknown as { rows: { n: number }[] }).rows;
    expect(row!.n).toBe(1);
  });
});

describe('the subject a kit derives from its path', () => {
  it('is the path part after /v1/, and a part that is no audit subject stops the route at registration', () => {
    expect(subjectOfPath('/v1/role/:id/permissions')).toBe('role');
    expect(subjectOfPath('/v1/action_status')).toBe('action_status');
    expect(() => subjectOfPath('/v1/kit_route/:id')).toThrow('"kit_route" is not an audit subject');
  });
});

/**
 * Every admin route, as three callers see it: a network admin of another organisation
 * (404: A's ids are invisible from B), a member without module-admin (403), and a
 * super-admin-only route for a network admin (403). A new admin route fails the first test
 * until it is given a sample here, so no route goes untested.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { build } from './helpers/app';
import { makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const [role] = await rows<{ id: number }>(t.db, sql`select id from roles where tenant_id = ${w.tenantA.id} limit 1`);
const team = (await t.call({ method: 'POST', url: '/v2/team', ...w.asAdminA, body: { name: 'T' } })).data as { data: { id: number } };
await t.call({ method: 'PUT', url: '/v1/kv/some_key', ...w.asAdminA, body: { value: 1 } });

/** A sample call on tenant A's things for each admin route: [path, body]. */
const samples: Record<string, [string, unknown?]> = {
  'GET /v1/network': ['/v1/network'],
  'GET /v1/network/:id': [`/v1/network/${w.a1.id}`],
  'POST /v2/network': ['/v2/network', { name: 'n' }],
  'PUT /v2/network/:id': [`/v2/network/${w.a1.id}`, { name: 'n' }],
  'PATCH /v2/network/:id': [`/v2/network/${w.a1.id}`, { name: 'n' }],
  'GET /v1/network/:id/user': [`/v1/network/${w.a1.id}/user`],
  'POST /v1/network/:id/user': [`/v1/network/${w.a1.id}/user`, { relation: [{ id: w.memberA.id, role_id: role.id }] }],
  'PUT /v1/network/:id/user': [`/v1/network/${w.a1.id}/user`, { relation: [{ id: w.memberA.id, role_id: role.id }] }],
  'DELETE /v1/network/:id/user': [`/v1/network/${w.a1.id}/user`, { relation: [{ id: w.memberA.id }] }],
  'GET /v1/kv': ['/v1/kv'],
  'GET /v1/kv/:key': ['/v1/kv/some_key'],
  'POST /v1/kv/:key': ['/v1/kv/other_key', { value: 1 }],
  'PUT /v1/kv/:key': ['/v1/kv/some_key', { value: 1 }],
  'PATCH /v1/kv/:key': ['/v1/kv/some_key', { value: 1 }],
  'DELETE /v1/kv/:key': ['/v1/kv/some_key'],
  'GET /v1/user': ['/v1/user'],
  'GET /v1/user/:id': [`/v1/user/${w.memberA.id}`],
  'POST /v2/user': ['/v2/user', { name: 'x', email: 'x-auth@example.com' }],
  'PUT /v1/user/:id': [`/v1/user/${w.memberA.id}`, { name: 'x' }],
  'PATCH /v1/user/:id': [`/v1/user/${w.memberA.id}`, { name: 'x' }],
  'GET /v1/user/:id/tenant': [`/v1/user/${w.memberA.id}/tenant`],
  'GET /v1/user/:id/network': [`/v1/user/${w.memberA.id}/network`],
  'POST /v1/user/:id/network': [`/v1/user/${w.memberA.id}/network`, { relation: [{ id: w.a1.id, role_id: role.id }] }],
  'GET /v1/user/:id/role': [`/v1/user/${w.memberA.id}/role`],
  'POST /v1/user/:id/role': [`/v1/user/${w.memberA.id}/role`, { relation: [{ id: role.id, network_id: w.a1.id }] }],
  'DELETE /v1/user/:id/role': [`/v1/user/${w.memberA.id}/role`, { relation: [{ id: role.id }] }],
  'GET /v1/user/:id/team': [`/v1/user/${w.memberA.id}/team`],
  'POST /v1/user/:id/team': [`/v1/user/${w.memberA.id}/team`, { relation: [team.data.id] }],
  'DELETE /v1/user/:id/team': [`/v1/user/${w.memberA.id}/team`, { relation: [team.data.id] }],
  'GET /v1/tenant/:id/user': [`/v1/tenant/${w.tenantA.id}/user`],
  'DELETE /v1/tenant/:id/user': [`/v1/tenant/${w.tenantA.id}/user`, { relation: [w.memberA.id] }],
  'GET /v1/permission': ['/v1/permission'],
  'GET /v1/role': ['/v1/role'],
  'GET /v1/role/:id': [`/v1/role/${role.id}`],
  'POST /v1/role': ['/v1/role', { name: 'r' }],
  'PUT /v1/role/:id': [`/v1/role/${role.id}`, { display_name: 'r' }],
  'PATCH /v1/role/:id': [`/v1/role/${role.id}`, { display_name: 'r' }],
  'DELETE /v1/role/:id': [`/v1/role/${role.id}`],
  'GET /v1/role/:id/users': [`/v1/role/${role.id}/users`],
  'GET /v1/role/:id/permissions': [`/v1/role/${role.id}/permissions`],
  'POST /v1/role/:id/permissions': [`/v1/role/${role.id}/permissions`, { relation: [1] }],
  'DELETE /v1/role/:id/permissions': [`/v1/role/${role.id}/permissions`, { relation: [1] }],
  'GET /v2/team': ['/v2/team'],
  'GET /v2/team/:id': [`/v2/team/${team.data.id}`],
  'POST /v2/team': ['/v2/team', { name: 't' }],
  'PUT /v2/team/:id': [`/v2/team/${team.data.id}`, { name: 't' }],
  'PATCH /v2/team/:id': [`/v2/team/${team.data.id}`, { name: 't' }],
  'DELETE /v2/team/:id': [`/v2/team/${team.data.id}`],
  'GET /v1/team/:id/user': [`/v1/team/${team.data.id}/user`],
  'POST /v1/team/:id/user': [`/v1/team/${team.data.id}/user`, { relation: [w.memberA.id] }],
  'DELETE /v1/team/:id/user': [`/v1/team/${team.data.id}/user`, { relation: [w.memberA.id] }],
};

/**
 * Routes that name nothing of tenant A: lists and creates act in the caller's own scope, and
 * key-value keys are per network, so B's call reaches B's own entry (kv.test.ts proves B
 * never sees A's).
 */
const OWN_SCOPE = new Set([
  'POST /v2/network', 'GET /v1/permission', 'GET /v1/network', 'GET /v1/kv', 'GET /v1/user', 'GET /v1/role', 'GET /v2/team',
  'POST /v1/role', 'POST /v2/team', 'POST /v2/user', 'POST /v1/kv/:key', 'PUT /v1/kv/:key', 'PATCH /v1/kv/:key', 'DELETE /v1/kv/:key', 'GET /v1/kv/:key',
]);

const adminRoutes = t.app.routeTable.filter((r) => /^\/v\d+\//.test(r.url) && r.scope === undefined).map((r) => `${r.method} ${r.url}`);
const superRoutes = t.app.routeTable.filter((r) => r.scope === 'super').map((r) => `${r.method} ${r.url}`);
const call = (route: string, as: { token: string; tenant: number; network: number }) => {
  const [method] = route.split(' ');
  const [path, body] = samples[route];
  return t.call({ method: method as 'GET', url: path, ...as, body: body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}) });
};

describe('authorization of every admin route', () => {
  it('has a sample for every admin route', () => {
    expect(adminRoutes.filter((r) => !samples[r])).toEqual([]);
  });

  for (const route of adminRoutes.filter((r) => samples[r])) {
    it(`${route}: 403 for a member without module-admin`, async () => {
      const res = await call(route, { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id });
      expect(res.statusCode).toBe(403);
      expect(res.data).toEqual({ detail: expect.any(String) });
    });

    if (!OWN_SCOPE.has(route)) {
      it(`${route}: 404 for an admin of another organisation`, async () => {
        const res = await call(route, { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id });
        expect(res.statusCode).toBe(404);
        expect(res.data).toEqual({ detail: expect.any(String) });
      });
    }

    it(`${route}: 404 for an admin of another organisation who names tenant A`, async () => {
      const res = await call(route, { token: w.tokens.adminB, tenant: w.tenantA.id, network: w.a1.id });
      expect(res.statusCode).toBe(404);
    });
  }
});

describe('super admin routes', () => {
  it('are the organisation calls and the permanent delete', () => {
    expect(superRoutes.sort()).toEqual(['DELETE /v1/user/:id', 'GET /v1/tenant/all', 'PATCH /v1/tenant/:id', 'POST /v1/tenant', 'PUT /v1/tenant/:id'].sort());
  });

  for (const route of superRoutes) {
    it(`${route}: 403 for a network admin`, async () => {
      const [method, url] = route.split(' ');
      const res = await t.call({ method: method as 'GET', url: url.replace(':id', String(w.tenantA.id)), ...w.asAdminA, body: method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' } });
      expect(res.statusCode).toBe(403);
    });
  }
});

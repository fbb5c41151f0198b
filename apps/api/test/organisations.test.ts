import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const asSuper = { token: w.tokens.super };

describe('organisations (super admin only)', () => {
  it('creates a tenant with the standard roles by default, one of them holding module-admin', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/tenant', ...asSuper, body: { name: 'Nieuwe organisatie', paid_licenses: 5 } });
    expect(res.statusCode).toBe(201);
    const tenant = dataOf<{ id: number }>(res);
    expect(res.data).toMatchObject({ data: { name: 'Nieuwe organisatie', paid_licenses: 5, licensed_users: 0 } });
    const withRoles = await t.call({ url: `/v1/tenant/${tenant.id}?include=role`, ...asSuper });
    const roles = dataOf<{ role: { data: { id: number; name: string }[] } }>(withRoles).role.data;
    expect(roles.map((r) => r.name)).toEqual(['admin', 'editor', 'viewer']);
  });

  it('creates a tenant without roles when add_standard_roles is false, and defaults paid_licenses to 0', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/tenant', ...asSuper, body: { name: 'Kaal', add_standard_roles: false } });
    const tenant = dataOf<{ id: number; paid_licenses: number }>(res);
    expect(tenant.paid_licenses).toBe(0);
    const withRoles = await t.call({ url: `/v1/tenant/${tenant.id}?include=role`, ...asSuper });
    expect(dataOf<{ role: { data: unknown[] } }>(withRoles).role.data).toEqual([]);
  });

  it('refuses paid_licenses below 0 and an empty name', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/tenant', ...asSuper, body: { name: '', paid_licenses: -1 } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys((res.data as { messages: object }).messages).sort()).toEqual(['name', 'paid_licenses']);
  });

  it('edits name and paid_licenses', async () => {
    const res = await t.call({ method: 'PUT', url: `/v1/tenant/${w.tenantB.id}`, ...asSuper, body: { name: 'Organisatie B2', paid_licenses: 7 } });
    expect(res.data).toMatchObject({ data: { name: 'Organisatie B2', paid_licenses: 7 } });
    await t.call({ method: 'PUT', url: `/v1/tenant/${w.tenantB.id}`, ...asSuper, body: { name: 'Organisatie B' } });
  });

  it('lists all tenants with licence figures for a super admin', async () => {
    const res = await t.call({ url: '/v1/tenant/all?perPage=9999', ...asSuper });
    expect(dataOf<{ name: string; licensed_users: number }[]>(res).find((x) => x.name === 'Organisatie A')).toMatchObject({ licensed_users: 2 });
  });

  it('refuses every organisation call to a network admin with 403', async () => {
    const as = w.asAdminA;
    expect((await t.call({ url: '/v1/tenant/all', ...as })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/v1/tenant', ...as, body: { name: 'x' } })).statusCode).toBe(403);
    expect((await t.call({ method: 'PUT', url: `/v1/tenant/${w.tenantA.id}`, ...as, body: { paid_licenses: 999 } })).statusCode).toBe(403);
  });
});

describe('licences', () => {
  it('reports paid and licensed users of the selected tenant and of a visible tenant', async () => {
    expect((await t.call({ url: '/v1/tenant/license', token: w.tokens.adminA, tenant: w.tenantA.id })).data)
      .toEqual({ data: { tenant_id: w.tenantA.id, paid_licenses: 10, licensed_users: 2 } });
    expect((await t.call({ url: `/v1/tenant/${w.tenantB.id}/license`, token: w.tokens.adminA })).statusCode).toBe(404);
  });
});

describe('a tenant’s users', () => {
  it('lists them for the selected tenant and answers 404 for another', async () => {
    const res = await t.call({ url: `/v1/tenant/${w.tenantA.id}/user`, ...w.asAdminA });
    expect(dataOf<{ id: number }[]>(res).map((u) => u.id).sort()).toEqual([w.adminA.id, w.memberA.id].sort());
    expect((await t.call({ url: `/v1/tenant/${w.tenantB.id}/user`, ...w.asAdminA })).statusCode).toBe(404);
  });
});

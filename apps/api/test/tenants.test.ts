import { describe, expect, it } from 'vitest';
import type { Network } from '@console/contract/networks';
import { build } from './helpers/app';
import { makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const names = (data: unknown) => (data as { data: { name: string }[] }).data.map((x) => x.name);

describe('GET /v1/tenant', () => {
  it("lists the caller's own tenants only", async () => {
    const res = await t.call({ url: '/v1/tenant?perPage=9999', token: w.tokens.adminA });
    expect(res.statusCode).toBe(200);
    expect(names(res.data)).toEqual(['Organisatie A']);
  });

  it('lists every tenant, by name, for a super admin', async () => {
    const res = await t.call({ url: '/v1/tenant?perPage=9999', token: w.tokens.super });
    expect(names(res.data)).toEqual(['Organisatie A', 'Organisatie B']);
  });

  it('works without x-tenant and x-network and needs a token', async () => {
    expect((await t.call({ url: '/v1/tenant' })).statusCode).toBe(401);
  });
});

describe('GET /v1/tenant/{id}', () => {
  it('answers an own tenant and 404 for another organisation', async () => {
    expect((await t.call({ url: `/v1/tenant/${w.tenantA.id}`, token: w.tokens.adminA })).data).toMatchObject({ data: { id: w.tenantA.id, name: 'Organisatie A', paid_licenses: 10 } });
    const other = await t.call({ url: `/v1/tenant/${w.tenantB.id}`, token: w.tokens.adminA });
    expect(other.statusCode).toBe(404);
    expect(other.data).toEqual({ detail: 'Niet gevonden' });
  });

  it('answers 400 on the id for a malformed id', async () => {
    const res = await t.call({ url: '/v1/tenant/abc', token: w.tokens.adminA });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ messages: { id: [expect.any(String)] } });
  });
});

describe('GET /v1/tenant/{id}/network', () => {
  it('offers only the networks where the caller holds module-admin, with users and permissions', async () => {
    const res = await t.call({ url: `/v1/tenant/${w.tenantA.id}/network?perPage=9999&include=user,user.permissions`, token: w.tokens.adminA });
    expect(res.statusCode).toBe(200);
    const list = (res.data as { data: Network[] }).data;
    expect(list.map((n) => n.name)).toEqual(['A een']);
    expect(list[0].role_id).toBe(w.adminRoleA.id);
    // Only the caller's own membership is embedded, however many users the network has.
    expect(list[0].user?.data.map((u) => u.id)).toEqual([w.adminA.id]);
    expect(list[0].user?.data[0].permissions?.data).toContain('module-admin');
  });

  it('offers nothing to a member without module-admin', async () => {
    const res = await t.call({ url: `/v1/tenant/${w.tenantA.id}/network`, token: w.tokens.memberA });
    expect(names(res.data)).toEqual([]);
  });

  it('offers every network of the tenant to a super admin', async () => {
    const res = await t.call({ url: `/v1/tenant/${w.tenantA.id}/network`, token: w.tokens.super });
    expect(names(res.data)).toEqual(['A een', 'A twee']);
  });

  it('answers 404 for a tenant of another organisation', async () => {
    expect((await t.call({ url: `/v1/tenant/${w.tenantB.id}/network`, token: w.tokens.adminA })).statusCode).toBe(404);
  });
});

describe('GET /v1/network and /v1/network/{id}', () => {
  it('lists the networks of the selected tenant', async () => {
    const res = await t.call({ url: '/v1/network', ...w.asAdminA });
    expect(names(res.data)).toEqual(['A een', 'A twee']);
  });

  it('answers one network with its area on request, and 404 for a network of another organisation', async () => {
    const res = await t.call({ url: `/v1/network/${w.a1.id}?include=geoObject`, ...w.asAdminA });
    expect(res.data).toMatchObject({ data: { id: w.a1.id, tenant_id: w.tenantA.id } });
    expect((await t.call({ url: `/v1/network/${w.b1.id}`, ...w.asAdminA })).statusCode).toBe(404);
  });
});

/** Scope on every call: token, x-tenant and x-network, decided in one place. */
import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { grantRole, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const kv = (o: { token?: string; tenant?: number | string; network?: number | string }) => t.call({ url: '/v1/kv', ...o });

describe('an admin route (GET /v1/kv)', () => {
  it('answers 401 without a token', async () => {
    const res = await kv({ tenant: w.tenantA.id, network: w.a1.id });
    expect(res.statusCode).toBe(401);
    expect(res.data).toEqual({ error: expect.any(String), error_description: expect.any(String) });
  });

  it('answers 200 for a network admin in the own tenant and network', async () => {
    expect((await kv(w.asAdminA)).statusCode).toBe(200);
  });

  it('asks for x-tenant and x-network by name', async () => {
    const noTenant = await kv({ token: w.tokens.adminA, network: w.a1.id });
    expect(noTenant.statusCode).toBe(400);
    expect(noTenant.data).toEqual({ messages: { 'x-tenant': ['Deze header is verplicht'] } });
    const noNetwork = await kv({ token: w.tokens.adminA, tenant: w.tenantA.id });
    expect(noNetwork.data).toEqual({ messages: { 'x-network': ['Deze header is verplicht'] } });
    const bad = await kv({ token: w.tokens.adminA, tenant: 'abc', network: w.a1.id });
    expect(bad.data).toEqual({ messages: { 'x-tenant': ['Deze header moet een geheel getal zijn'] } });
  });

  it('answers 404 for a tenant of another organisation, and for a tenant that does not exist', async () => {
    for (const tenant of [w.tenantB.id, 999999]) {
      const res = await kv({ token: w.tokens.adminA, tenant, network: w.b1.id });
      expect(res.statusCode).toBe(404);
      expect(res.data).toEqual({ detail: expect.any(String) });
    }
  });

  it('answers 404 for a network outside the selected tenant, even when the caller administers it', async () => {
    const res = await kv({ token: w.tokens.adminB, tenant: w.tenantB.id, network: w.a1.id });
    expect(res.statusCode).toBe(404);
  });

  it('answers 403 with a detail for a member without module-admin on the network', async () => {
    const member = await kv({ token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id });
    expect(member.statusCode).toBe(403);
    expect(member.data).toEqual({ detail: 'Je hebt geen beheerrechten (module-admin) op dit netwerk' });
    const noRole = await kv({ token: w.tokens.adminA, tenant: w.tenantA.id, network: w.a2.id });
    expect(noRole.statusCode).toBe(403);
  });

  it('lets a super admin act in any tenant and network', async () => {
    expect((await kv({ token: w.tokens.super, tenant: w.tenantB.id, network: w.b1.id })).statusCode).toBe(200);
    expect((await kv({ token: w.tokens.super, tenant: w.tenantA.id, network: w.a2.id })).statusCode).toBe(200);
  });

  it('follows a role change at once', async () => {
    await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a2.id, userId: w.memberA.id, roleId: w.adminRoleA.id });
    expect((await kv({ token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a2.id })).statusCode).toBe(200);
  });
});

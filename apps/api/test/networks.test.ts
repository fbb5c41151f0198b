import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AREA } from '@console/contract/networks';
import { oneOr404 } from '../src/db/sql';
import { networkById, networkColumns } from '../src/modules/networks/presenter';
import { build } from './helpers/app';
import { makeUser, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type NetworkData = { id: number; name: string; tenant_id: number; role_id: number | null; geoObject?: { data: { data: { geometry: unknown; properties: Record<string, unknown> } } } };

const square = (x = 5, y = 52) => ({
  type: 'Feature', properties: {},
  geometry: { type: 'Polygon', coordinates: [[[x, y], [x + 0.1, y], [x + 0.1, y + 0.1], [x, y + 0.1], [x, y]]] },
});

describe('POST /v1/tenant/{id}/network', () => {
  it('refuses a body that names another organisation than the path, on tenant', async () => {
    const res = await t.call({ method: 'POST', url: `/v1/tenant/${w.tenantA.id}/network`, ...w.asAdminA, body: { name: 'Elders', tenant: w.tenantB.id } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { tenant: ['Deze organisatie is niet die van het adres'] } });
    const same = await t.call({ method: 'POST', url: `/v1/tenant/${w.tenantA.id}/network`, ...w.asAdminA, body: { name: 'Hier', tenant: w.tenantA.id } });
    expect(same.statusCode).toBe(201);
  });

  it('refuses a body that names another organisation in tenant_id, on tenant_id', async () => {
    const res = await t.call({ method: 'POST', url: `/v1/tenant/${w.tenantA.id}/network`, ...w.asAdminA, body: { name: 'Elders', tenant_id: w.tenantB.id } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { tenant_id: ['Deze organisatie is niet die van het adres'] } });
    const same = await t.call({ method: 'POST', url: `/v1/tenant/${w.tenantA.id}/network`, ...w.asAdminA, body: { name: 'Hier ook', tenant_id: w.tenantA.id } });
    expect(same.statusCode).toBe(201);
    // On /v2/network, tenant and tenant_id that disagree are refused too.
    const both = await t.call({ method: 'POST', url: '/v2/network', ...w.asAdminA, body: { name: 'Twee', tenant: w.tenantA.id, tenant_id: w.tenantB.id } });
    expect(both.statusCode).toBe(400);
    expect(both.data).toEqual({ messages: { tenant_id: ['tenant en tenant_id noemen verschillende organisaties'] } });
  });
});

describe('POST /v2/network', () => {
  it('creates a network with the default Netherlands area; the creator gets the module-admin role on it', async () => {
    const res = await t.call({ method: 'POST', url: '/v2/network', ...w.asAdminA, body: { name: 'Ruiterpaden', add_standard_objects: false } });
    expect(res.statusCode).toBe(201);
    const net = dataOf<NetworkData>(res);
    expect(net).toMatchObject({ name: 'Ruiterpaden', tenant_id: w.tenantA.id, role_id: w.adminRoleA.id });
    expect(net.geoObject?.data.data).toEqual(DEFAULT_AREA);
    expect((await t.call({ url: '/v1/kv', token: w.tokens.adminA, tenant: w.tenantA.id, network: net.id })).statusCode).toBe(200);
  });

  it('lets only a super admin create a network in another tenant', async () => {
    expect((await t.call({ method: 'POST', url: '/v2/network', ...w.asAdminA, body: { name: 'X', tenant: w.tenantB.id } })).statusCode).toBe(404);
    const res = await t.call({ method: 'POST', url: '/v2/network', token: w.tokens.super, tenant: w.tenantA.id, network: w.a1.id, body: { name: 'Voor B', tenant: w.tenantB.id } });
    expect(dataOf<NetworkData>(res).tenant_id).toBe(w.tenantB.id);
  });

  it('names an empty name', async () => {
    const res = await t.call({ method: 'POST', url: '/v2/network', ...w.asAdminA, body: { name: '' } });
    expect(res.data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
  });
});

describe('POST /v2/network: the first network of a new organisation', () => {
  const newTenant = async () => dataOf<{ id: number }>(await t.call({ method: 'POST', url: '/v1/tenant', token: w.tokens.super, body: { name: `Nieuw ${Math.random()}`, paid_licenses: 5 } }));

  it('a super admin creates it with only x-tenant of that organisation', async () => {
    const tenant = await newTenant();
    const res = await t.call({ method: 'POST', url: '/v2/network', token: w.tokens.super, tenant: tenant.id, body: { name: 'Eerste' } });
    expect(res.statusCode).toBe(201);
    expect(dataOf<NetworkData>(res)).toMatchObject({ name: 'Eerste', tenant_id: tenant.id });
    const listed = await t.call({ url: `/v1/tenant/${tenant.id}/network`, token: w.tokens.super });
    expect((listed.data as { data: { name: string }[] }).data.map((n) => n.name)).toEqual(['Eerste']);
  });

  it('a super admin creates it with no scope headers, the tenant in the body', async () => {
    const tenant = await newTenant();
    const res = await t.call({ method: 'POST', url: '/v2/network', token: w.tokens.super, body: { name: 'Zonder kop', tenant: tenant.id } });
    expect(res.statusCode).toBe(201);
    expect(dataOf<NetworkData>(res).tenant_id).toBe(tenant.id);
  });

  it('asks a super admin for the tenant when neither header nor body names one', async () => {
    const res = await t.call({ method: 'POST', url: '/v2/network', token: w.tokens.super, body: { name: 'Nergens' }, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { tenant: ['This field is required'] } });
  });

  it('refuses a tenant that does not exist: 404 in x-tenant, 400 on the field in the body', async () => {
    expect((await t.call({ method: 'POST', url: '/v2/network', token: w.tokens.super, tenant: 999999, body: { name: 'X' } })).statusCode).toBe(404);
    const res = await t.call({ method: 'POST', url: '/v2/network', token: w.tokens.super, body: { name: 'X', tenant: 999999 } });
    expect(res.data).toEqual({ messages: { tenant: ['Onbekend id'] } });
  });

  it('stays strict for everybody else: a network admin still needs x-network', async () => {
    const res = await t.call({ method: 'POST', url: '/v2/network', token: w.tokens.adminA, tenant: w.tenantA.id, body: { name: 'X' } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { 'x-network': [expect.any(String)] } });
    const bare = await t.call({ method: 'POST', url: '/v2/network', token: w.tokens.adminA, body: { name: 'X', tenant: w.tenantA.id } });
    expect(bare.data).toEqual({ messages: { 'x-tenant': [expect.any(String)] } });
  });
});

describe('PUT /v2/network/{id}', () => {
  it('renames and replaces the area, keeping country_code 528', async () => {
    const res = await t.call({ method: 'PUT', url: `/v2/network/${w.a1.id}`, ...w.asAdminA, body: { name: 'A één', geoObject: { data: square() } } });
    expect(res.statusCode).toBe(200);
    const net = dataOf<NetworkData>(res);
    expect(net.name).toBe('A één');
    expect(net.geoObject?.data.data.geometry).toEqual(square().geometry);
    expect(net.geoObject?.data.data.properties).toEqual({ country_code: 528 });
    const again = await t.call({ method: 'PUT', url: `/v2/network/${w.a1.id}`, ...w.asAdminA, body: { geoObject: { data: square(6, 53) } } });
    expect(dataOf<NetworkData>(again).geoObject?.data.data.geometry).toEqual(square(6, 53).geometry);
  });

  it('refuses what is not a polygon: open rings, too few points, bad coordinates, other geometries, too many vertices', async () => {
    const open = square();
    open.geometry.coordinates[0].pop();
    const few = { type: 'Polygon', coordinates: [[[5, 52], [5.1, 52], [5, 52]]] };
    const outside = square(200, 52);
    const line = { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[5, 52], [6, 53]] } };
    const ring = Array.from({ length: 10001 }, (_, i) => [5 + Math.cos(i) / 10, 52 + Math.sin(i) / 10]);
    ring.push(ring[0]);
    const huge = { type: 'Polygon', coordinates: [ring] };
    for (const data of [open, few, outside, line, huge, 'polygon', null]) {
      const res = await t.call({ method: 'PUT', url: `/v2/network/${w.a1.id}`, ...w.asAdminA, body: { geoObject: { data } } });
      expect(res.statusCode, JSON.stringify(data).slice(0, 60)).toBe(400);
      const expected = data === huge ? 'Het gebied heeft te veel punten' : 'Het gebied is geen geldige polygoon';
      expect(res.data).toEqual({ messages: { 'geoObject.data': [expected] } });
    }
  });

  it('answers 404 for a network of another organisation', async () => {
    expect((await t.call({ method: 'PUT', url: `/v2/network/${w.b1.id}`, ...w.asAdminA, body: { name: 'x' } })).statusCode).toBe(404);
  });
});

describe('network membership', () => {
  it('grants, changes and removes a role, never duplicating', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    const url = `/v1/network/${w.a2.id}/user`;
    const [g1, g2] = await Promise.all([1, 2].map(() => t.call({ method: 'POST', url, ...w.asAdminA, body: { relation: [{ id: user.id, role_id: w.viewerRoleA.id }] } })));
    expect([g1.statusCode, g2.statusCode]).toEqual([200, 200]);
    expect(dataOf<{ id: number; role_id: number }[]>(g2).filter((m) => m.id === user.id)).toEqual([expect.objectContaining({ role_id: w.viewerRoleA.id })]);
    const changed = await t.call({ method: 'PUT', url, ...w.asAdminA, body: { relation: [{ id: user.id, role_id: w.adminRoleA.id }] } });
    expect(dataOf<{ id: number; role_id: number }[]>(changed).find((m) => m.id === user.id)?.role_id).toBe(w.adminRoleA.id);
    const removed = await t.call({ method: 'DELETE', url, ...w.asAdminA, body: { relation: [{ id: user.id }] } });
    expect(dataOf<{ id: number }[]>(removed).some((m) => m.id === user.id)).toBe(false);
  });

  it('refuses a user outside the tenant, a role of another tenant, and a missing role', async () => {
    const url = `/v1/network/${w.a2.id}/user`;
    expect((await t.call({ method: 'POST', url, ...w.asAdminA, body: { relation: [{ id: w.adminB.id, role_id: w.viewerRoleA.id }] } })).statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url, ...w.asAdminA, body: { relation: [{ id: w.memberA.id, role_id: w.adminRoleB.id }] } })).statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url, ...w.asAdminA, body: { relation: [{ id: w.memberA.id }] } })).statusCode).toBe(400);
  });

  it('sets roles from the user side, with null for no access', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    const url = `/v1/user/${user.id}/network`;
    const set = await t.call({ method: 'POST', url, ...w.asAdminA, body: { relation: [{ id: w.a1.id, role_id: w.viewerRoleA.id }, { id: w.a2.id, role_id: w.adminRoleA.id }] } });
    expect(dataOf<unknown[]>(set)).toHaveLength(2);
    const none = await t.call({ method: 'POST', url, ...w.asAdminA, body: { relation: [{ id: w.a1.id, role_id: null }] } });
    expect(dataOf<{ id: number }[]>(none).map((n) => n.id)).toEqual([w.a2.id]);
  });
});

describe('GET /v1/network/{id}: its statement prepared once', () => {
  const ordinary = (includes: string[], tenantId: number, id: number) =>
    oneOr404(t.db, networkColumns(w.adminA.id, includes), sql`networks n where n.id = ${id} and n.tenant_id = ${tenantId}`);

  it('answers every set of includes, in any order, as the presenter read the ordinary way, also in a transaction', async () => {
    const sets = [[], ['geoObject'], ['user'], ['user.permissions'], ['user', 'geoObject'], ['geoObject', 'user.permissions'], ['user.permissions', 'user', 'geoObject']];
    for (const includes of sets) {
      const expected = await ordinary(includes, w.tenantA.id, w.a1.id);
      const res = await t.call({ url: `/v1/network/${w.a1.id}${includes.length ? `?include=${includes.join(',')}` : ''}`, ...w.asAdminA });
      expect(res.statusCode).toBe(200);
      expect(res.body, includes.join(',')).toBe(expected);
      // A transaction's tx keeps drizzle's session, which holds its connection.
      const read = await t.db.transaction((tx) => networkById(includes)(tx, { id: w.a1.id, tenantId: w.tenantA.id, callerId: w.adminA.id }));
      expect(read, includes.join(',')).toBe(expected);
    }
  });

  it("finds no network of another tenant, through the route or the statement", async () => {
    expect((await t.call({ url: `/v1/network/${w.b1.id}`, ...w.asAdminA })).statusCode).toBe(404);
    await expect(networkById([])(t.db, { id: w.b1.id, tenantId: w.tenantA.id, callerId: w.adminA.id })).rejects.toMatchObject({ status: 404 });
  });
});

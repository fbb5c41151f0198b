/**
 * Who reads GET /v1/network/{id}, and what they see: whoever holds a permission on the network
 * (the field app's token of a field worker, a member of any role with a permission) reads that
 * network, as its administrators read every network of their organisation. The answer is the
 * same for all: the name, the area and the caller's own role and permissions, never another
 * member, with include=locks the lock settings its work meets and with include=user.teams the
 * caller's own teams there (the lock 'team'). Another organisation's
 * network is 404; one of the organisation where the caller holds nothing is 403.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_AREA } from '@console/contract/networks';
import { build } from './helpers/app';
import { grantRole, made, makeRole, makeUser, makeWorld, type As } from './helpers/factories';

const FIELD_APP = { client_id: 'field-app', client_secret: 'field-app-secret' };
const t = await build({ config: { fieldAppClient: { id: FIELD_APP.client_id, secret: FIELD_APP.client_secret } } });
const w = await makeWorld(t);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;

async function appToken(email: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/v1/oauth/access_token', body: { grant_type: 'password', username: email, password: 'password-123', ...FIELD_APP } });
  const token = (res.data as { access_token?: string }).access_token;
  if (!token) throw new Error(`field app sign-in: ${res.statusCode} ${res.body}`);
  return token;
}

/** A user of organisation A with a role of `permissions` on a1 (none: no role at all). */
async function userOnA1(permissions: Parameters<typeof makeRole>[2] | null) {
  const user = await makeUser(t.db, { tenantId: w.tenantA.id });
  if (permissions) await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: (await makeRole(t.db, w.tenantA.id, permissions)).id });
  return user;
}

await t.call({ method: 'PUT', url: `/v2/network/${w.a1.id}`, ...w.asAdminA, body: { name: w.a1.name, geoObject: { data: DEFAULT_AREA } } });
const worker = await userOnA1(['module-map', 'module-map-edit', 'module-actions']);
const workerApp: As = { token: await appToken(worker.email), tenant: w.tenantA.id, network: w.a1.id };
const exporter = await userOnA1(['module-export']);
const exporterAs: As = { token: await t.signIn(exporter.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id };
const FULL = `/v1/network/${w.a1.id}?include=geoObject,user.permissions`;

type Shown = { id: number; name: string; role_id: number | null; geoObject: { data: { data: { geometry: unknown } } }; user: { data: { id: number; permissions: { data: string[] } }[] } };

describe('GET /v1/network/{id}: whoever works in the network', () => {
  it('answers the field app of a field worker its network: the name, the area, its own role and permissions', async () => {
    const res = await t.call({ url: FULL, ...workerApp });
    expect(res.statusCode).toBe(200);
    const network = dataOf<Shown>(res);
    expect(network).toMatchObject({ id: w.a1.id, name: w.a1.name, role_id: expect.any(Number) });
    expect(network.geoObject.data.data.geometry).toEqual(DEFAULT_AREA.geometry);
    expect(network.user.data).toEqual([expect.objectContaining({ id: worker.id, permissions: { data: ['module-actions', 'module-map', 'module-map-edit'] } })]);
  });

  it('shows a member only the fields an administrator sees of the network, and of its members only the caller', async () => {
    const mine = dataOf<Record<string, unknown>>(await t.call({ url: `${FULL},user`, ...exporterAs }));
    const admins = dataOf<Record<string, unknown>>(await t.call({ url: `${FULL},user`, ...w.asAdminA }));
    expect(Object.keys(mine).sort()).toEqual(Object.keys(admins).sort());
    expect(Object.keys(mine).sort()).toEqual(['created_at', 'geoObject', 'geo_object_id', 'id', 'name', 'role_id', 'tenant_id', 'updated_at', 'user']);
    expect(dataOf<Shown>(await t.call({ url: `${FULL},user`, ...exporterAs })).user.data.map((u) => u.id)).toEqual([exporter.id]);
  });

  it('answers its lock settings with include=locks, as the server reads them (none stored, or none of the lock\'s values: none)', async () => {
    const url = `/v1/network/${w.a1.id}?include=locks`;
    expect(dataOf<{ locks: unknown }>(await t.call({ url, ...workerApp })).locks).toEqual({ data: { mapobject: 'none', mapobjectselections: 'none', action: 'none' } });
    const put = (kind: string, value: unknown) => t.call({ method: 'PUT', url: `/v1/kv/lock_${kind}_${w.a1.id}`, ...w.asAdminA, body: { value } });
    for (const [kind, value] of [['mapobject', 'team'], ['action', 'user'], ['mapobjectselections', 'iedereen']] as const) expect((await put(kind, value)).statusCode).toBeLessThan(300);
    expect(dataOf<{ locks: unknown }>(await t.call({ url, ...workerApp })).locks).toEqual({ data: { mapobject: 'team', mapobjectselections: 'none', action: 'user' } });
    // The settings themselves stay the administrators'.
    expect((await t.call({ url: '/v1/kv', ...workerApp })).statusCode).toBe(403);
  });

  it("answers with include=user.teams the caller's own teams in the organisation, which the lock 'team' asks, and no one else's", async () => {
    const team = (name: string, as: As) => made(t, as, '/v2/team', { name });
    const [buiten, binnen] = [await team('Buitendienst', w.asAdminA), await team('Binnendienst', w.asAdminA)];
    const theirs = await team('Hunnerdienst', { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id });
    const join = (id: number, users: number[], as: As = w.asAdminA) => t.call({ method: 'POST', url: `/v1/team/${id}/user`, ...as, body: { relation: users } });
    expect((await join(buiten.id, [worker.id, exporter.id])).statusCode).toBeLessThan(300);
    expect((await join(binnen.id, [exporter.id])).statusCode).toBeLessThan(300);
    expect((await join(theirs.id, [w.adminB.id], { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id })).statusCode).toBeLessThan(300);
    const teamsOf = async (as: As) => dataOf<{ user: { data: { id: number; teams: { data: unknown } }[] } }>(await t.call({ url: `/v1/network/${w.a1.id}?include=user.teams`, ...as })).user.data;
    expect(await teamsOf(workerApp)).toEqual([expect.objectContaining({ id: worker.id, teams: { data: [{ id: buiten.id, name: 'Buitendienst' }] } })]);
    expect((await teamsOf(exporterAs))[0].teams).toEqual({ data: [{ id: binnen.id, name: 'Binnendienst' }, { id: buiten.id, name: 'Buitendienst' }] });
    // The teams themselves stay the administrators'.
    expect((await t.call({ url: `/v1/user/${worker.id}/team`, ...workerApp })).statusCode).toBe(403);
  });

  it('answers the original client, which names its network by the session instead of headers', async () => {
    const token = await t.signIn(worker.email, 'password-123');
    expect((await t.call({ method: 'POST', url: `/v1/session/network/${w.a1.id}`, token })).statusCode).toBe(200);
    const res = await t.call({ url: `/v1/network/${w.a1.id}?include=geoObject`, token });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Shown>(res).name).toBe(w.a1.name);
  });

  it("answers an object's network to whoever reads the object", async () => {
    const type = await made(t, w.asAdminA, '/v1/type', { name: 'Paal', geo_type: 'point' });
    const object = await made(t, w.asAdminA, '/v1/object', { map_object_type_id: type.id, geometry: { type: 'Point', coordinates: [5.39, 52.16] } });
    const res = await t.call({ url: `/v1/object/${object.id}/network`, ...workerApp });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Shown>(res).id).toBe(w.a1.id);
  });
});

describe('GET /v1/network/{id}: who does not read it', () => {
  it('refuses a member of the organisation without a permission on the network (403)', async () => {
    for (const user of [await userOnA1(null), await userOnA1([])]) {
      const res = await t.call({ url: `/v1/network/${w.a1.id}`, token: await t.signIn(user.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id });
      expect(res.statusCode).toBe(403);
      expect(res.data).toEqual({ detail: expect.any(String) });
    }
  });

  it("refuses a member another network of the organisation, where they hold nothing (403), and another organisation's (404)", async () => {
    const a2 = await t.call({ url: `/v1/network/${w.a2.id}`, ...workerApp });
    expect(a2.statusCode).toBe(403);
    for (const tenant of [w.tenantA.id, w.tenantB.id]) {
      const res = await t.call({ url: `/v1/network/${w.b1.id}`, ...workerApp, tenant });
      expect(res.statusCode).toBe(404);
      expect(res.data).toEqual({ detail: expect.any(String) });
    }
  });

  it('keeps an administrator reading every network of the organisation, also one they hold no role on, and none of another', async () => {
    const a2 = await t.call({ url: `/v1/network/${w.a2.id}`, ...w.asAdminA });
    expect(a2.statusCode).toBe(200);
    expect(dataOf<Shown>(a2)).toMatchObject({ id: w.a2.id, role_id: null });
    expect((await t.call({ url: `/v1/network/${w.b1.id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/network/${w.a1.id}`, token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id })).statusCode).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { TYPE_SETTINGS } from '@console/contract/catalogues';
import { build } from './helpers/app';
import { grantRole, makeRole, makeUser, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };

describe('GET /v1/type_setting', () => {
  it('lists the type settings by id, the same in every network', async () => {
    const res = await t.call({ url: '/v1/type_setting?perPage=9999', ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    const list = dataOf<{ id: number; name: string }[]>(res);
    expect(list.map((x) => x.name)).toEqual([...TYPE_SETTINGS]);
    expect(list.every((x, i) => i === 0 || x.id > list[i - 1].id)).toBe(true);
    expect(res.data).toMatchObject({ meta: { pagination: { total: TYPE_SETTINGS.length } } });
    expect((await t.call({ url: '/v1/type_setting?perPage=9999', ...asB })).data).toEqual(res.data);
  });
});

describe('the catalogue is read-only', () => {
  it('offers no create, change or delete', async () => {
    for (const url of ['/v1/type_setting']) {
      expect((await t.call({ method: 'POST', url, ...w.asAdminA, body: { name: 'Nieuw' } })).statusCode).toBe(404);
      expect((await t.call({ method: 'PUT', url: `${url}/1`, ...w.asAdminA, body: { name: 'Anders' } })).statusCode).toBe(404);
      expect((await t.call({ method: 'DELETE', url: `${url}/1`, ...w.asAdminA })).statusCode).toBe(404);
    }
  });

  it('names an include they do not have', async () => {
    const res = await t.call({ url: '/v1/type_setting?include=roles', ...w.asAdminA });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { include: ['Onbekende include: roles'] } });
  });

  it("are read by whoever works on the network's map or actions (the field app names their rows), not by other roles", async () => {
    const viewer = await t.call({ url: '/v1/type_setting', token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id });
    expect(viewer.statusCode).toBe(200);
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: (await makeRole(t.db, w.tenantA.id, ['module-reports'])).id });
    const other = await t.call({ url: '/v1/type_setting', token: await t.signIn(user.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id });
    expect(other.statusCode).toBe(403);
  });
});

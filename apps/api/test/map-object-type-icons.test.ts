/**
 * GET /v1/type?include=icon: each object type with its icon, for whoever reads the types (the
 * map's readers and editors, the field app), while the key-value entries the icons are kept in
 * stay the administrators'. Another organisation's type is 404.
 */
import { describe, expect, it } from 'vitest';
import { iconKey, type IconSetting } from '@console/contract/icons';
import { build } from './helpers/app';
import { adminAOnA2, grantRole, made, makeRole, makeUser, makeWorld, type As } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asA2 = await adminAOnA2(t, w);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type Typed = { id: number; name: string; icon?: { data: IconSetting | null } };

/** memberA's scope on a1: a role with module-map only, no module-admin. */
const asMember: As = { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id };

/** A user of organisation A whose role on a1 holds only `permission`. */
async function holding(permission: Parameters<typeof makeRole>[2][number]): Promise<As> {
  const user = await makeUser(t.db, { tenantId: w.tenantA.id });
  await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: (await makeRole(t.db, w.tenantA.id, [permission])).id });
  return { token: await t.signIn(user.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id };
}

const iconOf = (typeId: number, color: string): IconSetting => ({
  type: 'label', map_object_type_id: typeId, icon: '0_label', frame: 'circle',
  color, color_selected: '#e53935', text_color: '#ffffff', text_color_selected: '#ffffff',
});
const putIcon = async (as: As, typeId: number, icon: IconSetting) => {
  const res = await t.call({ method: 'PUT', url: `/v1/kv/${iconKey(typeId)}`, ...as, body: { value: icon } });
  expect(res.statusCode).toBeLessThan(300);
};

const post = await made<Typed>(t, w.asAdminA, '/v1/type', { name: 'Icoonpaal', geo_type: 'point' });
const plain = await made<Typed>(t, w.asAdminA, '/v1/type', { name: 'Icoonloos', geo_type: 'point' });
const postIcon = iconOf(post.id, '#1e88e5');
await putIcon(w.asAdminA, post.id, postIcon);

describe('GET /v1/type?include=icon', () => {
  it("answers a map reader without the configuration permission every type's icon, null where none is stored", async () => {
    const res = await t.call({ url: '/v1/type?include=icon&perPage=9999', ...asMember });
    expect(res.statusCode).toBe(200);
    const types = dataOf<Typed[]>(res);
    expect(types.find((x) => x.id === post.id)?.icon).toEqual({ data: postIcon });
    expect(types.find((x) => x.id === plain.id)?.icon).toEqual({ data: null });
    // The entries themselves stay the administrators'.
    expect((await t.call({ url: '/v1/kv', ...asMember })).statusCode).toBe(403);
    expect((await t.call({ url: `/v1/kv/${iconKey(post.id)}`, ...asMember })).statusCode).toBe(403);
  });

  it('answers one type with its icon too, and a change of the icon at once', async () => {
    const url = `/v1/type/${post.id}?include=icon`;
    expect(dataOf<Typed>(await t.call({ url, ...asMember })).icon).toEqual({ data: postIcon });
    const green = iconOf(post.id, '#43a047');
    await putIcon(w.asAdminA, post.id, green);
    expect(dataOf<Typed>(await t.call({ url, ...asMember })).icon).toEqual({ data: green });
    await putIcon(w.asAdminA, post.id, postIcon);
  });

  it('leaves the icon out unless asked for, and refuses an include it does not know (400)', async () => {
    expect(dataOf<Typed>(await t.call({ url: `/v1/type/${post.id}`, ...asMember }))).not.toHaveProperty('icon');
    const res = await t.call({ url: '/v1/type?include=icons', ...asMember });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { include: [expect.any(String)] } });
  });

  it("answers the field app's editor and a selections editor, and refuses whoever reads no configuration (403)", async () => {
    for (const permission of ['module-map-edit', 'module-selections'] as const) {
      const res = await t.call({ url: '/v1/type?include=icon&perPage=9999', ...(await holding(permission)) });
      expect(res.statusCode).toBe(200);
      expect(dataOf<Typed[]>(res).find((x) => x.id === post.id)?.icon).toEqual({ data: postIcon });
    }
    const exporter = await t.call({ url: '/v1/type?include=icon', ...(await holding('module-export')) });
    expect(exporter.statusCode).toBe(403);
    expect(exporter.data).toEqual({ detail: expect.any(String) });
  });

  it("shows a type only the icon of its own network, and another organisation's type is 404", async () => {
    // An entry another network keeps under the same key is that network's, never this type's.
    await putIcon(asA2, plain.id, iconOf(plain.id, '#8e24aa'));
    const types = dataOf<Typed[]>(await t.call({ url: '/v1/type?include=icon&perPage=9999', ...asMember }));
    expect(types.find((x) => x.id === plain.id)?.icon).toEqual({ data: null });
    const asB: As = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
    const theirs = await made<Typed>(t, asB, '/v1/type', { name: 'Hunnerpaal', geo_type: 'point' });
    await putIcon(asB, theirs.id, iconOf(theirs.id, '#fb8c00'));
    const res = await t.call({ url: `/v1/type/${theirs.id}?include=icon`, ...asMember });
    expect(res.statusCode).toBe(404);
    expect(res.data).toEqual({ detail: expect.any(String) });
    expect(dataOf<Typed[]>(await t.call({ url: '/v1/type?include=icon&perPage=9999', ...asMember })).map((x) => x.id)).not.toContain(theirs.id);
    expect((await t.call({ url: '/v1/type?include=icon', ...asMember, tenant: w.tenantB.id, network: w.b1.id })).statusCode).toBe(404);
  });
});

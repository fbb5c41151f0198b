/**
 * A network's users as lists: GET /v1/network/{id}/user (its members) takes the
 * list query and still answers every member when no page size is asked; GET
 * /v1/network/{id}/user_role lists every user of the organisation with their role on the
 * network (null: no access), so the user-roles screen can page 100,000 users on the server.
 */
import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { grantRole, makeUser, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
type Row = { id: number; name: string; email: string; role_id: number | null };
const dataOf = (res: { data: unknown }) => (res.data as { data: Row[] }).data;
const totalOf = (res: { data: unknown }) => (res.data as { meta: { pagination: { total: number } } }).meta.pagination.total;

// 20 members of a2 (more than the default page of 15), half viewers, half admins, and 3 users of A without a role there.
const made: Row[] = [];
for (let i = 1; i <= 20; i += 1) {
  const user = await makeUser(t.db, { tenantId: w.tenantA.id, name: `Lid ${String(i).padStart(2, '0')}`, email: `lid${i}@leden.example` });
  const roleId = i % 2 ? w.viewerRoleA.id : w.adminRoleA.id;
  await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a2.id, userId: user.id, roleId });
  made.push({ id: user.id, name: `Lid ${String(i).padStart(2, '0')}`, email: `lid${i}@leden.example`, role_id: roleId });
}
const outsiders = await Promise.all([1, 2, 3].map((i) => makeUser(t.db, { tenantId: w.tenantA.id, name: `Zonder ${i}`, email: `zonder${i}@leden.example` })));
const members = `/v1/network/${w.a2.id}/user`;
const userRoles = `/v1/network/${w.a2.id}/user_role`;

describe('GET /v1/network/{id}/user', () => {
  it('answers every member without a page size, as it always has, by name', async () => {
    const res = await t.call({ url: members, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    expect(dataOf(res).map((m) => m.name)).toEqual(made.map((m) => m.name));
    expect(totalOf(res)).toBe(20);
  });

  it('pages, sorts, filters and searches like every list', async () => {
    const page = await t.call({ url: `${members}?perPage=5&page=2&sort=-name`, ...w.asAdminA });
    expect(dataOf(page).map((m) => m.name)).toEqual(['Lid 15', 'Lid 14', 'Lid 13', 'Lid 12', 'Lid 11']);
    expect(totalOf(page)).toBe(20);
    const admins = await t.call({ url: `${members}?filter[role_id]=${w.adminRoleA.id}&q=LID 1`, ...w.asAdminA });
    expect(dataOf(admins).map((m) => m.name)).toEqual(['Lid 10', 'Lid 12', 'Lid 14', 'Lid 16', 'Lid 18']);
    expect((await t.call({ url: `${members}?sort=team`, ...w.asAdminA })).statusCode).toBe(400);
    expect((await t.call({ url: `${members}?filter[role_id]=x`, ...w.asAdminA })).statusCode).toBe(400);
  });

  it('answers CSV with the members’ fields', async () => {
    const res = await t.call({ url: `${members}?format=csv&filter[email]=lid2`, ...w.asAdminA });
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('id,name,email,role_id');
    expect(lines.slice(1)).toEqual([`${made[1]?.id},Lid 02,lid2@leden.example,${w.adminRoleA.id}`, `${made[19]?.id},Lid 20,lid20@leden.example,${w.adminRoleA.id}`]);
  });
});

describe('GET /v1/network/{id}/user_role', () => {
  it('lists every user of the organisation with their role on the network, null for no access', async () => {
    const res = await t.call({ url: `${userRoles}?perPage=100`, ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    const rows = dataOf(res);
    expect(rows).toEqual(expect.arrayContaining([...made, ...outsiders.map((u) => ({ id: u.id, name: u.name, email: u.email, role_id: null }))]));
    // adminA is admin of a1 only until a2 is given: no role here; nobody of organisation B.
    expect(rows.find((r) => r.id === w.adminA.id)?.role_id).toBeNull();
    expect(rows.some((r) => r.id === w.adminB.id)).toBe(false);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
    expect(totalOf(res)).toBe(rows.length);
  });

  it('sorts on the role, filters on it and searches names and e-mail addresses, paged', async () => {
    const viewers = await t.call({ url: `${userRoles}?filter[role_id]=${w.viewerRoleA.id}&perPage=3&sort=-name`, ...w.asAdminA });
    expect(dataOf(viewers).map((r) => r.name)).toEqual(['Lid 19', 'Lid 17', 'Lid 15']);
    expect(totalOf(viewers)).toBe(10);
    const found = await t.call({ url: `${userRoles}?q=ZONDER&sort=-id`, ...w.asAdminA });
    expect(dataOf(found).map((r) => r.id)).toEqual(outsiders.map((u) => u.id).sort((a, b) => b - a));
    const byRole = dataOf(await t.call({ url: `${userRoles}?q=leden.example&sort=role_id,name&perPage=100`, ...w.asAdminA }));
    expect(byRole.map((r) => r.role_id)).toEqual([...byRole.map((r) => r.role_id)].sort((a, b) => (a ?? Infinity) - (b ?? Infinity)));
    expect((await t.call({ url: `${userRoles}?sort=nope`, ...w.asAdminA })).statusCode).toBe(400);
    // A search (3 characters or more: found once, then counted and paged) counts every row it found.
    const second = await t.call({ url: `${userRoles}?q=leden.example&sort=name&perPage=5&page=2`, ...w.asAdminA });
    expect(dataOf(second).map((r) => r.name)).toEqual(['Lid 06', 'Lid 07', 'Lid 08', 'Lid 09', 'Lid 10']);
    expect((second.data as { meta: { pagination: object } }).meta.pagination).toEqual({ total: 23, count: 5, per_page: 5, current_page: 2, total_pages: 5 });
  });

  it('answers CSV, an empty cell for no access', async () => {
    const res = await t.call({ url: `${userRoles}?format=csv&filter[name]=zonder 1`, ...w.asAdminA });
    expect(res.body.slice(1).trim().split('\r\n')).toEqual(['id,name,email,role_id', `${outsiders[0]?.id},Zonder 1,zonder1@leden.example,`]);
  });

  it('answers 404 for a network of another organisation', async () => {
    expect((await t.call({ url: `/v1/network/${w.b1.id}/user_role`, ...w.asAdminA })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/network/${w.b1.id}/user?perPage=5`, ...w.asAdminA })).statusCode).toBe(404);
  });
});

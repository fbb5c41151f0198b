/**
 * Writes of several statements are one transaction with their checks inside. What can be seen
 * from outside: additions to an ordered list made at once never repeat an order (they take the
 * list's lock, as an order save does), an edit or a delete of a row that vanished answers 404,
 * and a write refused half way leaves nothing behind. On PostgreSQL the calls below really run
 * side by side (a pool of connections); on PGlite they take turns.
 */
import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const post = (url: string, body: unknown) => t.call({ method: 'POST', url, ...w.asAdminA, body });

describe('additions to an ordered list at once', () => {
  it('give action statuses distinct weights', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post('/v1/action_status', { name: `Status ${i}` })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const weights = answers.map((r) => dataOf<{ weight: number }>(r).weight);
    expect(new Set(weights).size).toBe(8);
  });

  it('give lookup values distinct orders', async () => {
    const attribute = await made(t, w.asAdminA, '/v1/attribute', { name: 'Kleur', type: 'lookup' });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post(`/v1/attribute/${attribute.id}/lookup`, { name: `Waarde ${i}` })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((r) => dataOf<{ order: number }>(r).order)).size).toBe(8);
  });

  it('give linked attributes distinct orders', async () => {
    const type = await made(t, w.asAdminA, '/v1/type', { name: 'Bank', geo_type: 'point' });
    const attributes = await Promise.all(Array.from({ length: 6 }, (_, i) => made(t, w.asAdminA, '/v1/attribute', { name: `Veld ${i}`, type: 'string' })));
    const answers = await Promise.all(attributes.map((a) => post(`/v1/type/${type.id}/attribute`, { relation: [a.id] })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const list = await t.call({ url: `/v1/type/${type.id}/attribute`, ...w.asAdminA });
    const orders = dataOf<{ order: number }[]>(list).map((a) => a.order);
    expect(orders).toHaveLength(6);
    expect(new Set(orders).size).toBe(6);
  });
});

describe('a row that vanishes', () => {
  it('answers 404 to every one of several deletes at once but one', async () => {
    const category = await made(t, w.asAdminA, '/v1/category', { name: 'Weg' });
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.call({ method: 'DELETE', url: `/v1/category/${category.id}`, ...w.asAdminA })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404]);
  });

  it('answers 404 to edits that come after a delete, and never recreates it', async () => {
    const category = await made(t, w.asAdminA, '/v1/category', { name: 'Bijna weg' });
    const url = `/v1/category/${category.id}`;
    const answers = await Promise.all([
      t.call({ method: 'DELETE', url, ...w.asAdminA }),
      ...Array.from({ length: 3 }, (_, i) => t.call({ method: 'PUT', url, ...w.asAdminA, body: { name: `Nieuw ${i}` } })),
    ]);
    expect(answers[0].statusCode).toBe(200);
    for (const r of answers.slice(1)) expect([200, 404]).toContain(r.statusCode);
    expect((await t.call({ url, ...w.asAdminA })).statusCode).toBe(404);
  });
});

describe('a write refused half way', () => {
  it('leaves no link behind when one target of the list is unknown', async () => {
    const type = await made(t, w.asAdminA, '/v1/type', { name: 'Paal', geo_type: 'point' });
    const known = await made(t, w.asAdminA, '/v1/attribute', { name: 'Hoogte', type: 'integer' });
    const res = await post(`/v1/type/${type.id}/attribute`, { relation: [known.id, 2147483647] });
    expect(res.statusCode).toBe(400);
    expect(dataOf<unknown[]>(await t.call({ url: `/v1/type/${type.id}/attribute`, ...w.asAdminA }))).toEqual([]);
  });

  it('creates no user when one of its network roles is refused', async () => {
    const res = await t.call({
      method: 'POST', url: '/v2/user', ...w.asAdminA,
      body: { name: 'Half', email: 'half@example.com', selected_networks: [w.a1.id], selected_roles: [w.adminRoleB.id] },
    });
    expect(res.statusCode).toBe(400);
    const users = dataOf<{ email: string }[]>(await t.call({ url: '/v1/user?perPage=100', ...w.asAdminA }));
    expect(users.map((u) => u.email)).not.toContain('half@example.com');
  });
});

/**
 * Comments on a map object (the comment kit shared with the actions'): listed oldest first,
 * written with the map's edit permission and read with its read permission, changed and deleted
 * only by their author or an administrator; `/v1/comment/{id}` reads, changes and deletes a
 * comment of either kind with the permission of its kind; an action's comment copied onto its
 * object (once); comments of both kinds share one id space; another organisation's is 404.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { build, type Reply } from './helpers/app';
import { grantRole, made, makeRole, makeUser, makeWorld, type As } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const admin = w.asAdminA;
const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const messagesOf = (res: Reply) => (res.data as { messages: Record<string, string[]> }).messages;
const detailOf = (res: Reply) => (res.data as { detail: string }).detail;

type Comment = { id: number; action_id: number | null; map_object_id: number | null; user_id: number | null; user_name: string | null; comment: string; copied_from_id: number | null };

/** A user of network a1 with a role of these permissions. */
const member = async (name: string, permissions: Parameters<typeof makeRole>[2]): Promise<{ id: number; as: As }> => {
  const user = await makeUser(t.db, { tenantId: w.tenantA.id, name });
  await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: (await makeRole(t.db, w.tenantA.id, permissions)).id });
  return { id: user.id, as: { token: await t.signIn(user.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id } };
};
const ann = await member('Ann', ['module-map', 'module-map-edit', 'module-actions']);
const bob = await member('Bob', ['module-map', 'module-map-edit']);
const reader = await member('Rita', ['module-map']);
const actor = await member('Arie', ['module-actions']);

const type = await made(t, admin, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P' });
const newObject = async () => (await made(t, admin, '/v1/object', { map_object_type_id: type.id, geometry: { type: 'Point', coordinates: [5.39, 52.16] } })).id;
const object = await newObject();
const repair = await made(t, admin, '/v1/dynamic_action_type', { name: 'Reparatie' });
await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${repair.id}/map_object_type`, ...admin, body: { relation: [type.id] } });
const action = (await made(t, admin, '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: object })).id;

const url = (objectId: number, commentId?: number) => `/v1/object/${objectId}/comment${commentId ? `/${commentId}` : ''}`;
const post = (comment: unknown, who: As = ann.as, objectId = object) => t.call({ method: 'POST', url: url(objectId), ...who, body: { comment } });
const comment = async (text: string, who: As = ann.as, objectId = object) => {
  const res = await post(text, who, objectId);
  if (res.statusCode !== 201) throw new Error(`comment: ${res.statusCode} ${res.body}`);
  return dataOf<Comment>(res);
};
const entries = (id: number) => rows<{ action: string; user_id: number; changes: Record<string, unknown[]> | null }>(t.db,
  sql`select action, user_id, changes from audit_log where subject_type = 'object_comment' and subject_id = ${id} order by id`);

describe('POST and GET /v1/object/{id}/comment', () => {
  it('keeps the comment with its author, audits it and lists the object\'s comments oldest first', async () => {
    const res = await post('  Bord is vervaagd  ');
    expect(res.statusCode).toBe(201);
    const c = dataOf<Comment>(res);
    expect(c).toMatchObject({ map_object_id: object, action_id: null, user_id: ann.id, user_name: 'Ann', comment: 'Bord is vervaagd', copied_from_id: null });
    expect(await entries(c.id)).toEqual([{ action: 'create', user_id: ann.id, changes: { map_object_id: [null, object], comment: [null, 'Bord is vervaagd'] } }]);
    const later = await comment('Nieuw bord besteld', bob.as);
    const listed = dataOf<Comment[]>(await t.call({ url: `${url(object)}?perPage=100`, ...reader.as }));
    expect(listed.map((x) => x.id)).toEqual([c.id, later.id]);
    expect(dataOf<Comment>(await t.call({ url: url(object, c.id), ...reader.as }))).toMatchObject({ id: c.id, comment: 'Bord is vervaagd' });
  });

  it('refuses an empty comment on comment', async () => {
    const res = await post('   ');
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({ comment: ['Dit veld is verplicht'] });
  });

  it("asks the map's read permission to read and its edit permission to write", async () => {
    expect((await post('Mag niet', reader.as)).statusCode).toBe(403);
    expect((await post('Mag niet', actor.as)).statusCode).toBe(403);
    expect((await t.call({ url: url(object), ...actor.as })).statusCode).toBe(403);
  });

  it('is not found on a deleted object, on another organisation\'s object, nor under another object', async () => {
    const gone = await newObject();
    const c = await comment('Weg', ann.as, gone);
    await t.call({ method: 'DELETE', url: `/v1/object/${gone}`, ...admin });
    expect((await t.call({ url: url(gone), ...ann.as })).statusCode).toBe(404);
    expect((await post('Nee', ann.as, gone)).statusCode).toBe(404);
    expect((await t.call({ url: url(object), ...asB })).statusCode).toBe(404);
    expect((await post('Nee', asB)).statusCode).toBe(404);
    expect((await t.call({ url: url(object, c.id), ...ann.as })).statusCode).toBe(404);
  });
});

describe('PATCH and DELETE /v1/object/{id}/comment/{commentId}', () => {
  it('lets only the author or an administrator change or delete a comment', async () => {
    const c = await comment('Van Ann');
    const refused = await t.call({ method: 'PATCH', url: url(object, c.id), ...bob.as, body: { comment: 'Van Bob' } });
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused)).toBe('Alleen wie dit commentaar schreef mag het wijzigen');
    expect((await t.call({ method: 'DELETE', url: url(object, c.id), ...bob.as })).statusCode).toBe(403);
    const changed = await t.call({ method: 'PATCH', url: url(object, c.id), ...ann.as, body: { comment: 'Van Ann, bijgewerkt' } });
    expect(dataOf<Comment>(changed)).toMatchObject({ id: c.id, comment: 'Van Ann, bijgewerkt', user_id: ann.id });
    expect((await t.call({ method: 'PUT', url: url(object, c.id), ...admin, body: { comment: 'Door de beheerder' } })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: url(object, c.id), ...admin })).statusCode).toBe(200);
    expect((await entries(c.id)).map((e) => e.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect((await t.call({ url: url(object, c.id), ...ann.as })).statusCode).toBe(404);
  });
});

describe('/v1/comment/{id}', () => {
  it('reads, changes and deletes a comment of either kind, in one id space', async () => {
    const onObject = await comment('Op het object');
    const onAction = dataOf<Comment>(await t.call({ method: 'POST', url: `/v1/action/${action}/comment`, ...ann.as, body: { comment: 'Op de actie' } }));
    expect(onAction.id).not.toBe(onObject.id);
    expect(dataOf<Comment>(await t.call({ url: `/v1/comment/${onObject.id}`, ...ann.as }))).toMatchObject({ map_object_id: object, comment: 'Op het object' });
    expect(dataOf<Comment>(await t.call({ url: `/v1/comment/${onAction.id}`, ...ann.as }))).toMatchObject({ action_id: action, comment: 'Op de actie' });
    const changed = await t.call({ method: 'PATCH', url: `/v1/comment/${onAction.id}`, ...ann.as, body: { comment: 'Op de actie, bijgewerkt' } });
    expect(dataOf<Comment>(changed)).toMatchObject({ id: onAction.id, comment: 'Op de actie, bijgewerkt' });
    expect(dataOf<Comment[]>(await t.call({ url: `/v1/action/${action}/comment`, ...ann.as })).map((x) => x.comment)).toContain('Op de actie, bijgewerkt');
    expect((await t.call({ method: 'DELETE', url: `/v1/comment/${onObject.id}`, ...ann.as })).statusCode).toBe(200);
    expect((await t.call({ url: `/v1/comment/${onObject.id}`, ...ann.as })).statusCode).toBe(404);
  });

  it("asks the permission of the comment's kind, and its author or an administrator to change it", async () => {
    const onObject = await comment('Kaart');
    const onAction = dataOf<Comment>(await t.call({ method: 'POST', url: `/v1/action/${action}/comment`, ...actor.as, body: { comment: 'Actie' } }));
    expect((await t.call({ url: `/v1/comment/${onObject.id}`, ...actor.as })).statusCode).toBe(403);
    expect((await t.call({ url: `/v1/comment/${onAction.id}`, ...bob.as })).statusCode).toBe(403);
    expect((await t.call({ url: `/v1/comment/${onObject.id}`, ...reader.as })).statusCode).toBe(200);
    expect((await t.call({ method: 'PATCH', url: `/v1/comment/${onObject.id}`, ...reader.as, body: { comment: 'x' } })).statusCode).toBe(403);
    expect((await t.call({ method: 'PATCH', url: `/v1/comment/${onObject.id}`, ...bob.as, body: { comment: 'x' } })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/v1/comment/${onAction.id}`, ...ann.as })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/v1/comment/${onAction.id}`, ...admin })).statusCode).toBe(200);
  });

  it("is 404 for another organisation's comment and for one that does not exist", async () => {
    const c = await comment('Van A');
    expect((await t.call({ url: `/v1/comment/${c.id}`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ method: 'PATCH', url: `/v1/comment/${c.id}`, ...asB, body: { comment: 'B' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/comment/${c.id}`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ url: '/v1/comment/999999', ...ann.as })).statusCode).toBe(404);
  });
});

describe('POST /v1/object/{id}/comment/copy/{commentId}', () => {
  it("copies a comment of one of the object's actions onto it, with its author, once", async () => {
    const source = dataOf<Comment>(await t.call({ method: 'POST', url: `/v1/action/${action}/comment`, ...actor.as, body: { comment: 'Paal vervangen' } }));
    const res = await t.call({ method: 'POST', url: `/v1/object/${object}/comment/copy/${source.id}`, ...ann.as });
    expect(res.statusCode).toBe(201);
    const copy = dataOf<Comment>(res);
    expect(copy).toMatchObject({ map_object_id: object, action_id: null, user_id: actor.id, user_name: 'Arie', comment: 'Paal vervangen', copied_from_id: source.id });
    expect(await entries(copy.id)).toEqual([{ action: 'create', user_id: ann.id, changes: { map_object_id: [null, object], comment: [null, 'Paal vervangen'], copied_from_id: [null, source.id] } }]);
    const again = await t.call({ method: 'POST', url: `/v1/object/${object}/comment/copy/${source.id}`, ...ann.as });
    expect(again.statusCode).toBe(200);
    expect(dataOf<Comment>(again).id).toBe(copy.id);
  });

  it("refuses a comment of another object's action, an object's own comment, and callers without both permissions", async () => {
    const other = await newObject();
    const elsewhere = (await made(t, admin, '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: other })).id;
    const foreign = dataOf<Comment>(await t.call({ method: 'POST', url: `/v1/action/${elsewhere}/comment`, ...ann.as, body: { comment: 'Elders' } }));
    expect((await t.call({ method: 'POST', url: `/v1/object/${object}/comment/copy/${foreign.id}`, ...ann.as })).statusCode).toBe(404);
    const own = await comment('Eigen');
    expect((await t.call({ method: 'POST', url: `/v1/object/${object}/comment/copy/${own.id}`, ...ann.as })).statusCode).toBe(404);
    const source = dataOf<Comment>(await t.call({ method: 'POST', url: `/v1/action/${action}/comment`, ...ann.as, body: { comment: 'Bron' } }));
    expect((await t.call({ method: 'POST', url: `/v1/object/${object}/comment/copy/${source.id}`, ...bob.as })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: `/v1/object/${object}/comment/copy/${source.id}`, ...actor.as })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: `/v1/object/${object}/comment/copy/${source.id}`, ...asB })).statusCode).toBe(404);
  });
});

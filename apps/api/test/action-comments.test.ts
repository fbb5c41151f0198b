/**
 * Comments on an action: listed oldest first, written by anyone with module-actions, changed and
 * deleted only by their author or an administrator of the network (403 naming the rule, in
 * both languages); an action of another organisation, or a deleted one, is not found; a role
 * without module-actions is refused; an empty comment is a 400 on comment; every write audited.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { build, type Reply } from './helpers/app';
import { grantRole, made, makeRole, makeUser, makeWorld, type As } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const admin = w.asAdminA;
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const messagesOf = (res: Reply) => (res.data as { messages: Record<string, string[]> }).messages;

type Comment = { id: number; action_id: number; user_id: number | null; user_name: string | null; comment: string; created_at: string; updated_at: string };

// Two field workers with module-actions (no administrators), and an action on the network.
const workerRole = await makeRole(t.db, w.tenantA.id, ['module-actions'], 'buitendienst');
const worker = async (name: string): Promise<{ id: number; as: As }> => {
  const user = await makeUser(t.db, { tenantId: w.tenantA.id, name });
  await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: workerRole.id });
  return { id: user.id, as: { token: await t.signIn(user.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id } };
};
const ann = await worker('Ann');
const bob = await worker('Bob');
const report = await made(t, admin, '/v1/dynamic_action_type', { name: 'Melding', on_network: true });
const newAction = async () => (await made(t, admin, '/v1/action', { dynamic_action_type_id: report.id })).id;
const action = await newAction();

const url = (actionId: number, commentId?: number) => `/v1/action/${actionId}/comment${commentId ? `/${commentId}` : ''}`;
const post = (comment: unknown, who: As = ann.as, actionId = action) => t.call({ method: 'POST', url: url(actionId), ...who, body: { comment } });
const comment = async (text: string, who: As = ann.as, actionId = action) => {
  const res = await post(text, who, actionId);
  if (res.statusCode !== 201) throw new Error(`comment: ${res.statusCode} ${res.body}`);
  return dataOf<Comment>(res);
};
const list = async (actionId = action, who: As = ann.as) => dataOf<Comment[]>(await t.call({ url: `${url(actionId)}?perPage=100`, ...who }));
const entries = (id: number) => rows<{ action: string; user_id: number; changes: Record<string, unknown[]> | null }>(t.db,
  sql`select action, user_id, changes from audit_log where subject_type = 'action_comment' and subject_id = ${id} order by id`);

describe('POST /v1/action/{id}/comment', () => {
  it('keeps the comment with its author and audits it', async () => {
    const res = await post('  Paal staat scheef  ');
    expect(res.statusCode).toBe(201);
    const c = dataOf<Comment>(res);
    expect(c).toMatchObject({ action_id: action, user_id: ann.id, user_name: 'Ann', comment: 'Paal staat scheef' });
    expect(await entries(c.id)).toEqual([{ action: 'create', user_id: ann.id, changes: { action_id: [null, action], comment: [null, 'Paal staat scheef'] } }]);
  });

  it('refuses an empty comment, or none, on comment', async () => {
    for (const empty of ['', '   ']) {
      const res = await post(empty);
      expect(res.statusCode).toBe(400);
      expect(messagesOf(res)).toEqual({ comment: ['Dit veld is verplicht'] });
    }
    const none = await t.call({ method: 'POST', url: url(action), ...ann.as, body: {} });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(messagesOf(none))).toEqual(['comment']);
  });

  it('answers 404 for a deleted action and an action of another organisation', async () => {
    const gone = await newAction();
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${gone}`, ...admin })).statusCode).toBe(200);
    expect((await post('Te laat', ann.as, gone)).statusCode).toBe(404);
    expect((await t.call({ url: url(gone), ...ann.as })).statusCode).toBe(404);
    const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
    expect((await post('Van B', asB)).statusCode).toBe(404);
    expect((await t.call({ url: url(action), ...asB })).statusCode).toBe(404);
  });

  it('refuses a member without module-actions', async () => {
    const member = { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id };
    const res = await post('Ik mag niet', member);
    expect(res.statusCode).toBe(403);
    expect(res.data).toEqual({ detail: 'Je rol op dit netwerk geeft hiervoor geen recht' });
    expect((await t.call({ url: url(action), ...member })).statusCode).toBe(403);
  });
});

describe('GET /v1/action/{id}/comment', () => {
  it('lists the comments of the action only, oldest first, with paging', async () => {
    const other = await newAction();
    const first = await comment('Eerste', ann.as, other);
    const second = await comment('Tweede', bob.as, other);
    await comment('Elders');
    const res = await t.call({ url: url(other), ...admin });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ data: [{ id: first.id, comment: 'Eerste', user_name: 'Ann' }, { id: second.id, comment: 'Tweede', user_name: 'Bob' }], meta: { pagination: { total: 2 } } });
    expect(dataOf<Comment[]>(await t.call({ url: `${url(other)}?sort=-id`, ...admin })).map((c) => c.id)).toEqual([second.id, first.id]);
    expect(dataOf<Comment[]>(await t.call({ url: `${url(other)}?q=twee`, ...admin })).map((c) => c.id)).toEqual([second.id]);
  });

  it('reads one comment of the action, as the original client does, and none of another action or organisation', async () => {
    const c = await comment('Een');
    const res = await t.call({ url: url(action, c.id), ...bob.as });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Comment>(res)).toMatchObject({ id: c.id, comment: 'Een', user_name: 'Ann' });
    expect((await t.call({ url: url(await newAction(), c.id), ...admin })).statusCode).toBe(404);
    expect((await t.call({ url: url(action, c.id), token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id })).statusCode).toBe(404);
  });
});

describe('PATCH and DELETE /v1/action/{id}/comment/{commentId}', () => {
  it("lets the author change their comment, audited with before and after", async () => {
    const c = await comment('Eerst zo');
    const res = await t.call({ method: 'PATCH', url: url(action, c.id), ...ann.as, body: { comment: 'Nu zo' } });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Comment>(res)).toMatchObject({ id: c.id, comment: 'Nu zo', user_id: ann.id });
    expect((await entries(c.id)).at(-1)).toEqual({ action: 'update', user_id: ann.id, changes: { comment: ['Eerst zo', 'Nu zo'] } });
    expect((await t.call({ method: 'PUT', url: url(action, c.id), ...ann.as, body: { comment: 'En zo' } })).statusCode).toBe(200);
    expect((await list()).find((x) => x.id === c.id)?.comment).toBe('En zo');
  });

  it('refuses anyone else but an administrator, in Dutch and English, and changes nothing', async () => {
    const c = await comment('Van Ann');
    const patch = await t.call({ method: 'PATCH', url: url(action, c.id), ...bob.as, body: { comment: 'Van Bob' } });
    expect(patch.statusCode).toBe(403);
    expect(patch.data).toEqual({ detail: 'Alleen wie dit commentaar schreef mag het wijzigen' });
    const del = await t.call({ method: 'DELETE', url: url(action, c.id), ...bob.as, headers: { 'accept-language': 'en' } });
    expect(del.statusCode).toBe(403);
    expect(del.data).toEqual({ detail: 'Only whoever wrote this comment may change it' });
    expect((await list()).find((x) => x.id === c.id)?.comment).toBe('Van Ann');
    expect((await entries(c.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('lets an administrator of the network change and delete any comment', async () => {
    const c = await comment('Van Ann');
    const patch = await t.call({ method: 'PATCH', url: url(action, c.id), ...admin, body: { comment: 'Bijgewerkt door de beheerder' } });
    expect(patch.statusCode).toBe(200);
    expect(dataOf<Comment>(patch)).toMatchObject({ comment: 'Bijgewerkt door de beheerder', user_id: ann.id });
    const del = await t.call({ method: 'DELETE', url: url(action, c.id), ...admin });
    expect(del.statusCode).toBe(200);
    expect(dataOf<Comment>(del)).toMatchObject({ id: c.id, comment: 'Bijgewerkt door de beheerder' });
    expect((await list()).some((x) => x.id === c.id)).toBe(false);
    expect((await entries(c.id)).at(-1)).toEqual({ action: 'delete', user_id: w.adminA.id, changes: { action_id: [action, null], comment: ['Bijgewerkt door de beheerder', null] } });
  });

  it('lets the author delete their comment', async () => {
    const c = await comment('Weg ermee', bob.as);
    expect((await t.call({ method: 'DELETE', url: url(action, c.id), ...bob.as })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: url(action, c.id), ...bob.as })).statusCode).toBe(404);
  });

  it('refuses an empty comment on comment', async () => {
    const c = await comment('Iets');
    const res = await t.call({ method: 'PATCH', url: url(action, c.id), ...ann.as, body: { comment: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({ comment: ['Dit veld is verplicht'] });
  });

  it('answers 404 for a comment of another action, of a deleted action and of another organisation', async () => {
    const c = await comment('Hier');
    const other = await newAction();
    expect((await t.call({ method: 'PATCH', url: url(other, c.id), ...admin, body: { comment: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: url(other, c.id), ...admin })).statusCode).toBe(404);
    const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
    expect((await t.call({ method: 'PATCH', url: url(action, c.id), ...asB, body: { comment: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: url(action, c.id), ...asB })).statusCode).toBe(404);
    const gone = await newAction();
    const onGone = await comment('Voor het verwijderen', ann.as, gone);
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${gone}`, ...admin })).statusCode).toBe(200);
    expect((await t.call({ method: 'PATCH', url: url(gone, onGone.id), ...ann.as, body: { comment: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: url(gone, onGone.id), ...ann.as })).statusCode).toBe(404);
  });
});

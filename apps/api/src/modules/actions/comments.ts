/**
 * Comments on an action (/v1/action/{id}/comment): the list, oldest first (the list kit's sort,
 * filters, search, paging and CSV), one comment, a new one by the caller, and a change or delete by the
 * comment's author or an administrator of the network (anyone else: 403). The action must be
 * of the caller's network and not deleted (404). Asks module-actions, as the actions do; every
 * write is audited as `action_comment`.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { actionCommentBody, actionCommentSchema } from '@console/contract/actions';
import { idParam, includeQuery, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { networkScope, type AuthContext, type Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first, oneOr404 } from '../../db/sql';
import { audit, diff } from '../../lib/audit';
import { forbidden, notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendList } from '../../lib/list';
import { sendJson } from '../../lib/respond';
import { liveAction } from './live-action';
import { ACTIONS } from './routes';

const tags = ['actions'];
const errors = commonErrorResponses;

const commentColumns = sql`c.id, c.action_id, c.user_id, (select u.name from users u where u.id = c.user_id) as user_name,
  c.comment, c.created_at, c.updated_at`;

const commentParams = z.object({ id: idParam.shape.id, commentId: idParam.shape.id });

const showComment = (db: Db, id: number, s: Scoped) =>
  oneOr404(db, commentColumns, sql`action_comments c where c.id = ${id} and c.network_id = ${s.networkId}`);

/**
 * The comment of the (live) action, held for the change; 404 when the action has no such
 * comment, 403 when the caller neither wrote it nor administers the network.
 */
async function ownComment(tx: Db, actionId: number, commentId: number, caller: AuthContext & Scoped) {
  await liveAction(tx, actionId, caller, true);
  const comment = await first<{ user_id: number | null; comment: string }>(tx, sql`select user_id, comment from action_comments
    where id = ${commentId} and action_id = ${actionId} and network_id = ${caller.networkId} for update`);
  if (!comment) throw notFound();
  if (comment.user_id !== caller.user.id && !caller.networkAdmin) throw forbidden('action_comment.not_author');
  return comment;
}

export function actionCommentRoutes(app: App, { db }: Deps) {
  app.get('/v1/action/:id/comment', {
    config: ACTIONS,
    schema: { tags, summary: "An action's comments, oldest first", params: idParam, querystring: listQuery, response: { 200: many(actionCommentSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    checkIncludes(req.query.include, []);
    await liveAction(db, req.params.id, s);
    return sendList(reply, db, req.query, {
      select: commentColumns,
      from: sql`action_comments c where c.action_id = ${req.params.id} and c.network_id = ${s.networkId}`,
      orderBy: sql`c.id`, item: actionCommentSchema, defaultSort: 'id',
    });
  });

  app.post('/v1/action/:id/comment', {
    config: ACTIONS,
    schema: { tags, summary: 'Comment on an action ({comment})', params: idParam, body: actionCommentBody, response: { 201: one(actionCommentSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const id = await db.transaction(async (tx) => {
      await liveAction(tx, req.params.id, s, true);
      const made = await first<{ id: number }>(tx, sql`insert into action_comments (tenant_id, network_id, action_id, user_id, comment)
        values (${s.tenantId}, ${s.networkId}, ${req.params.id}, ${s.user.id}, ${req.body.comment}) returning id`);
      if (!made) throw new Error('no comment made');
      await audit(tx, req, { action: 'create', subjectType: 'action_comment', subjectId: made.id, changes: { action_id: [null, req.params.id], comment: [null, req.body.comment] } });
      return made.id;
    });
    return sendJson(reply, await showComment(db, id, s), 201);
  });

  app.get('/v1/action/:id/comment/:commentId', {
    config: ACTIONS,
    schema: { tags, summary: 'One comment of an action', params: commentParams, querystring: includeQuery, response: { 200: one(actionCommentSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    checkIncludes(req.query.include, []);
    await liveAction(db, req.params.id, s);
    return sendJson(reply, await oneOr404(db, commentColumns, sql`action_comments c where c.id = ${req.params.commentId} and c.action_id = ${req.params.id} and c.network_id = ${s.networkId}`));
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/action/:id/comment/:commentId',
    config: ACTIONS,
    schema: { tags, summary: 'Change a comment ({comment}): its author, or an administrator of the network', params: commentParams, body: actionCommentBody, response: { 200: one(actionCommentSchema), ...errors } },
    handler: async (req, reply) => {
      const s = networkScope(req);
      const { id, commentId } = req.params;
      await db.transaction(async (tx) => {
        const before = await ownComment(tx, id, commentId, s);
        await tx.execute(sql`update action_comments set comment = ${req.body.comment}, updated_at = now() where id = ${commentId}`);
        await audit(tx, req, { action: 'update', subjectType: 'action_comment', subjectId: commentId, changes: diff(before, { comment: req.body.comment }) });
      });
      return sendJson(reply, await showComment(db, commentId, s));
    },
  });

  app.delete('/v1/action/:id/comment/:commentId', {
    config: ACTIONS,
    schema: { tags, summary: 'Delete a comment: its author, or an administrator of the network', params: commentParams, response: { 200: one(actionCommentSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, commentId } = req.params;
    const shown = await db.transaction(async (tx) => {
      const before = await ownComment(tx, id, commentId, s);
      const json = await showComment(tx, commentId, s);
      await tx.execute(sql`delete from action_comments where id = ${commentId}`);
      await audit(tx, req, { action: 'delete', subjectType: 'action_comment', subjectId: commentId, changes: { action_id: [id, null], comment: [before.comment, null] } });
      return json;
    });
    return sendJson(reply, shown);
  });
}

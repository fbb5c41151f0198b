/**
 * Comments on an action (/v1/action/{id}/comment): the list, oldest first (the list kit's sort,
 * filters, search, paging and CSV), one comment, a new one by the caller, and a change or delete by the
 * comment's author or an administrator of the network (anyone else: 403). The action must be
 * of the caller's network and not deleted (404). Asks module-actions, as the actions do; every
 * write is audited as `action_comment`.
 */
import { z } from 'zod';
import { actionCommentBody, actionCommentSchema } from '@console/contract/actions';
import { idParam, includeQuery, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { asks, networkScope, type AuthContext } from '../../auth/scope';
import { forbidden } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendJson } from '../../lib/respond';
import { childRows } from '../../lib/soft-delete/child-rows';
import { commentColumns } from './comment-presenter';
import { liveActions, type ActionRow } from './live';

const tags = ['actions'];
const errors = commonErrorResponses;

const commentParams = z.object({ id: idParam.shape.id, commentId: idParam.shape.id });

/** The comments under an action: the author is the audit entry's own user. */
export const actionComments = childRows<ActionRow, 'id', { id: number; user_id: number | null; comment: string }>({
  parent: liveActions, parentColumns: ['id'], table: 'action_comments', alias: 'c', parentColumn: 'action_id', subject: 'action_comment',
  shown: commentColumns, item: actionCommentSchema, columns: ['user_id', 'comment'], unaudited: ['user_id'], stamped: true,
});

/** 403 unless the caller wrote the comment or administers the network. */
const authorOnly = (caller: AuthContext) => ({ child }: { child: { user_id?: number | null } }) => {
  if (child.user_id !== caller.user.id && !caller.networkAdmin) throw forbidden('action_comment.not_author');
};

export function actionCommentRoutes(app: App, { db }: Deps) {
  app.get('/v1/action/:id/comment', {
    config: asks('actions'),
    schema: { tags, summary: "An action's comments, oldest first", params: idParam, querystring: listQuery, response: { 200: many(actionCommentSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return actionComments.list(reply, db, req.query, req.params.id, networkScope(req));
  });

  app.post('/v1/action/:id/comment', {
    config: asks('actions'),
    schema: { tags, summary: 'Comment on an action ({comment})', params: idParam, body: actionCommentBody, response: { 201: one(actionCommentSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const id = await db.transaction((tx) => actionComments.create(tx, req, req.params.id, s, () => ({ user_id: s.user.id, comment: req.body.comment })));
    return sendJson(reply, await actionComments.show(db, req.params.id, id, s), 201);
  });

  app.get('/v1/action/:id/comment/:commentId', {
    config: asks('actions'),
    schema: { tags, summary: 'One comment of an action', params: commentParams, querystring: includeQuery, response: { 200: one(actionCommentSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return sendJson(reply, await actionComments.read(db, req.params.id, req.params.commentId, networkScope(req)));
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/action/:id/comment/:commentId',
    config: asks('actions'),
    schema: { tags, summary: 'Change a comment ({comment}): its author, or an administrator of the network', params: commentParams, body: actionCommentBody, response: { 200: one(actionCommentSchema), ...errors } },
    handler: async (req, reply) => {
      const s = networkScope(req);
      const { id, commentId } = req.params;
      await db.transaction((tx) => actionComments.update(tx, req, id, commentId, s, { comment: req.body.comment }, authorOnly(s)));
      return sendJson(reply, await actionComments.show(db, id, commentId, s));
    },
  });

  app.delete('/v1/action/:id/comment/:commentId', {
    config: asks('actions'),
    schema: { tags, summary: 'Delete a comment: its author, or an administrator of the network', params: commentParams, response: { 200: one(actionCommentSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, commentId } = req.params;
    return sendJson(reply, await db.transaction((tx) => actionComments.remove(tx, req, id, commentId, s, authorOnly(s))));
  });
}

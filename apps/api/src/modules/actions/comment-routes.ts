/**
 * Comments on an action (/v1/action/{id}/comment, the comment kit: lib/comments.ts, audited as
 * `action_comment`), and what needs both kinds of comment: `/v1/comment/{id}`, which reads,
 * changes or deletes a comment of either kind as its own routes do (the permission of its kind:
 * module-actions for an action's, the map's for an object's), and the copy of an action's
 * comment onto the action's object.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { commentBody, commentSchema } from '@console/contract/comments';
import { idParam, includeQuery, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { mustHold } from '../../auth/access';
import { asks, networkScope } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { authorOnly, commentRoutes } from '../../lib/comments';
import { notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendJson } from '../../lib/respond';
import { objectComments } from '../map-objects/comment-rows';
import { actionComments } from './comment-rows';
import { copyCommentRoutes } from './comment-copy-routes';

const tags = ['comments'];
const errors = commonErrorResponses;

/**
 * A comment of the network by its id alone, after its kind's permission (to read, or to write):
 * its kind's read, change and delete, bound to its parent.
 */
async function commentOf(db: Db, req: FastifyRequest, id: number, write: boolean) {
  const s = networkScope(req);
  const row = await first<{ action_id: number | null; map_object_id: number | null }>(db,
    sql`select action_id, map_object_id from comments where id = ${id} and network_id = ${s.networkId}`);
  if (!row) throw notFound();
  const bound = <R extends typeof actionComments | typeof objectComments>(rows: R, parentId: number) => ({
    read: () => rows.read(db, parentId, id, s),
    show: () => rows.show(db, parentId, id, s),
    update: (tx: Db, comment: string) => rows.update(tx, req, parentId, id, s, { comment }, authorOnly(s)),
    remove: (tx: Db) => rows.remove(tx, req, parentId, id, s, authorOnly(s)),
  });
  if (row.action_id !== null) {
    await mustHold(db, s, 'actions');
    return bound(actionComments, row.action_id);
  }
  if (row.map_object_id === null) throw notFound();
  await mustHold(db, s, write ? 'editMap' : 'readMap');
  return bound(objectComments, row.map_object_id);
}

export function actionCommentRoutes(app: App, deps: Deps) {
  const { db } = deps;
  commentRoutes(app, deps, { base: '/v1/action', what: 'an action', tags: ['actions'], rows: actionComments, read: 'actions', write: 'actions' });
  copyCommentRoutes(app, deps);

  // Any caller who may read either kind gets this far; the comment's kind decides (403 otherwise).
  const either = asks('readConfig');
  app.get('/v1/comment/:id', {
    config: either,
    schema: { tags, summary: "A comment on an action or on a map object (the permission of its kind)", params: idParam, querystring: includeQuery, response: { 200: one(commentSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return sendJson(reply, await (await commentOf(db, req, req.params.id, false)).read());
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/comment/:id',
    config: either,
    schema: { tags, summary: 'Change a comment of either kind ({comment}): its author, or an administrator of the network', params: idParam, body: commentBody, response: { 200: one(commentSchema), ...errors } },
    handler: async (req, reply) => {
      const comment = await commentOf(db, req, req.params.id, true);
      await db.transaction((tx) => comment.update(tx, req.body.comment));
      return sendJson(reply, await comment.show());
    },
  });

  app.delete('/v1/comment/:id', {
    config: either,
    schema: { tags, summary: 'Delete a comment of either kind: its author, or an administrator of the network', params: idParam, response: { 200: one(commentSchema), ...errors } },
  }, async (req, reply) => {
    const comment = await commentOf(db, req, req.params.id, true);
    return sendJson(reply, await db.transaction((tx) => comment.remove(tx)));
  });
}

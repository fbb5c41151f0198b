/**
 * An action's comment copied onto the action's object (`POST /v1/object/{id}/comment/copy/{commentId}`):
 * the object's comment keeps the words and their author and names the comment it came from; the
 * audit entry (`object_comment`, create) names who copied it. The comment must be one of a live
 * action on that object (404 otherwise); the caller needs the map's edit permission and the
 * actions' (to read what is copied). Asked again, the copy there is answers (200).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { commentSchema } from '@console/contract/comments';
import { idParam, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { mustHold } from '../../auth/access';
import { asks, networkScope } from '../../auth/scope';
import { first } from '../../db/sql';
import { notFound } from '../../lib/errors';
import { sendJson } from '../../lib/respond';
import { objectComments } from '../map-objects/comment-rows';

const params = z.object({ id: idParam.shape.id, commentId: idParam.shape.id });

export function copyCommentRoutes(app: App, { db }: Deps) {
  app.post('/v1/object/:id/comment/copy/:commentId', {
    config: asks('editMap'),
    schema: {
      tags: ['comments'], summary: "Copy a comment of one of the object's actions onto the object (201; 200 when it has that copy already)",
      params, response: { 200: one(commentSchema), 201: one(commentSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, commentId } = req.params;
    await mustHold(db, s, 'actions');
    const { made, copyId } = await db.transaction(async (tx) => {
      await objectComments.liveParent(tx, id, s, 'share');
      const source = await first<{ action_id: number; user_id: number | null; comment: string }>(tx, sql`select c.action_id, c.user_id, c.comment
        from comments c join actions a on a.id = c.action_id and a.deleted_at is null and a.map_object_id = ${id}
        where c.id = ${commentId} and c.network_id = ${s.networkId} for share of c`);
      if (!source) throw notFound();
      const had = await first<{ id: number }>(tx, sql`select id from comments where map_object_id = ${id} and copied_from_id = ${commentId}`);
      if (had) return { made: false, copyId: had.id };
      const made = await objectComments.create(tx, req, id, s, () => ({ user_id: source.user_id, comment: source.comment, copied_from_id: commentId }));
      return { made: true, copyId: made };
    });
    return sendJson(reply, await objectComments.show(db, id, copyId, s), made ? 201 : 200);
  });
}


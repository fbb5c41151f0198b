/**
 * Comments under a soft-deleted parent (an action, a map object), written once: one table
 * (`comments`, one id space, its parent in `action_id` or `map_object_id`) and the same five
 * routes under each parent's path: the list (oldest first, the list kit), one, a new one by the
 * caller, and a change or delete by the comment's author or an administrator of the network
 * (anyone else: 403). The parent must be of the caller's network and not deleted (404).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuditSubject } from '@console/contract/audit';
import { commentBody, commentSchema } from '@console/contract/comments';
import { idParam, includeQuery, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { PermissionPreset } from '@console/contract/permissions';
import type { App, Deps } from '../app-types';
import { asks, networkScope, type AuthContext } from '../auth/scope';
import { forbidden } from './errors';
import { checkIncludes } from './includes';
import { sendJson } from './respond';
import { childRows } from './child-rows';
import type { LiveRow, LiveRows } from './soft-delete/live-rows';

/** A comment as the API shows it (contract commentSchema); `c` is its alias. */
export const commentColumns = sql`c.id, c.action_id, c.map_object_id, c.user_id, (select u.name from users u where u.id = c.user_id) as user_name,
  c.comment, c.copied_from_id, c.created_at, c.updated_at`;

/** What a change or delete holds of a comment. */
export interface CommentRow { id: number; user_id: number | null; comment: string; copied_from_id: number | null }

/** The comments under one kind of parent; the author is the audit entry's own user. */
export function commentRows<Parent extends LiveRow>(parent: LiveRows<Parent>, parentColumn: 'action_id' | 'map_object_id', subject: AuditSubject) {
  return childRows<Parent, 'id', CommentRow>({
    parent, parentColumns: ['id'], table: 'comments', alias: 'c', parentColumn, subject,
    shown: commentColumns, item: commentSchema, columns: ['user_id', 'comment'], unaudited: ['user_id'], stamped: true,
  });
}

/** 403 unless the caller wrote the comment or administers the network. */
export const authorOnly = (caller: AuthContext) => ({ child }: { child: { user_id?: number | null } }) => {
  if (child.user_id !== caller.user.id && !caller.networkAdmin) throw forbidden('comment.not_author');
};

export interface CommentRoutes<Parent extends LiveRow> {
  /** the parent's path, e.g. `/v1/action` (its comments at `/v1/action/:id/comment`) */
  base: string;
  /** the parent in words, for the OpenAPI summaries */
  what: string;
  tags: string[];
  rows: ReturnType<typeof commentRows<Parent>>;
  /** who reads the comments, and who writes them */
  read: PermissionPreset;
  write: PermissionPreset;
}

const commentParams = z.object({ id: idParam.shape.id, commentId: idParam.shape.id });
const errors = commonErrorResponses;

/** The five routes of a parent's comments. */
export function commentRoutes<Parent extends LiveRow>(app: App, { db }: Deps, c: CommentRoutes<Parent>) {
  const { tags, rows } = c;
  const list = `${c.base}/:id/comment`;
  const item = `${list}/:commentId`;
  app.get(list, {
    config: asks(c.read),
    schema: { tags, summary: `The comments on ${c.what}, oldest first`, params: idParam, querystring: listQuery, response: { 200: many(commentSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return rows.list(reply, db, req.query, req.params.id, networkScope(req));
  });

  app.post(list, {
    config: asks(c.write),
    schema: { tags, summary: `Comment on ${c.what} ({comment})`, params: idParam, body: commentBody, response: { 201: one(commentSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const id = await db.transaction((tx) => rows.create(tx, req, req.params.id, s, () => ({ user_id: s.user.id, comment: req.body.comment })));
    return sendJson(reply, await rows.show(db, req.params.id, id, s), 201);
  });

  app.get(item, {
    config: asks(c.read),
    schema: { tags, summary: `One comment on ${c.what}`, params: commentParams, querystring: includeQuery, response: { 200: one(commentSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return sendJson(reply, await rows.read(db, req.params.id, req.params.commentId, networkScope(req)));
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: item,
    config: asks(c.write),
    schema: { tags, summary: 'Change a comment ({comment}): its author, or an administrator of the network', params: commentParams, body: commentBody, response: { 200: one(commentSchema), ...errors } },
    handler: async (req, reply) => {
      const s = networkScope(req);
      const { id, commentId } = req.params;
      await db.transaction((tx) => rows.update(tx, req, id, commentId, s, { comment: req.body.comment }, authorOnly(s)));
      return sendJson(reply, await rows.show(db, id, commentId, s));
    },
  });

  app.delete(item, {
    config: asks(c.write),
    schema: { tags, summary: 'Delete a comment: its author, or an administrator of the network', params: commentParams, response: { 200: one(commentSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, commentId } = req.params;
    return sendJson(reply, await db.transaction((tx) => rows.remove(tx, req, id, commentId, s, authorOnly(s))));
  });
}

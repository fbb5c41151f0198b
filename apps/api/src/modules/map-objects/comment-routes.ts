/**
 * Comments on a map object (/v1/object/{id}/comment, the comment kit: lib/comments.ts, audited
 * as `object_comment`): read with the map's read permission, written with its edit permission.
 * A comment changes nothing of the object, so the lock setting does not apply.
 */
import type { App, Deps } from '../../app-types';
import { commentRoutes } from '../../lib/comments';
import { objectComments } from './comment-rows';

export function mapObjectCommentRoutes(app: App, deps: Deps) {
  commentRoutes(app, deps, { base: '/v1/object', what: 'a map object', tags: ['map objects'], rows: objectComments, read: 'readMap', write: 'editMap' });
}

/** The comments under a map object (the comment kit, lib/comments.ts), audited as `object_comment`. */
import { commentRows } from '../../lib/comments';
import { liveObjects } from './live';

export const objectComments = commentRows(liveObjects, 'map_object_id', 'object_comment');

/** The comments under an action (the comment kit, lib/comments.ts), audited as `action_comment`. */
import { commentRows } from '../../lib/comments';
import { liveActions } from './live';

export const actionComments = commentRows(liveActions, 'action_id', 'action_comment');

/** PATCH /v1/action/{id}/comment/{commentId}: a comment's text changed. */
import { actionCommentSchema } from '@console/contract/actions';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { useActionPart } from './action-part';

export const useEditComment = (id: number) => useActionPart(id, 'comments', ({ commentId, comment }: { commentId: number; comment: string }) =>
  http.patch(apiPaths.actionComment(id, commentId), actionCommentSchema, { comment }));

/** POST /v1/action/{id}/comment: a comment added to the action. */
import { actionCommentSchema } from '@console/contract/actions';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { useActionPart } from './action-part';

export const useAddComment = (id: number) => useActionPart(id, 'comments', (comment: string) => http.post(apiPaths.actionComments(id), actionCommentSchema, { comment }));

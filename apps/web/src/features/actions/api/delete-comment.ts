/** DELETE /v1/action/{id}/comment/{commentId}; its answer is not read. */
import { z } from 'zod';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { useActionPart } from './action-part';

export const useDeleteComment = (id: number) => useActionPart(id, 'comments', (commentId: number) => http.delete(apiPaths.actionComment(id, commentId), z.unknown(), undefined, { raw: true }));

/**
 * The calls of one parent's comments (an action's, a map object's): the list is an ApiCall (its
 * key and path, so a screen's first calls can name it), a new comment is posted to its path, and
 * one comment is changed or deleted at `/v1/comment/{id}`, which serves either kind. Every write
 * refreshes the list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { commentSchema } from '@console/contract/comments';
import { apiPaths } from '@console/contract/paths';
import type { ApiCall } from '../../lib/api-call';
import { callQuery } from '../../lib/call-query';
import { http } from '../../lib/http';


export const useCommentList = (list: ApiCall) => useQuery(callQuery(list, z.array(commentSchema)));

function useCommentWrite<V>(list: ApiCall, write: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: list.key }) });
}

export const useAddComment = (list: ApiCall) => useCommentWrite(list, (comment: string) => http.post(list.path, commentSchema, { comment }));
export const useEditComment = (list: ApiCall) => useCommentWrite(list, ({ commentId, comment }: { commentId: number; comment: string }) =>
  http.patch(apiPaths.comment(commentId), commentSchema, { comment }));
export const useDeleteComment = (list: ApiCall) => useCommentWrite(list, (commentId: number) =>
  http.delete(apiPaths.comment(commentId), z.unknown(), undefined, { raw: true }));

/**
 * The action screens' writes (creating one: lib/use-create-action.ts): an action changed (PATCH: what is sent changes) and
 * deleted; its comments posted, edited and deleted; its photos uploaded, deleted and copied to its object. Each
 * refreshes what it changes: every action read nests under actionsKey.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mapObjectImageSchema } from '@console/contract/action-images';
import { actionCommentSchema, actionImageSchema, actionSchema, type Action, type ActionUpdate } from '@console/contract/actions';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { actionKey, actionsKey } from './calls';

export function useUpdateAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionUpdate) => http.patch(apiPaths.action(id), actionSchema, body, { ownsConflicts: true }),
    onSuccess: async (action) => {
      queryClient.setQueryData(actionKey(id), action);
      await queryClient.invalidateQueries({ queryKey: actionsKey, predicate: (q) => q.queryKey[1] !== id });
    },
  });
}

/** Puts the action as it is now into its cache (taken after a save refused because it changed meanwhile). */
export function useTakeAction() {
  const queryClient = useQueryClient();
  return (action: Action) => queryClient.setQueryData(actionKey(action.id), action);
}

export function useDeleteAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(apiPaths.action(id), actionSchema),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: actionKey(id) });
      return queryClient.invalidateQueries({ queryKey: actionsKey });
    },
  });
}

/** A write under one action (its comments or photos) that refreshes that list. */
function useActionPart<V>(id: number, part: 'comments' | 'images', write: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: [...actionKey(id), part] }) });
}

export const useAddComment = (id: number) => useActionPart(id, 'comments', (comment: string) => http.post(apiPaths.actionComments(id), actionCommentSchema, { comment }));

export const useEditComment = (id: number) => useActionPart(id, 'comments', ({ commentId, comment }: { commentId: number; comment: string }) =>
  http.patch(apiPaths.actionComment(id, commentId), actionCommentSchema, { comment }));

export const useDeleteComment = (id: number) => useActionPart(id, 'comments', (commentId: number) => http.delete(apiPaths.actionComment(id, commentId), z.unknown(), undefined, { raw: true }));

/** POST …/image, multipart: the file `image` and its `action_image_type_id`. */
export const useUploadImage = (id: number) => useActionPart(id, 'images', ({ file, typeId }: { file: File; typeId: number }) => {
  const body = new FormData();
  body.append('action_image_type_id', String(typeId));
  body.append('image', file, file.name);
  return http.post(apiPaths.actionImages(id), actionImageSchema, body);
});

/** DELETE …/image/{imageId}; its answer is not read. */
export const useDeleteImage = (id: number) => useActionPart(id, 'images', (imageId: number) =>
  http.delete(apiPaths.actionImage(id, imageId), z.unknown(), undefined, { raw: true }));

/** POST …/image/promote/{objectId}: the photo copied to the action's object; refreshes the object's photos. */
export function usePromoteImage(id: number, objectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => http.post(apiPaths.actionImagePromote(id, objectId), mapObjectImageSchema, { action_image_id: imageId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.objectImages(objectId) }),
  });
}

/**
 * The calls of one owner's photos (an object's, a selection's), made of the owner's list call:
 * the list, an upload (multipart: the file `image`, optionally its `action_image_type_id` and
 * `caption`), a change of caption and image type, and a delete, each refreshing the list; and
 * the network's image types a photo takes one of. A photo's own path is the list's path and its
 * id, as the API names it for every owner.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { actionImageTypeSchema } from '@console/contract/action-image-types';
import type { CaptionedImageUpdate } from '@console/contract/action-images';
import { photoFields } from '@console/contract/actions';
import { apiPaths } from '@console/contract/paths';
import { listCall, type ApiCall } from '../../lib/api-call';
import { callQuery } from '../../lib/call-query';
import { http } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';

/** What an object's and a selection's photo share (each names its owner beside it). */
const captionedImageSchema = z.object({ ...photoFields, caption: z.string().nullable() });
export type CaptionedPhoto = z.infer<typeof captionedImageSchema>;

export interface PhotoUpload { file: File; typeId: number | null; caption: string }

const imageTypesCall = listCall([...queryKeys.config, 'photos', 'image_types'], apiPaths.actionImageTypes);

export const usePhotoList = (list: ApiCall) => useQuery(callQuery(list, z.array(captionedImageSchema)));
export const usePhotoImageTypes = () => useQuery(callQuery(imageTypesCall, z.array(actionImageTypeSchema)));

/** A mutation of the owner's photos that refreshes their list (the thumbnails' bytes nest under it). */
function usePhotoWrite<V>(list: ApiCall, write: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: list.key }) });
}

export const useUploadPhoto = (list: ApiCall) => usePhotoWrite(list, ({ file, typeId, caption }: PhotoUpload) => {
  const body = new FormData();
  if (typeId !== null) body.append('action_image_type_id', String(typeId));
  if (caption.trim()) body.append('caption', caption.trim());
  body.append('image', file, file.name);
  return http.post(list.path, captionedImageSchema, body);
});

export const useUpdatePhoto = (list: ApiCall) => usePhotoWrite(list, ({ imageId, body }: { imageId: number; body: CaptionedImageUpdate }) =>
  http.patch(`${list.path}/${imageId}`, captionedImageSchema, body));

export const useDeletePhoto = (list: ApiCall) => usePhotoWrite(list, (imageId: number) => http.delete(`${list.path}/${imageId}`, captionedImageSchema));

/**
 * POST /v1/object/{id}/image, multipart: the file `image`, and optionally its
 * `action_image_type_id` and `caption`; the object's photos refresh.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mapObjectImageSchema } from '@console/contract/action-images';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export interface ObjectImageUpload { file: File; typeId: number | null; caption: string }

export function useUploadObjectImage(objectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, typeId, caption }: ObjectImageUpload) => {
      const body = new FormData();
      if (typeId !== null) body.append('action_image_type_id', String(typeId));
      if (caption.trim()) body.append('caption', caption.trim());
      body.append('image', file, file.name);
      return http.post(apiPaths.objectImages(objectId), mapObjectImageSchema, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.objectImages(objectId) }),
  });
}

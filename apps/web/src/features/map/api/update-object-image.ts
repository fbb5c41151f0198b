/** PUT /v1/object/{id}/image/{imageId}: a photo's caption and image type; the object's photos refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mapObjectImageSchema, type CaptionedImageUpdate } from '@console/contract/action-images';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export function useUpdateObjectImage(objectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, body }: { imageId: number; body: CaptionedImageUpdate }) => http.put(apiPaths.objectImage(objectId, imageId), mapObjectImageSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.objectImages(objectId) }),
  });
}

/** DELETE /v1/object/{id}/image/{imageId}: a photo of the object deleted; its photos refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mapObjectImageSchema } from '@console/contract/action-images';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export function useDeleteObjectImage(objectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => http.delete(apiPaths.objectImage(objectId, imageId), mapObjectImageSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.objectImages(objectId) }),
  });
}

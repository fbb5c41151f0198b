/** POST /v1/action/{id}/image/promote/{objectId}: the photo copied to the action's object; the object's photos refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mapObjectImageSchema } from '@console/contract/action-images';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export function usePromoteImage(id: number, objectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => http.post(apiPaths.actionImagePromote(id, objectId), mapObjectImageSchema, { action_image_id: imageId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.objectImages(objectId) }),
  });
}

/** POST /v1/action/{id}/image, multipart: the file `image` and its `action_image_type_id`. */
import { actionImageSchema } from '@console/contract/actions';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { useActionPart } from './action-part';

export const useUploadImage = (id: number) => useActionPart(id, 'images', ({ file, typeId }: { file: File; typeId: number }) => {
  const body = new FormData();
  body.append('action_image_type_id', String(typeId));
  body.append('image', file, file.name);
  return http.post(apiPaths.actionImages(id), actionImageSchema, body);
});

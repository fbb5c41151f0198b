/** POST /v1/selection/{id}/image, multipart: the file `image`. */
import { selectionImageSchema } from '@console/contract/selections';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { useImagesWrite } from './selection-part';

export const useUploadImage = (id: number) => useImagesWrite(id, (file: File) => {
  const body = new FormData();
  body.append('image', file, file.name);
  return http.post(apiPaths.selectionImages(id), selectionImageSchema, body);
});

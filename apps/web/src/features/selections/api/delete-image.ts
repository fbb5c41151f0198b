/** DELETE /v1/selection/{id}/image/{imageId}. */
import { selectionImageSchema } from '@console/contract/selections';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { useImagesWrite } from './selection-part';

export const useDeleteImage = (id: number) => useImagesWrite(id, (imageId: number) => http.delete(apiPaths.selectionImage(id, imageId), selectionImageSchema));

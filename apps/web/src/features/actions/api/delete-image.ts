/** DELETE /v1/action/{id}/image/{imageId}; its answer is not read. */
import { z } from 'zod';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { useActionPart } from './action-part';

export const useDeleteImage = (id: number) => useActionPart(id, 'images', (imageId: number) =>
  http.delete(apiPaths.actionImage(id, imageId), z.unknown(), undefined, { raw: true }));

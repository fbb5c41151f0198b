/** DELETE /v1/object/{id}: the object deleted (soft: it can be restored); answers it. */
import { mapObjectSchema } from '@console/contract/map-objects';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { useObjectWrite } from './object-write';

export const useDeleteObject = () => useObjectWrite((id: number) => http.delete(apiPaths.object(id), mapObjectSchema));

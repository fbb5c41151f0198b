/** DELETE /v1/object/{id}?with_children=true: the object and everything that hangs on it (soft: restored together). */
import { mapObjectSchema } from '@console/contract/map-objects';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { useObjectWrite } from './object-write';

export const useDeleteObjectTree = () => useObjectWrite((id: number) => http.delete(apiPaths.object(id), mapObjectSchema, undefined, { query: { with_children: 'true' } }));

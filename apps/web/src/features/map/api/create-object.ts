/** POST /v1/object: a new object drawn on the map, with its type, values, status and team. */
import { mapObjectSchema, type MapObjectCreate } from '@console/contract/map-objects';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { useObjectWrite } from './object-write';

export const useCreateObject = () => useObjectWrite((body: MapObjectCreate) => http.post(apiPaths.objects, mapObjectSchema, body));

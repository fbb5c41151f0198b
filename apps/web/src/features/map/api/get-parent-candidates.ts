/**
 * The objects an object may be hung on: of the types its type's constraints name, within about
 * 500 m of it (GET /v1/object with the types and a box round it), nearest first.
 */
import { useQuery } from '@tanstack/react-query';
import { mapObjectSchema, type MapObject } from '@console/contract/map-objects';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { candidateBox, nearestFirst } from '../model/parent-candidates';

export const useParentCandidates = (object: MapObject, typeIds: readonly number[]) => useQuery({
  queryKey: [...queryKeys.objects, 'parent_candidates', object.id, ...typeIds],
  queryFn: async () => {
    const bbox = candidateBox(object.geometry);
    const lists = await Promise.all(typeIds.map((typeId) => http.list(apiPaths.objects, mapObjectSchema, { query: { map_object_type_id: typeId, bbox, perPage: 50 } })));
    return nearestFirst(object, lists.flat());
  },
  enabled: typeIds.length > 0,
});

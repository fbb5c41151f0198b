/**
 * PUT /v1/object/{id}: an object's values, status, name or geometry, made on the version read
 * (a refusal because it changed meanwhile is the caller's: components/version-conflict).
 */
import { useQueryClient } from '@tanstack/react-query';
import { mapObjectSchema, type MapObject, type MapObjectUpdate } from '@console/contract/map-objects';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { useObjectWrite } from './object-write';

export const useUpdateObject = () => useObjectWrite(({ id, body }: { id: number; body: MapObjectUpdate }) => http.put(apiPaths.object(id), mapObjectSchema, body, { ownsConflicts: true }));

/** Puts the object as it is now into its cache (taken after a save refused because it changed meanwhile). */
export function useTakeObject() {
  const queryClient = useQueryClient();
  return (object: MapObject) => queryClient.setQueryData(queryKeys.object(object.id), object);
}

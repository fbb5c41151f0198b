/**
 * The map's writes of one object: create (POST), change (PUT: values, status, name or
 * geometry) and delete (DELETE, soft); each refreshes every objects query (the tiles by the
 * screen's version, the counts, the objects list) and puts the answer in the object's cache.
 * And a photo of the object deleted, which refreshes its photos.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mapObjectImageSchema } from '@console/contract/action-images';
import { mapObjectSchema, type MapObject, type MapObjectCreate, type MapObjectUpdate } from '@console/contract/map-objects';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

function useObjectWrite<V>(write: (vars: V) => ReturnType<typeof http.get<typeof mapObjectSchema>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (object) => {
      queryClient.setQueryData(queryKeys.object(object.id), object);
      await queryClient.invalidateQueries({ queryKey: queryKeys.objects, predicate: (q) => q.queryKey[1] !== object.id });
    },
  });
}

export const useCreateObject = () => useObjectWrite((body: MapObjectCreate) => http.post(apiPaths.objects, mapObjectSchema, body));

export const useUpdateObject = () => useObjectWrite(({ id, body }: { id: number; body: MapObjectUpdate }) => http.put(apiPaths.object(id), mapObjectSchema, body, { ownsConflicts: true }));

/** Puts the object as it is now into its cache (taken after a save refused because it changed meanwhile). */
export function useTakeObject() {
  const queryClient = useQueryClient();
  return (object: MapObject) => queryClient.setQueryData(queryKeys.object(object.id), object);
}

export const useDeleteObject = () => useObjectWrite((id: number) => http.delete(apiPaths.object(id), mapObjectSchema));

/** Deletes a photo of the object; refreshes its photos. */
export function useDeleteObjectImage(objectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => http.delete(apiPaths.objectImage(objectId, imageId), mapObjectImageSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.objectImages(objectId) }),
  });
}

/**
 * A deleted map object: read with when and by whom it was deleted (GET /v1/object/{id}/deleted,
 * silent: a 404 means it is not deleted, or not there), and restored (POST …/restore; the
 * server checks the permission and the lock and says why not). The objects list's "Verwijderd"
 * view and the map's notice for a deleted object's address both use it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mapObjectSchema } from '@console/contract/map-objects';
import { apiPaths } from '@console/contract/paths';
import { http } from './http';
import { queryKeys } from './query-keys';

/** The deleted object `id`; an error when it is not deleted (or not of this network). */
export const useDeletedObject = (id: number | null, enabled = true) => useQuery({
  queryKey: [...queryKeys.object(id ?? 0), 'deleted'],
  queryFn: () => http.get(apiPaths.objectDeleted(id ?? 0), mapObjectSchema, { silent: true }),
  enabled: enabled && id !== null,
  retry: false,
});

/** Restores an object; the answer (the object as it is now) goes into its cache, and every objects query (list, counts, map) refreshes. */
export function useRestoreObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post(apiPaths.objectRestore(id), mapObjectSchema),
    onSuccess: async (object) => {
      queryClient.removeQueries({ queryKey: [...queryKeys.object(object.id), 'deleted'] });
      queryClient.setQueryData(queryKeys.object(object.id), object);
      await queryClient.invalidateQueries({ queryKey: queryKeys.objects, predicate: (q) => q.queryKey[1] !== object.id });
    },
  });
}

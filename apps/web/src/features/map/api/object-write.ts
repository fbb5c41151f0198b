/**
 * What every write of one object does after it: the answer goes in the object's cache, and every
 * other objects query refreshes (the tiles by the screen's version, the counts, the objects list).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { mapObjectSchema } from '@console/contract/map-objects';
import type { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** A mutation of `write`, answered by the object, with the refresh above. */
export function useObjectWrite<V>(write: (vars: V) => ReturnType<typeof http.get<typeof mapObjectSchema>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (object) => {
      queryClient.setQueryData(queryKeys.object(object.id), object);
      await queryClient.invalidateQueries({ queryKey: queryKeys.objects, predicate: (q) => q.queryKey[1] !== object.id });
    },
  });
}

/**
 * What every write of objects does after it: each object answered goes in its cache, and every
 * other objects query refreshes (the tiles by the screen's version, the counts, the objects list).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MapObject } from '@console/contract/map-objects';
import { queryKeys } from '../../../lib/query-keys';

/** A mutation of `write`, answered by the object it wrote (or the objects: a split), with the refresh above. */
export function useObjectWrite<V, R extends MapObject | MapObject[]>(write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      const written = Array.isArray(answer) ? answer : [answer];
      for (const object of written) queryClient.setQueryData(queryKeys.object(object.id), object);
      const ids = new Set(written.map((object) => object.id));
      await queryClient.invalidateQueries({ queryKey: queryKeys.objects, predicate: (q) => !(typeof q.queryKey[1] === 'number' && ids.has(q.queryKey[1])) });
    },
  });
}

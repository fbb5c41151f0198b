/**
 * What an area's write (an import, a change, a delete) refreshes: every area read (the list, its
 * pages, an area, the map's layer) and the actions counted per area, which the Actieoverzicht
 * offers as its area choice and which live under the actions' key.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { areasKey } from './calls';

/** `keep`: area reads left as they are (the one just put in its cache). */
export async function refreshAreas(queryClient: QueryClient, keep?: (query: Query) => boolean): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: areasKey, ...(keep ? { predicate: (q: Query) => !keep(q) } : {}) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.areaActions }),
  ]);
}

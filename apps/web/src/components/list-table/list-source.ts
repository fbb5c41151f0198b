/**
 * Where a list screen's rows come from, and whether the table holds them all (client mode) or
 * asks the server for one page at a time (server mode, over SERVER_LIST_THRESHOLD rows: sort,
 * column search and paging by the API). One cheap call (perPage=1) tells the total.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { many } from '@console/contract/envelope';
import { callQuery } from '../../lib/call-query';
import type { ListView } from '../../lib/list-view';
import { isServerList, listPageCall, listTotalCall, type ListPlace } from './list-calls';

export interface ListSource<T> extends ListPlace {
  /** one row */
  schema: z.ZodType<T>;
  /** the name of the exported file; default: the path's last part */
  fileName?: string;
}

export type ListMode = 'pending' | 'client' | 'server';

const totalSchema = z.object({ meta: z.object({ pagination: z.object({ total: z.number() }) }) });
/** A list not there (yet): its queries wait. */
const NO_PLACE: ListPlace = { path: '', queryKey: [] };

/** The query that counts a list (listTotalCall). */
export const listTotalOptions = (place: ListPlace | undefined) => ({
  ...callQuery(listTotalCall(place ?? NO_PLACE), totalSchema, { silent: true }),
  enabled: place !== undefined,
  staleTime: 60_000,
  retry: false,
});

/** client or server, once the list's total is known; a failed count falls back to client mode. */
export function useListMode(place: ListPlace | undefined): ListMode {
  const total = useQuery(listTotalOptions(place));
  if (!place) return 'client';
  if (total.isPending) return 'pending';
  return isServerList(total.data?.meta.pagination.total ?? 0) ? 'server' : 'client';
}

/**
 * The query of one page of the list as the view asks for it (listPageCall). A view change may
 * start it before the table renders (a search as it is confirmed), a render earlier.
 */
export function serverPageOptions<T>(source: ListSource<T> | undefined, view: ListView) {
  return callQuery(listPageCall(source ?? NO_PLACE, view), many(source?.schema ?? z.never()));
}

/** One page of the list as the view asks for it, from the server; the last page stays while the next loads. */
export function useServerPage<T>(source: ListSource<T> | undefined, view: ListView, enabled: boolean) {
  return useQuery({ ...serverPageOptions(source, view), enabled: enabled && source !== undefined, placeholderData: keepPreviousData });
}

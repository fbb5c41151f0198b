/**
 * Where a list screen's rows come from, and whether the table holds them all (client mode) or
 * asks the server for one page at a time (server mode, over SERVER_LIST_THRESHOLD rows: sort,
 * column search and paging by the API, issue 10). One cheap call (perPage=1) tells the total.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { many } from '@console/contract/envelope';
import { SERVER_LIST_THRESHOLD } from '@console/contract/list-query';
import { http } from '../../lib/http';
import type { ListView } from '../../lib/list-view';
import { pageQuery, TOTAL_QUERY } from './list-calls';

export interface ListSource<T> {
  /** the list's API path */
  path: string;
  /** one row */
  schema: z.ZodType<T>;
  /** the list's query key: the server's pages nest under it, so what refreshes the list refreshes them */
  queryKey: readonly unknown[];
  /** the name of the exported file; default: the path's last part */
  fileName?: string;
  /** what the screen narrows the list to besides the table's own searches (a status filter: `filter[active]`) */
  query?: Readonly<Record<string, string>>;
}

export type ListMode = 'pending' | 'client' | 'server';

const totalSchema = z.object({ meta: z.object({ pagination: z.object({ total: z.number() }) }) });

type Counted = Pick<ListSource<unknown>, 'path' | 'queryKey'>;

/** The call that counts a list (one row asked for, the total read); a route loader may start it early. */
export const listTotalOptions = (source: Counted | undefined) => queryOptions({
  queryKey: [...(source?.queryKey ?? []), 'total', source?.path],
  queryFn: ({ signal }) => http.get(source?.path ?? '', totalSchema, { raw: true, query: TOTAL_QUERY, signal, silent: true }),
  enabled: source !== undefined,
  staleTime: 60_000,
  retry: false,
});

/** Whether a list of this many rows is sorted, searched and paged by the server. */
export const isServerList = (total: number) => total > SERVER_LIST_THRESHOLD;

/** client or server, once the list's total is known; a failed count falls back to client mode. */
export function useListMode(source: Counted | undefined): ListMode {
  const total = useQuery(listTotalOptions(source));
  if (!source) return 'client';
  if (total.isPending) return 'pending';
  return isServerList(total.data?.meta.pagination.total ?? 0) ? 'server' : 'client';
}

/**
 * The call of one page of the list as the view asks for it. A route loader or a view change
 * may start it before the table renders (the loader beside the count, a search as it is
 * confirmed), so the page is on its way one render and one round trip earlier.
 */
export function serverPageOptions<T>(source: ListSource<T> | undefined, view: ListView) {
  const query = pageQuery(view, source?.query);
  return queryOptions({
    queryKey: [...(source?.queryKey ?? []), 'page', source?.path, query],
    queryFn: ({ signal }) => http.get(source?.path ?? '', many(source?.schema ?? z.never()), { raw: true, query, signal }),
  });
}

/** One page of the list as the view asks for it, from the server; the last page stays while the next loads. */
export function useServerPage<T>(source: ListSource<T> | undefined, view: ListView, enabled: boolean) {
  return useQuery({ ...serverPageOptions(source, view), enabled: enabled && source !== undefined, placeholderData: keepPreviousData });
}

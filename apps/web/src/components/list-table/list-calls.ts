/**
 * A list kit list's two calls (api-call.ts): its count (one row asked for, the total read) and
 * one page as a view asks for it. Without zod or the query client, so a screen's first calls
 * can name them (lib/screen-calls.ts); list-source.ts makes its queries of the same calls.
 */
import { SERVER_LIST_THRESHOLD } from '@console/contract/list-query';
import type { ApiCall } from '../../lib/api-call';
import { listViewQuery, readListView, type ListView } from '../../lib/list-view';
import type { CallsAt } from '../../lib/screen-calls';

/** Where a list's rows come from, but for its row schema. */
export interface ListPlace {
  /** the list's API path */
  path: string;
  /** the list's query key: the server's pages nest under it, so what refreshes the list refreshes them */
  queryKey: readonly unknown[];
  /** what the screen narrows the list to besides the table's own searches (a status filter: `filter[active]`) */
  query?: Readonly<Record<string, string>>;
}

/** The count's query. */
const TOTAL_QUERY = { perPage: 1 } as const;

/** Whether a list of this many rows is sorted, searched and paged by the server. */
export const isServerList = (total: number) => total > SERVER_LIST_THRESHOLD;

/** The call that counts a list. */
export const listTotalCall = (place: ListPlace): ApiCall => ({ key: [...place.queryKey, 'total', place.path], path: place.path, query: TOTAL_QUERY, raw: true });

/** The call of one page of the list as the view asks for it. */
export function listPageCall(place: ListPlace, view: ListView): ApiCall {
  const query = { ...listViewQuery(view), ...place.query };
  return { key: [...place.queryKey, 'page', place.path, query], path: place.path, query, raw: true };
}

/** The total of a count's answer, if that is what it is. */
function totalOf(answer: unknown): number | undefined {
  if (typeof answer !== 'object' || answer === null || !('meta' in answer)) return undefined;
  const { meta } = answer;
  if (typeof meta !== 'object' || meta === null || !('pagination' in meta)) return undefined;
  const { pagination } = meta;
  if (typeof pagination !== 'object' || pagination === null || !('total' in pagination)) return undefined;
  return typeof pagination.total === 'number' ? pagination.total : undefined;
}

/**
 * A list's first calls: its count and, beside it, the page the URL asks for, so a big list shows
 * its page without waiting for the count first; not the page when the console knows the table
 * holds the list whole (it asks for every row then, once the screen is there).
 */
export function listFirstCalls(place: ListPlace, at: CallsAt): ApiCall[] {
  const count = listTotalCall(place);
  const total = totalOf(at.cached(count.key));
  if (total !== undefined && !isServerList(total)) return [count];
  return [listPageCall(place, readListView(at.search)), count];
}

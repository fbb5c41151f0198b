/**
 * A list kit list's two calls by their queries: its count (one row asked for, the total read)
 * and one page as a view asks for it. Without zod or the query client, so a fresh page can
 * start them with its first chunk (app/early-calls.ts) that list-source.ts's calls then take.
 */
import { startEarlyGet } from '../../lib/http';
import { listViewQuery, readListView, type ListView } from '../../lib/list-view';

/** The count's query. */
export const TOTAL_QUERY = { perPage: 1 } as const;

/** A page's query: the view's, and what the screen narrows the list to besides it (a status filter). */
export const pageQuery = (view: ListView, narrowed?: Readonly<Record<string, string>>): Record<string, string> =>
  ({ ...listViewQuery(view), ...narrowed });

/** Starts a list's count and the page the URL's parameters ask for, as its route loader will (prefetch-list.ts). */
export function startListCalls(path: string, params: URLSearchParams, narrowed?: Readonly<Record<string, string>>): void {
  startEarlyGet(path, pageQuery(readListView(params), narrowed));
  startEarlyGet(path, TOTAL_QUERY);
}

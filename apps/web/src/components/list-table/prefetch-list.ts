/**
 * Route loaders' start of a list kit list (issue 10): the count and, beside it, the page the
 * URL asks for, so a big list shows its page without waiting for the count first. A loader
 * waits for them a short while (FIRST_ROWS_GRACE_MS): answered by then, the screen's first
 * render has its rows, instead of a render with the table loading and a second one with the
 * rows as they come in; a slower answer finds the screen with its own loading state.
 */
import type { QueryClient } from '@tanstack/react-query';
import { readListView } from '../../lib/list-view';
import { storage } from '../../lib/storage';
import { isServerList, listTotalOptions, serverPageOptions, type ListSource } from './list-source';

/**
 * How long a list's route loader waits for the first rows before the screen renders without
 * them. Traced on the users list's opening (100,000 users): the page of 25 was in some 70 ms
 * after the screen's chunk, but its rows came in a second render 150-280 ms after the first.
 */
export const FIRST_ROWS_GRACE_MS = 300;

/**
 * Only with a session and a chosen scope: otherwise the guards send the visitor elsewhere,
 * and a call without a token would end in the 401 handling (logout) instead.
 */
export function inScope(): boolean {
  return storage.getToken() !== null && storage.getTenantId() !== null && storage.getNetworkId() !== null;
}

/**
 * Starts a list's count and, beside it, the page `params` ask for, unless the list is known to
 * be one the table holds whole: over the threshold the table shows that page without waiting
 * for the count first (one round trip less on opening a big list). A first visit of a small
 * list costs one call of a page more; then `whole` fetches every row. The promise resolves
 * when they are in or after FIRST_ROWS_GRACE_MS, whichever is first, and never rejects (a
 * failed call is the screen's to show).
 */
export function prefetchList<T>(client: QueryClient, source: ListSource<T>, params: URLSearchParams | undefined, whole: () => Promise<unknown>): Promise<null> {
  const counted = client.getQueryData(listTotalOptions(source).queryKey);
  const calls: Promise<unknown>[] = [];
  if (params && (!counted || isServerList(counted.meta.pagination.total))) {
    calls.push(client.prefetchQuery(serverPageOptions(source, readListView(params))));
  }
  calls.push(client.fetchQuery(listTotalOptions(source))
    .then((answer) => (isServerList(answer.meta.pagination.total) ? undefined : whole()))
    .catch(() => undefined));
  let grace: ReturnType<typeof setTimeout> | undefined;
  const graceOver = new Promise((resolve) => { grace = setTimeout(resolve, FIRST_ROWS_GRACE_MS); });
  return Promise.race([Promise.all(calls), graceOver]).then(() => {
    clearTimeout(grace);
    return null;
  });
}

/**
 * Route loaders' start of a list kit list (issue 10): the count and, beside it, the page the
 * URL asks for, so a big list shows its page without waiting for the count first. Loaders do
 * not wait: the screen shows its own loading state and picks up the calls in flight.
 */
import type { QueryClient } from '@tanstack/react-query';
import { readListView } from '../../lib/list-view';
import { storage } from '../../lib/storage';
import { isServerList, listTotalOptions, serverPageOptions, type ListSource } from './list-source';

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
 * list costs one call of a page more; then `whole` fetches every row.
 */
export function prefetchList<T>(client: QueryClient, source: ListSource<T>, params: URLSearchParams | undefined, whole: () => Promise<unknown>) {
  const counted = client.getQueryData(listTotalOptions(source).queryKey);
  if (params && (!counted || isServerList(counted.meta.pagination.total))) {
    void client.prefetchQuery(serverPageOptions(source, readListView(params)));
  }
  void client.fetchQuery(listTotalOptions(source))
    .then((answer) => (isServerList(answer.meta.pagination.total) ? undefined : whole()))
    .catch(() => undefined);
}

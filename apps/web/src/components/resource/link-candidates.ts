/**
 * The rows a link editor offers: every candidate, filtered here as the search box
 * asks; or, when the search names a list kit source whose total is over the kit's threshold
 * (an organisation of 100,000 users), one page at a time from the server, the search box as
 * the API's `q` and the table's sort, column searches and paging as the API's. The ticks do
 * not depend on it: they come from the owner's linked rows, whatever page is shown.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { listTotalOptions, useListMode, useServerPage, type ListSource } from '../list-table/list-source';
import type { ServerPage } from '../link-table/link-table';
import { DEFAULT_PER_PAGE, type ListView } from '../../lib/list-view';

/** The view a link editor's server mode starts at: what a route loader prefetches (no URL parameters). */
export const FIRST_VIEW: ListView = { page: 1, perPage: DEFAULT_PER_PAGE, sort: null, filter: {} };

export interface CandidateSearch<C> {
  /** The candidates matching a search (client mode). */
  filter: (rows: readonly C[], search: string) => readonly C[];
  /** The candidates' list: over the kit's threshold the server pages and searches it. */
  source?: ListSource<C>;
}

export interface LinkCandidates<C> {
  rows: readonly C[] | undefined;
  /** how many candidates there are in all (not only the ones shown) */
  total: number | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
  /** set in server mode: the table's view and the page's total */
  server: ServerPage | undefined;
  searchText: string;
  setSearchText: (text: string) => void;
}

export function useLinkCandidates<C>(
  useCandidates: (options: { enabled: boolean }) => UseQueryResult<readonly C[]>,
  search: CandidateSearch<C> | undefined,
): LinkCandidates<C> {
  const source = search?.source;
  const mode = useListMode(source);
  const server = mode === 'server';
  const count = useQuery(listTotalOptions(source));
  // In server mode nothing fetches every candidate.
  const all = useCandidates({ enabled: mode === 'client' });
  const [searchText, setText] = useState('');
  const [view, setView] = useState<ListView>(FIRST_VIEW);
  // Deferred: filtering 10,000 rows (or asking the server) runs once per search, not per key stroke.
  const deferredSearch = useDeferredValue(searchText);
  const q = deferredSearch.trim();
  const pageSource = useMemo(() => (source && q ? { ...source, query: { ...source.query, q } } : source), [source, q]);
  const page = useServerPage(pageSource, view, server);
  const setSearchText = useCallback((text: string) => {
    setText(text);
    setView((current) => (current.page === 1 ? current : { ...current, page: 1 }));
  }, []);
  const filtered = useMemo(
    () => (all.data && search ? search.filter(all.data, deferredSearch) : all.data),
    [all.data, search, deferredSearch],
  );
  if (server) {
    return {
      rows: page.data?.data,
      total: count.data?.meta.pagination.total,
      loading: page.isFetching,
      error: page.error,
      retry: () => void page.refetch(),
      server: { view, onViewChange: setView, total: page.data?.meta.pagination.total ?? 0 },
      searchText,
      setSearchText,
    };
  }
  return {
    rows: filtered,
    total: all.data?.length,
    loading: mode === 'pending' || all.isLoading,
    error: all.error,
    retry: () => void all.refetch(),
    server: undefined,
    searchText,
    setSearchText,
  };
}

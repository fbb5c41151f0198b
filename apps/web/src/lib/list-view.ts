/**
 * A list's view in the URL: page, page size, sort and column searches, so a view
 * can be bookmarked, shared and reloaded. The parameters are the API's own (`page`,
 * `perPage`, `sort=-name`, `filter[name]=jan`): in server mode they go to the API as they are.
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_KEY, filterKey, formatSort, parseSort, type SortTerm } from '@console/contract/list-query';

export interface ListView {
  page: number;
  perPage: number;
  /** one column at a time, as the table sorts */
  sort: SortTerm | null;
  filter: Readonly<Record<string, string>>;
}

export const DEFAULT_PER_PAGE = 25;
const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The view the URL holds; anything unreadable is left at its default. */
export function readListView(params: URLSearchParams, perPage = DEFAULT_PER_PAGE): ListView {
  const filter: Record<string, string> = {};
  for (const [key, value] of params) {
    const field = FILTER_KEY.exec(key)?.[1];
    if (field && value) filter[field] = value;
  }
  return {
    page: positive(params.get('page'), 1),
    perPage: positive(params.get('perPage'), perPage),
    sort: parseSort(params.get('sort') ?? undefined)[0] ?? null,
    filter,
  };
}

/** The URL's parameters with this view in them; the others (a status filter, a tab) stay. */
export function writeListView(params: URLSearchParams, view: ListView, perPage = DEFAULT_PER_PAGE): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (!['page', 'perPage', 'sort'].includes(key) && !FILTER_KEY.test(key)) next.append(key, value);
  }
  if (view.page > 1) next.set('page', String(view.page));
  if (view.perPage !== perPage) next.set('perPage', String(view.perPage));
  if (view.sort) next.set('sort', formatSort([view.sort]));
  for (const [field, value] of Object.entries(view.filter)) if (value) next.set(filterKey(field), value);
  return next;
}

/** The view as the API's list query (all pages for an export: no page, no perPage). */
export function listViewQuery(view: ListView, paged = true): Record<string, string> {
  const query: Record<string, string> = {};
  if (paged) {
    query.page = String(view.page);
    query.perPage = String(view.perPage);
  }
  if (view.sort) query.sort = formatSort([view.sort]);
  for (const [field, value] of Object.entries(view.filter)) query[filterKey(field)] = value;
  return query;
}

/**
 * The list view of the current URL and a setter that replaces it (no history entry per keystroke).
 * The URL lands a navigation later (route loaders, a transition), so the view asked for is held
 * here until the URL changes: a second header click in between sorts from the first click's
 * sort (descending), not from the URL's old one (ascending again). Any change of the URL (the
 * view landing, the back button) ends the hold.
 */
export function useListView(perPage = DEFAULT_PER_PAGE): [ListView, (view: ListView) => void] {
  const [params, setParams] = useSearchParams();
  const [pending, setPending] = useState<{ view: ListView; at: URLSearchParams } | null>(null);
  const fromUrl = useMemo(() => readListView(params, perPage), [params, perPage]);
  const view = pending?.at === params ? pending.view : fromUrl;
  const setView = useCallback((next: ListView) => {
    setPending({ view: next, at: params });
    setParams((p) => writeListView(p, next, perPage), { replace: true });
  }, [params, setParams, perPage]);
  return [view, setView];
}

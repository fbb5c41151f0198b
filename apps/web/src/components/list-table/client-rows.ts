/**
 * What a table shows of a list it holds whole (up to SERVER_LIST_THRESHOLD rows): the rows
 * that match every column search, in the column sort's order, one page of them. Bigger lists
 * are searched, sorted and paged by the API in the same way (list-compare.ts).
 */
import type { ListView } from '../../lib/list-view';
import { compareValues, matchesFilter } from './list-compare';
import { plainValue, type ListColumn } from './list-columns';

export interface ClientPage<T> {
  rows: readonly T[];
  /** the rows that match the searches, on all pages */
  total: number;
  /** the page shown: the view's, or the last one when the searches left fewer pages */
  page: number;
}

/** A row's id, for ties; 0 for a row without one (its ties keep their order). */
const idOf = (row: unknown): number => {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'number' ? id : 0;
};

/** The searched and sorted rows of `view`, all of them. */
export function searchedAndSorted<T>(rows: readonly T[], columns: readonly ListColumn<T>[], view: Pick<ListView, 'sort' | 'filter'>): readonly T[] {
  let shown = rows;
  for (const [key, search] of Object.entries(view.filter)) {
    const column = columns.find((c) => c.key === key && c.searchable);
    if (column && search) shown = shown.filter((row) => matchesFilter(plainValue(row, column), search, column.kind));
  }
  const sort = view.sort;
  const column = sort ? columns.find((c) => c.key === sort.field && c.sortable) : undefined;
  if (sort && column) {
    // Ties break by id, as the API breaks them: the rows come in the list's own order, which is
    // newest first for some (the actions). Descending is ascending exactly reversed, ties too.
    const sorted = [...shown].sort((a, b) => compareValues(plainValue(a, column), plainValue(b, column)) || idOf(a) - idOf(b));
    shown = sort.desc ? sorted.reverse() : sorted;
  }
  return shown;
}

/** The page of `view` among the searched and sorted rows. */
export function clientPage<T>(rows: readonly T[], columns: readonly ListColumn<T>[], view: ListView): ClientPage<T> {
  const shown = searchedAndSorted(rows, columns, view);
  const pages = Math.max(1, Math.ceil(shown.length / view.perPage));
  const page = Math.min(view.page, pages);
  return { rows: shown.slice((page - 1) * view.perPage, page * view.perPage), total: shown.length, page };
}

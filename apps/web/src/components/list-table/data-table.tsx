/**
 * The table underneath ListTable and LinkTable: config columns, client-side sort and search,
 * pages (so 10,000 rows render one page at a time and stay smooth), loading and empty states.
 * With a `view` the page, sort and searches are held outside (the URL) and every change goes
 * to `onViewChange`; without, the table holds them itself. With `server` as well, the rows are
 * one page the API sorted and searched, and `server.total` counts them all.
 */
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PER_PAGE, type ListView } from '../../lib/list-view';
import { clientPage, searchedAndSorted } from './client-rows';
import { buildColumns, type ListColumn } from './list-columns';
import { Table } from './table';
import { TablePages } from './table-pages';
import type { TableColumn } from './table-column';

export interface DataTableProps<T extends { id: number | string }> {
  rows: readonly T[] | undefined;
  columns: readonly ListColumn<T>[];
  loading?: boolean;
  /** Columns before the config columns (a checkbox) and after them (a view button). */
  leading?: readonly TableColumn<T>[];
  trailing?: readonly TableColumn<T>[];
  pageSize?: number;
  /** Accessible name of the table. */
  label?: string;
  /** The page, sort and searches, held by the caller (the URL). */
  view?: ListView;
  /** false: the caller holds the view in its own state, not in the URL (no page links to addresses). */
  viewInUrl?: boolean;
  onViewChange?: (view: ListView) => void;
  /** Server mode: `rows` is one page of `total`. */
  server?: { total: number };
  /** false: every row at once, no page links (the order switch's table). */
  paged?: boolean;
  /** The empty state's text; default 'Geen gegevens'. */
  emptyText?: string;
}

/** No extra columns: one array, so the columns' memo holds across renders. */
const NO_COLUMNS: readonly never[] = [];
const NO_ROWS: readonly never[] = [];
const ignore = () => undefined;

/**
 * A table built from a column config. Memoised: a screen's re-render for something else (the
 * licence, the signed-in user, a toolbar) does not re-render the table's rows when its own
 * props are the same.
 */
export const DataTable = memo(DataTableOf) as typeof DataTableOf;

function DataTableOf<T extends { id: number | string }>({ rows = NO_ROWS, columns, loading, leading = NO_COLUMNS, trailing = NO_COLUMNS, pageSize = DEFAULT_PER_PAGE, label, view, viewInUrl = true, onViewChange, server, paged = true, emptyText }: DataTableProps<T>) {
  const { t } = useTranslation();
  const [ownView, setOwnView] = useState<ListView>(() => ({ page: 1, perPage: pageSize, sort: null, filter: {} }));
  const current = view ?? ownView;
  const tableColumns = useMemo(() => [...leading, ...buildColumns(columns, t), ...trailing], [leading, columns, trailing, t]);
  const shown = useMemo(() => {
    if (server) return { rows, total: server.total, page: current.page };
    if (!paged) return { rows: searchedAndSorted(rows, columns, current), total: undefined, page: current.page };
    return clientPage(rows, columns, current);
  }, [server, paged, rows, columns, current]);
  const shownView = shown.page === current.page ? current : { ...current, page: shown.page };
  const change = view ? onViewChange ?? ignore : setOwnView;
  return (
    <>
      <Table<T> rows={shown.rows} columns={tableColumns} label={label} loading={loading} view={shownView} onViewChange={change} emptyText={emptyText} />
      {/* As antd's table: page links once there is a row. */}
      {shown.total ? <TablePages view={shownView} total={shown.total} onViewChange={change} hrefs={view !== undefined && viewInUrl} /> : null}
    </>
  );
}

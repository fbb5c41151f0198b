/**
 * The table underneath ListTable and LinkTable: config columns, client-side sort and search,
 * pagination (so 10,000 rows render one page at a time and stay smooth), loading and empty
 * states. With a `view` the page, sort and searches are held outside (the URL) and every
 * change goes to `onViewChange`; with `server` as well, the rows are one page the API sorted
 * and searched (issue 10), and `server.total` counts them all.
 */
import { memo, useMemo } from 'react';
import { Empty, Table, type TableColumnType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListView } from '../../lib/list-view';
import { buildColumns, type ListColumn } from './list-columns';
import { pageLinks } from './page-links';
import './data-table.css';

export const PAGE_SIZES = [10, 25, 50, 100];

export interface DataTableProps<T extends { id: number | string }> {
  rows: readonly T[] | undefined;
  columns: readonly ListColumn<T>[];
  loading?: boolean;
  /** Columns before the config columns (a checkbox) and after them (a view button). */
  leading?: readonly TableColumnType<T>[];
  trailing?: readonly TableColumnType<T>[];
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
}

/** The view a table change asks for: a new sort or search starts at the first page. */
function nextView<T>(view: ListView, ...[pagination, filters, sorter, extra]: Parameters<NonNullable<TableProps<T>['onChange']>>): ListView {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  const sort = s?.order && s.columnKey !== undefined ? { field: String(s.columnKey), desc: s.order === 'descend' } : null;
  const filter: Record<string, string> = {};
  for (const [key, values] of Object.entries(filters)) {
    const value = values?.[0];
    if (typeof value === 'string' && value.trim()) filter[key] = value.trim();
  }
  const page = extra.action === 'paginate' ? pagination.current ?? 1 : 1;
  return { page, perPage: pagination.pageSize ?? view.perPage, sort, filter };
}

/** No extra columns: one array, so the columns' memo holds across renders. */
const NO_COLUMNS: readonly never[] = [];

/**
 * An antd Table built from a column config. Memoised: a screen's re-render for something else
 * (the licence, the signed-in user, a toolbar) does not re-render the table's rows when its
 * own props are the same (issue 10: each re-render of 25 rows cost 40-120 ms on this machine).
 */
export const DataTable = memo(DataTableOf) as typeof DataTableOf;

function DataTableOf<T extends { id: number | string }>({ rows, columns, loading, leading = NO_COLUMNS, trailing = NO_COLUMNS, pageSize = 25, label, view, viewInUrl = true, onViewChange, server }: DataTableProps<T>) {
  const { t } = useTranslation();
  const serverMode = server !== undefined;
  const antColumns = useMemo(
    () => [...leading, ...buildColumns(columns, t, view ? { view, server: serverMode } : undefined), ...trailing],
    [leading, columns, trailing, t, view, serverMode],
  );
  // In antd's frame for a placeholder, held in view when the table is wider than its card (data-table.css).
  const emptyLocale = useMemo(() => ({
    emptyText: (
      <div className="ant-table-expanded-row-fixed data-table-empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />
      </div>
    ),
  }), [t]);
  // antd wants a mutable array; copy once per data change, not per render.
  const data = useMemo(() => (rows ? [...rows] : []), [rows]);
  return (
    <Table<T>
      // Scrolls sideways inside its card by data-table.css, not antd's scroll option (no measuring render).
      className="data-table"
      aria-label={label}
      rowKey="id"
      size="middle"
      columns={antColumns}
      dataSource={data}
      loading={loading}
      locale={emptyLocale}
      onChange={view && onViewChange ? (...change) => onViewChange(nextView(view, ...change)) : undefined}
      pagination={{
        ...(view ? { current: view.page, pageSize: view.perPage } : { defaultPageSize: pageSize }),
        ...(server ? { total: server.total } : {}),
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        hideOnSinglePage: false,
        showTotal: (total, [from, to]) => t('table.total', { from, to, total }),
        // A view in the URL: each page is a link to its address (page-links.tsx).
        ...(view && viewInUrl ? { itemRender: pageLinks(view) } : {}),
      }}
    />
  );
}

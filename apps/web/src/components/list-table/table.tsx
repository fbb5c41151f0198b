/**
 * The console's table, drawn as plain HTML: a <table> with a named header row (sort buttons,
 * per-column search), the rows, and its empty and loading states. It only draws: which rows,
 * in which order, is decided by its caller (data-table.tsx for the list kit's lists and link
 * editors, with the page links below; sort-table.tsx for the order switch), and every change
 * of sort or search goes to `onViewChange` as a new view.
 */
import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { Empty, Spin } from 'antd';
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ListView } from '../../lib/list-view';
import { ColumnSearch } from './column-search';
import type { TableColumn } from './table-column';
import './data-table.css';

/** A row's element: a <tr> with the row's key, and the cells as children. */
export interface TableRowProps {
  id: number | string;
  children: ReactNode;
}

function PlainRow({ id, children }: TableRowProps) {
  return <tr data-row-key={id}>{children}</tr>;
}

export interface TableProps<T extends { id: number | string }> {
  /** The rows to draw, in their order (one page when paged). */
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  /** The table's accessible name. */
  label?: string;
  loading?: boolean;
  /** The sort and searches the header shows; none when the table is not sorted or searched. */
  view?: ListView;
  onViewChange?: (view: ListView) => void;
  /** The empty state's text; default 'Geen gegevens'. */
  emptyText?: string;
  /** Each row's element (a draggable one for the order switch). */
  Row?: ComponentType<TableRowProps>;
  size?: 'middle' | 'small';
}

/** The sort a header click asks for: ascending, then descending, then none. */
export function nextSort(sort: ListView['sort'], field: string): ListView['sort'] {
  if (sort?.field !== field) return { field, desc: false };
  return sort.desc ? null : { field, desc: true };
}

/** A table without sort or search. */
const UNSORTED: ListView = { page: 1, perPage: Number.MAX_SAFE_INTEGER, sort: null, filter: {} };
const ignore = () => undefined;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<T>({ column, view, onViewChange }: { column: TableColumn<T>; view: ListView; onViewChange: (view: ListView) => void }) {
  const name = column.name ?? (typeof column.title === 'string' ? column.title : column.key);
  const sorted = view.sort?.field === column.key ? view.sort : null;
  const direction = sorted ? (sorted.desc ? 'desc' : 'asc') : null;
  const search = view.filter[column.key] ?? '';
  const onSearch = (text: string) => {
    const filter = { ...view.filter };
    if (text) filter[column.key] = text;
    else delete filter[column.key];
    onViewChange({ ...view, page: 1, filter });
  };
  // The whole header cell sorts, as antd's did; its button is the keyboard's way in (its click
  // comes here too). Not a click in the search button or its box (a portal, inside in React).
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target;
    if (!(target instanceof Element) || !event.currentTarget.contains(target) || target.closest('.data-table-search')) return;
    onViewChange({ ...view, page: 1, sort: nextSort(view.sort, column.key) });
  };
  return (
    <th
      scope="col"
      onClick={column.sortable ? onClick : undefined}
      aria-sort={column.sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
      className={[direction ? 'is-sorted' : '', column.align === 'end' ? 'is-end' : ''].join(' ').trim() || undefined}
    >
      <div className="data-table-head">
        {column.sortable ? (
          <button type="button" className="data-table-sort">
            <span>{column.title}</span>
            <span className="data-table-sorter" aria-hidden>
              <CaretUpOutlined className={direction === 'asc' ? 'is-active' : undefined} />
              <CaretDownOutlined className={direction === 'desc' ? 'is-active' : undefined} />
            </span>
          </button>
        ) : <span className="data-table-title">{column.title}</span>}
        {column.searchable ? <ColumnSearch column={name} value={search} onSearch={onSearch} /> : null}
      </div>
    </th>
  );
}

/** Draws `rows` under `columns`; see the module's comment. */
export function Table<T extends { id: number | string }>({ rows, columns, label, loading = false, view = UNSORTED, onViewChange = ignore, emptyText, Row = PlainRow, size = 'middle' }: TableProps<T>) {
  const { t } = useTranslation();
  return (
    <Spin spinning={loading}>
      <div className="data-table-scroll">
        <table className={`data-table data-table-${size}`} aria-label={label} aria-busy={loading || undefined}>
          <colgroup>
            {columns.map((column) => <col key={column.key} style={column.width === undefined ? undefined : { width: column.width }} />)}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => <HeaderCell key={column.key} column={column} view={view} onViewChange={onViewChange} />)}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="data-table-empty-row">
                <td colSpan={columns.length}>
                  <div className="data-table-empty">
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('common.empty')} />
                  </div>
                </td>
              </tr>
            ) : rows.map((row) => (
              <Row key={row.id} id={row.id}>
                {columns.map((column) => (
                  <td key={column.key} className={[view.sort?.field === column.key ? 'is-sorted' : '', column.align === 'end' ? 'is-end' : ''].join(' ').trim() || undefined}>
                    {column.render(row)}
                  </td>
                ))}
              </Row>
            ))}
          </tbody>
        </table>
      </div>
    </Spin>
  );
}

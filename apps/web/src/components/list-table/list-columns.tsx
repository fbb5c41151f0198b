/**
 * Columns declared as config (key, title, sortable, searchable) turned into antd columns with
 * client-side sorting and a search box per column. Shared by ListTable and LinkTable.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { ListView } from '../../lib/list-view';
import { ColumnSearch } from './column-search';
import { compareValues, matchesSearch, type CellValue } from './list-compare';

export type { CellValue } from './list-compare';

export interface ListColumn<T> {
  /** The row field the column shows (and sorts and searches on, unless `value` is given). */
  key: keyof T & string;
  /** i18n key of the column title. */
  title: string;
  sortable?: boolean;
  searchable?: boolean;
  /** The plain value to sort and search on, when the field is not plain. */
  value?: (row: T) => CellValue;
  /** Custom cell content; default: the value as text. */
  render?: (row: T) => ReactNode;
  width?: number | string;
}

function plainValue<T>(row: T, column: ListColumn<T>): CellValue {
  if (column.value) return column.value(row);
  const raw: unknown = row[column.key];
  if (raw === null || raw === undefined) return raw;
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  return JSON.stringify(raw);
}

/** A table whose sort and searches are held outside it (the URL) and, in server mode, done by the API. */
export interface ColumnState {
  view: ListView;
  /** the server sorts and searches: no comparing or matching here */
  server: boolean;
}

/** Builds the antd columns of a column config. */
export function buildColumns<T>(columns: readonly ListColumn<T>[], t: TFunction, state?: ColumnState): TableColumnType<T>[] {
  return columns.map((column) => {
    const title = t(column.title);
    const antColumn: TableColumnType<T> = {
      key: column.key,
      dataIndex: column.key,
      title,
      width: column.width,
      render: (_: unknown, row: T) => (column.render ? column.render(row) : String(plainValue(row, column) ?? '')),
    };
    if (column.sortable) {
      antColumn.sorter = state?.server ? true : (a: T, b: T) => compareValues(plainValue(a, column), plainValue(b, column));
      antColumn.sortDirections = ['ascend', 'descend'];
      if (state) {
        const sort = state.view.sort;
        antColumn.sortOrder = sort?.field === column.key ? (sort.desc ? 'descend' : 'ascend') : null;
      }
    }
    if (column.searchable) {
      antColumn.filterDropdown = (props) => <ColumnSearch {...props} column={title} />;
      antColumn.filterIcon = (filtered: boolean) => <SearchTrigger filtered={filtered} label={t('table.filter_column', { column: title })} />;
      if (!state?.server) antColumn.onFilter = (search, row) => matchesSearch(plainValue(row, column), String(search));
      if (state) {
        const search = state.view.filter[column.key];
        antColumn.filteredValue = search ? [search] : null;
      }
    }
    return antColumn;
  });
}

/**
 * The search icon in a column header. antd wraps it in its own trigger (role button, but not
 * focusable: tabIndex -1), so that trigger is made the button: focusable, named, pressed while
 * the column is searched, Enter or Space opening the search box, keeping the table keyboard
 * usable. A button of our own inside antd's would be a control inside a control (axe:
 * nested-interactive). antd's hidden copy of the header (its measure row) stays unfocusable.
 */
function SearchTrigger({ filtered, label }: { filtered: boolean; label: string }) {
  const icon = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const trigger = icon.current?.closest<HTMLElement>('.ant-table-filter-trigger');
    if (!trigger || trigger.closest('[aria-hidden="true"]')) return undefined;
    trigger.tabIndex = 0;
    trigger.setAttribute('aria-label', label);
    trigger.setAttribute('aria-pressed', String(filtered));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      // Keep the header cell from toggling its sort order as well.
      event.preventDefault();
      event.stopPropagation();
      trigger.click();
    };
    trigger.addEventListener('keydown', onKeyDown);
    return () => trigger.removeEventListener('keydown', onKeyDown);
  }, [filtered, label]);
  return (
    <span ref={icon} className="column-search-trigger">
      <SearchOutlined style={{ color: filtered ? 'var(--ant-color-primary, #1677ff)' : undefined }} aria-hidden />
    </span>
  );
}

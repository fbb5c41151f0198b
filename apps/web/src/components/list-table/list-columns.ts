/**
 * A screen's columns declared as config (key, title, sortable, searchable) and what the table
 * draws of them (table-column.ts). Shared by the list screens, the link editors and the order
 * switch; how a list held whole sorts and searches them is client-rows.ts.
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { CellValue } from './list-compare';
import type { TableColumn } from './table-column';

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

/** The value a column sorts and searches on. */
export function plainValue<T>(row: T, column: ListColumn<T>): CellValue {
  if (column.value) return column.value(row);
  const raw: unknown = row[column.key];
  if (raw === null || raw === undefined) return raw;
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  return JSON.stringify(raw);
}

/** The table's columns of a column config, titles translated. */
export function buildColumns<T>(columns: readonly ListColumn<T>[], t: TFunction): TableColumn<T>[] {
  return columns.map((column) => {
    const title = t(column.title);
    return {
      key: column.key,
      title,
      width: column.width,
      sortable: column.sortable,
      searchable: column.searchable,
      render: (row: T) => (column.render ? column.render(row) : String(plainValue(row, column) ?? '')),
    };
  });
}

/**
 * A screen's columns declared as config (key, title, sortable, searchable) and what the table
 * draws of them (table-column.ts). Shared by the list screens, the link editors and the order
 * switch; how a list held whole sorts and searches them is client-rows.ts.
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { listColumnsOf, type ColumnKind } from '@console/contract/list-query';
import type { CellValue } from './list-compare';
import type { TableColumn } from './table-column';

export interface ListColumn<T> {
  /** The row field the column shows (and sorts and searches on, unless `value` is given). */
  key: keyof T & string;
  /** i18n key of the column title. */
  title: string;
  sortable?: boolean;
  searchable?: boolean;
  /**
   * How a search matches (the API's filter of the field, contract list-query.ts): exact for an
   * id, a number, a yes/no or a choice, contains for text. Default: the row schema's kind of the
   * field when the list has a source and no `value`, else by the value (a number or yes/no exact).
   */
  kind?: ColumnKind;
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

/**
 * The columns with the kind their row schema gives each plain field (an enum's exact match among
 * them), so a list held whole searches as the API filters it; a column with its own `kind` or
 * `value` keeps it.
 */
export function withKinds<T>(columns: readonly ListColumn<T>[], schema: z.ZodType | undefined): readonly ListColumn<T>[] {
  if (!schema) return columns;
  const kinds = listColumnsOf(schema);
  return columns.map((column) => (column.kind || column.value || !Object.hasOwn(kinds, column.key) ? column : { ...column, kind: kinds[column.key] }));
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

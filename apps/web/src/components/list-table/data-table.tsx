/**
 * The table underneath ListTable and LinkTable: config columns, client-side sort and search,
 * pagination (so 10,000 rows render one page at a time and stay smooth), loading and empty
 * states.
 */
import { useMemo } from 'react';
import { Empty, Table, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildColumns, type ListColumn } from './list-columns';

export const PAGE_SIZES = [10, 25, 50, 100];

export interface DataTableProps<T extends { id: number | string }> {
  rows: readonly T[] | undefined;
  columns: readonly ListColumn<T>[];
  loading?: boolean;
  /** Columns before the config columns (a checkbox) and after them (a view button). */
  leading?: TableColumnType<T>[];
  trailing?: TableColumnType<T>[];
  pageSize?: number;
  /** Accessible name of the table. */
  label?: string;
}

/** An antd Table built from a column config. */
export function DataTable<T extends { id: number | string }>({ rows, columns, loading, leading = [], trailing = [], pageSize = 25, label }: DataTableProps<T>) {
  const { t } = useTranslation();
  const antColumns = useMemo(
    () => [...leading, ...buildColumns(columns, t), ...trailing],
    [leading, columns, trailing, t],
  );
  // antd wants a mutable array; copy once per data change, not per render.
  const data = useMemo(() => (rows ? [...rows] : []), [rows]);
  return (
    <Table<T>
      aria-label={label}
      rowKey="id"
      size="middle"
      columns={antColumns}
      dataSource={data}
      loading={loading}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} /> }}
      pagination={{
        defaultPageSize: pageSize,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        hideOnSinglePage: false,
        showTotal: (total, [from, to]) => t('table.total', { from, to, total }),
      }}
      scroll={{ x: 'max-content' }}
    />
  );
}

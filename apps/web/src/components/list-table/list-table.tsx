/**
 * The list screen's table: a card with a title and a create button, and a table whose columns
 * are declared as config (sortable and searchable per column) with a view button per row.
 * Every list screen of the console is one of these. A list screen names its `source` (issue
 * 10): its page, sort and searches then live in the URL, an 'Exporteren' button downloads
 * what it shows as CSV, and over SERVER_LIST_THRESHOLD rows the API sorts, searches and pages
 * (the screen then does not fetch every row: see useListMode).
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Tooltip } from 'antd';
import { Card } from '../page/card';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../link-button';
import { useListView, type ListView } from '../../lib/list-view';
import { DataTable } from './data-table';
import { ExportButton } from './export-button';
import { serverPageOptions, useListMode, useServerPage, type ListSource } from './list-source';
import { actionsColumn, viewColumn } from './view-column';
import { withKinds, type ListColumn } from './list-columns';
import type { TableColumn } from './table-column';

export interface CreateAction {
  /** Route of the create screen. */
  to: string;
  /** Button text; default 'Toevoegen'. */
  label?: string;
  disabled?: boolean;
  /** Shown on hover, e.g. why the button is disabled. */
  tooltip?: string;
}

export interface ListTableProps<T extends { id: number | string }> {
  title?: ReactNode;
  rows: readonly T[] | undefined;
  columns: readonly ListColumn<T>[];
  loading?: boolean;
  /** A failed load: shows an error with a retry button instead of the table. */
  error?: unknown;
  onRetry?: () => void;
  /** Route of a row's detail screen; adds the view button. */
  viewHref?: (row: T) => string;
  /** Buttons of a row instead of the view button (a restore); a function that stays the same across renders keeps the table memoised. */
  rowActions?: (row: T) => ReactNode;
  create?: CreateAction;
  /** More buttons beside the create button. */
  extra?: ReactNode;
  pageSize?: number;
  /** The list's API path and row schema: URL state, export and server mode. */
  source?: ListSource<T>;
  /** Page, sort and searches in the URL without a source: a list few by nature, held whole (the geo-server exports). */
  inUrl?: boolean;
  /** The empty state's text (what to do to fill the list); default 'Geen gegevens'. */
  emptyText?: string;
}

/** A list of records with per-column sort and search, a view button per row and a create button. */
export function ListTable<T extends { id: number | string }>({ title, rows, columns, loading, error, onRetry, viewHref, rowActions, create, extra, pageSize, source, inUrl = false, emptyText }: ListTableProps<T>) {
  const { t } = useTranslation();
  const [view, writeView] = useListView(pageSize);
  const mode = useListMode(source);
  const page = useServerPage(source, view, mode === 'server');
  const server = mode === 'server';
  const queryClient = useQueryClient();
  // In server mode the next page's call starts as the change is made, not a navigation and a render later.
  const setView = useCallback((next: ListView) => {
    if (server) void queryClient.prefetchQuery(serverPageOptions(source, next));
    writeView(next);
  }, [server, queryClient, source, writeView]);
  const shown = server ? page.data?.data : rows;
  const failed = server ? page.error : error;
  const retry = server ? () => void page.refetch() : onRetry;
  const schema = source?.schema;
  const kindedColumns = useMemo(() => withKinds(columns, schema), [columns, schema]);
  const trailing = useMemo<TableColumn<T>[]>(() => {
    if (rowActions) return [actionsColumn(rowActions, t)];
    return viewHref ? [viewColumn(viewHref, t)] : [];
  }, [rowActions, viewHref, t]);
  // The table is memoised (data-table.tsx): its props stay the same objects while nothing in them changes.
  const total = server ? page.data?.meta.pagination.total ?? 0 : undefined;
  const serverTotal = useMemo(() => (total === undefined ? undefined : { total }), [total]);

  const createButton = create ? (
    <Tooltip title={create.tooltip}>
      {/* The span keeps the tooltip working on a disabled button. */}
      <span>
        <LinkButton to={create.to} type="primary" icon={<PlusOutlined aria-hidden />} disabled={create.disabled}>
          {create.label ?? t('table.create')}
        </LinkButton>
      </span>
    </Tooltip>
  ) : null;

  return (
    <Card title={title} extra={<Space wrap>{extra}{source ? <ExportButton path={source.path} view={view} fileName={source.fileName} query={source.query} /> : null}{createButton}</Space>}>
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('common.load_failed')}
          action={retry ? <Button size="small" onClick={retry}>{t('common.retry')}</Button> : undefined}
        />
      ) : (
        <DataTable
          rows={shown}
          columns={kindedColumns}
          loading={mode === 'pending' || (server ? page.isFetching : loading)}
          trailing={trailing}
          pageSize={pageSize}
          label={typeof title === 'string' ? title : undefined}
          view={source || inUrl ? view : undefined}
          onViewChange={source || inUrl ? setView : undefined}
          server={serverTotal}
          emptyText={emptyText}
        />
      )}
    </Card>
  );
}

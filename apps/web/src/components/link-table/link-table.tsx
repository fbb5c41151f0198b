/**
 * The checkbox link table: every candidate row with a checkbox that says whether it is linked.
 * Ticking adds the link and unticking removes it, each at once (no save button), with id and
 * name filter and sort. Role permissions, team members, type attributes and the other link
 * editors of the console are all this table.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Checkbox } from 'antd';
import { Card } from '../page/card';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../list-table/data-table';
import type { ListColumn } from '../list-table/list-columns';
import type { TableColumn } from '../list-table/table-column';
import type { ListView } from '../../lib/list-view';

export interface LinkRow {
  id: number;
  name: string;
}

export interface LinkTableProps<T extends LinkRow> {
  title?: ReactNode;
  /** Every row that can be linked. */
  rows: readonly T[] | undefined;
  /** The ids linked now. */
  linkedIds: Iterable<number> | undefined;
  loading?: boolean;
  /** Links a row; the caller refreshes linkedIds afterwards (invalidating its query). */
  onAdd: (row: T) => Promise<unknown>;
  /** Unlinks a row. */
  onRemove: (row: T) => Promise<unknown>;
  /** Columns beside the checkbox; default id and name, both sortable and searchable. */
  columns?: readonly ListColumn<T>[];
  extra?: ReactNode;
  /** Server mode (a big list): `rows` is one page of `total`, sorted and searched by the API as `view` asks. */
  server?: ServerPage;
}

/** One page of a list the server sorts, searches and pages: the view held by the caller. */
export interface ServerPage {
  view: ListView;
  onViewChange: (view: ListView) => void;
  total: number;
}

/** Default columns of a link table: id and name, sortable and searchable. */
export function linkColumns<T extends LinkRow>(): ListColumn<T>[] {
  return [
    { key: 'id', title: 'common.id', sortable: true, searchable: true, width: 100 },
    { key: 'name', title: 'common.name', sortable: true, searchable: true },
  ];
}

/** A table of checkboxes where each tick or untick is saved at once. */
export function LinkTable<T extends LinkRow>({ title, rows, linkedIds, loading, onAdd, onRemove, columns, extra, server }: LinkTableProps<T>) {
  const { t } = useTranslation();
  // Rows whose change is on its way, with the state they are going to; shown already, and
  // their checkbox is disabled so a double click cannot send the opposite call in between.
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const linked = useMemo(() => new Set(linkedIds ?? []), [linkedIds]);
  const configColumns = useMemo(() => columns ?? linkColumns<T>(), [columns]);
  const total = server?.total;
  const serverTotal = useMemo(() => (total === undefined ? undefined : { total }), [total]);

  const leading = useMemo<TableColumn<T>[]>(() => {
    const toggle = async (row: T, checked: boolean) => {
      setPending((prev) => new Map(prev).set(row.id, checked));
      try {
        await (checked ? onAdd(row) : onRemove(row));
      } catch {
        // The http client has shown what went wrong; the box falls back to the stored state.
      } finally {
        setPending((prev) => {
          const next = new Map(prev);
          next.delete(row.id);
          return next;
        });
      }
    };
    return [{
      key: '__linked',
      title: t('table.linked'),
      width: 110,
      render: (row: T) => {
        const target = pending.get(row.id);
        return (
          <Checkbox
            aria-label={t('table.link_row', { name: row.name })}
            checked={target ?? linked.has(row.id)}
            disabled={target !== undefined}
            onChange={(event) => void toggle(row, event.target.checked)}
          />
        );
      },
    }];
  }, [linked, pending, onAdd, onRemove, t]);

  return (
    <Card title={title} extra={extra}>
      <DataTable
        rows={rows}
        columns={configColumns}
        loading={loading}
        leading={leading}
        label={typeof title === 'string' ? title : undefined}
        view={server?.view}
        // The link editor holds its page in its own state: no page links to addresses.
        viewInUrl={false}
        onViewChange={server?.onViewChange}
        server={serverTotal}
      />
    </Card>
  );
}

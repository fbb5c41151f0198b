/**
 * The drag-sort table: rows in their stored order, and a sort switch; while the switch is on,
 * rows are dragged by their handle (mouse, touch, or keyboard: space, arrows, space) and the
 * new order is saved when a drag ends. Lookup values, type attributes and action statuses all
 * sort through this. Columns may sort and search too, as in every list, outside drag mode only.
 */
import { createContext, useContext, useMemo, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { Space, Switch } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, MouseSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { Card } from '../page/card';
import { DataTable } from '../list-table/data-table';
import { buildColumns, type ListColumn } from '../list-table/list-columns';
import { Table, type TableRowProps } from '../list-table/table';
import type { TableColumn } from '../list-table/table-column';
import { reorder } from './reorder';

type Handle = HTMLAttributes<HTMLElement>;
const HandleContext = createContext<Handle | null>(null);

function DragHandle({ name }: { name: string }) {
  const { t } = useTranslation();
  const handle = useContext(HandleContext);
  if (!handle) return null;
  // touch-action none: a finger on the handle drags the row instead of scrolling the page.
  return <span {...handle} role="button" tabIndex={0} aria-label={t('sort.handle', { name })} style={{ cursor: 'grab', touchAction: 'none' }}><HolderOutlined aria-hidden /></span>;
}

function SortableRow({ id, children }: TableRowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, ...(isDragging ? { position: 'relative', zIndex: 9 } : {}) };
  const handle = useMemo(() => ({ ...attributes, ...listeners }), [attributes, listeners]);
  return (
    <HandleContext.Provider value={handle}>
      <tr data-row-key={id} ref={setNodeRef} style={style}>{children}</tr>
    </HandleContext.Provider>
  );
}

export interface SortTableProps<T extends { id: number; name: string }> {
  title: ReactNode;
  rows: readonly T[] | undefined;
  /** The data columns, sortable and searchable as declared (outside drag mode). */
  columns: readonly ListColumn<T>[];
  /** Columns after them (a row's buttons). */
  trailing?: readonly TableColumn<T>[];
  loading?: boolean;
  /** Saves the new order (ids, first to last); the caller refreshes rows afterwards. */
  onReorder: (ids: number[]) => Promise<unknown>;
  extra?: ReactNode;
  /** The empty state's text; default 'Geen gegevens'. */
  emptyText?: string;
}

export function SortTable<T extends { id: number; name: string }>({ title, rows, columns, trailing, loading, onReorder, extra, emptyText }: SortTableProps<T>) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState(false);
  // The order shown while a save is on its way.
  const [pending, setPending] = useState<T[] | null>(null);
  const shown = pending ?? rows ?? [];
  // Mouse and touch apart: the touch sensor keeps a finger's drag even where the browser starts
  // to scroll (it cancels the pointer events then, which would end a pointer-sensor drag).
  const sensors = useSensors(useSensor(MouseSensor), useSensor(TouchSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const label = typeof title === 'string' ? title : undefined;

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = reorder(shown, Number(active.id), Number(over.id));
    setPending(next);
    try {
      await onReorder(next.map((r) => r.id));
    } catch {
      // The http client has shown what went wrong; the rows fall back to the stored order.
    } finally {
      setPending(null);
    }
  };

  // While dragging, the columns lose their sort and search (a drag's place would be unclear);
  // the table outside drag mode is remounted when the switch goes off, starting unsorted.
  const dragColumns = useMemo<TableColumn<T>[]>(() => [
    { key: '__sort', width: 48, render: (row: T) => <DragHandle name={row.name} /> },
    ...buildColumns(columns, t).map((column) => ({ ...column, sortable: false, searchable: false })),
    ...(trailing ?? []),
  ], [columns, trailing, t]);

  return (
    <Card title={title} extra={(
      <Space>
        <Space size={6}>
          <Switch checked={sorting} onChange={setSorting} aria-label={t('sort.switch')} size="small" />
          <span>{t('sort.switch')}</span>
        </Space>
        {extra}
      </Space>
    )}>
      {sorting ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(e) => void onDragEnd(e)}>
          <SortableContext items={shown.map((r) => r.id)} strategy={verticalListSortingStrategy}>
            <Table<T> rows={shown} columns={dragColumns} label={label} loading={loading || pending !== null}
              Row={SortableRow} emptyText={emptyText} />
          </SortableContext>
        </DndContext>
      ) : (
        <DataTable<T> rows={shown} columns={columns} trailing={trailing} label={label} loading={loading || pending !== null} paged={false} emptyText={emptyText} />
      )}
    </Card>
  );
}

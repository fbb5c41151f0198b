/**
 * The drag-sort table: rows in their stored order, and a sort switch; while the switch is on,
 * rows are dragged by their handle (mouse, touch, or keyboard: space, arrows, space) and the
 * new order is saved when a drag ends. Lookup values, type attributes and action statuses all
 * sort through this. Columns may sort and search too (buildColumns of list-table), outside drag
 * mode only.
 */
import { createContext, useContext, useMemo, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { Card, Space, Switch, Table, type TableColumnType } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, MouseSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
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

function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: props['data-row-key'] });
  const style: CSSProperties = { ...props.style, transform: CSS.Translate.toString(transform), transition, ...(isDragging ? { position: 'relative', zIndex: 9 } : {}) };
  const handle = useMemo(() => ({ ...attributes, ...listeners }), [attributes, listeners]);
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

/** A column without its column sort and search (antd's sorter and filter). */
function withoutSortOrSearch<T>(column: TableColumnType<T>): TableColumnType<T> {
  const { sorter: _sorter, sortDirections: _directions, filterDropdown: _dropdown, filterIcon: _icon, onFilter: _filter, ...rest } = column;
  return rest;
}

export interface SortTableProps<T extends { id: number; name: string }> {
  title: ReactNode;
  rows: readonly T[] | undefined;
  columns: TableColumnType<T>[];
  loading?: boolean;
  /** Saves the new order (ids, first to last); the caller refreshes rows afterwards. */
  onReorder: (ids: number[]) => Promise<unknown>;
  extra?: ReactNode;
}

export function SortTable<T extends { id: number; name: string }>({ title, rows, columns, loading, onReorder, extra }: SortTableProps<T>) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState(false);
  // The order shown while a save is on its way.
  const [pending, setPending] = useState<T[] | null>(null);
  const shown = pending ?? (rows ? [...rows] : []);
  // Mouse and touch apart: the touch sensor keeps a finger's drag even where the browser starts
  // to scroll (it cancels the pointer events then, which would end a pointer-sensor drag).
  const sensors = useSensors(useSensor(MouseSensor), useSensor(TouchSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

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

  // While dragging, rows show in their stored order, all of them: a column sort or search would
  // make a drag's place unclear, so the columns lose theirs (and the table, remounted, forgets
  // the ones chosen before; switching back starts unsorted and unsearched).
  const all: TableColumnType<T>[] = sorting
    ? [{ key: '__sort', width: 48, render: (_: unknown, row: T) => <DragHandle name={row.name} /> }, ...columns.map(withoutSortOrSearch)]
    : columns;
  const table = (
    <Table<T>
      rowKey="id"
      size="middle"
      columns={all}
      dataSource={shown}
      loading={loading || pending !== null}
      pagination={false}
      components={sorting ? { body: { row: SortableRow } } : undefined}
    />
  );
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
          <SortableContext items={shown.map((r) => r.id)} strategy={verticalListSortingStrategy}>{table}</SortableContext>
        </DndContext>
      ) : table}
    </Card>
  );
}

/**
 * The selection's members. A route: its stops in order with their number, dragged into a new
 * order with the drag-sort kit, a stop taken out, the whole route reversed; a set: its objects.
 * Either takes an object chosen by its code at the end (not the junction a route ends on: it
 * says so). Every change saves the whole list at once (PATCH {objects} on the version read); a
 * removal or new order that brings a junction next to itself saves it as one stop and says so.
 * The server refuses an object whose type is not linked to the selection type, naming it.
 * Read-only: the list alone.
 */
import { useMemo, useState } from 'react';
import { App, Button, Empty, Flex, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@console/contract/selections';
import { ObjectChoice } from '../../../components/new-action/object-choice';
import { Card } from '../../../components/page/card';
import { DataTable } from '../../../components/list-table/data-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import type { TableColumn } from '../../../components/list-table/table-column';
import { SortTable } from '../../../components/sort-table/sort-table';
import { useUpdateSelection } from '../api/update-selection';
import { endsOn, idsInOrder, reversedIds, withMember, withoutMember, type MemberRow } from '../model/members';

/** The search box's id, which its label names. */
const ADD_INPUT = 'selection-add-object';

const positionColumn: ListColumn<MemberRow> = { key: 'position', title: 'selections.number', width: 48 };

/** The columns; a member whose object was deleted meanwhile says so. */
const columnsOf = (ordered: boolean, deleted: string): ListColumn<MemberRow>[] => [
  ...(ordered ? [positionColumn] : []),
  { key: 'code', title: 'selections.code' },
  { key: 'label', title: 'selections.object_name', render: (r) => <>{r.label}{r.deleted_at ? <Tag style={{ marginInlineStart: 8 }}>{deleted}</Tag> : null}</> },
  { key: 'map_object_type_name', title: 'selections.object_type' },
];

export interface MembersCardProps {
  selection: Selection;
  rows: readonly MemberRow[] | undefined;
  loading: boolean;
  readOnly: boolean;
}

export function MembersCard({ selection, rows, loading, readOnly }: MembersCardProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateSelection(selection.id);
  const [adding, setAdding] = useState<number | undefined>(undefined);
  const ordered = selection.is_ordered;
  const list = rows ?? [];
  const columns = useMemo(() => columnsOf(ordered, t('selections.member_deleted')), [ordered, t]);
  /** Saves the whole list; `sent` is how many stops the change meant, more than `objects` when two became one. */
  const save = (objects: number[], done: string, sent = objects.length) => update.mutateAsync({ objects, updated_at: selection.updated_at })
    .then(() => {
      void message.success(done);
      if (objects.length < sent) void message.info(t('selections.merged'));
    });

  const trailing = useMemo<TableColumn<MemberRow>[]>(() => (readOnly ? [] : [{
    key: '__remove', width: 48, align: 'end',
    render: (row) => (
      <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('selections.remove_named', { name: `${row.position}. ${row.name}` })}
        onClick={() => void save(withoutMember(list, row.id), t('selections.removed', { name: row.name }), list.length - 1).catch(() => undefined)} />
    ),
  }]), [readOnly, list, selection.updated_at, t]);

  const add = () => {
    if (adding === undefined) return;
    if (ordered && endsOn(list, adding)) {
      void message.warning(t('selections.already_last', { name: list[list.length - 1].name }));
      return;
    }
    void save(withMember(list, adding, ordered), t('selections.added')).then(() => setAdding(undefined), () => undefined);
  };
  const title = ordered ? t('selections.members_route') : t('selections.members_set');
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ordered ? t('selections.no_members_route') : t('selections.no_members_set')} />;
  const adder = readOnly ? null : (
    <Flex gap={8} wrap align="center" role="group" aria-label={t('selections.add_object')}>
      <label htmlFor={ADD_INPUT}>{t('selections.add_object_code')}</label>
      <div style={{ flex: '1 1 200px', minWidth: 0 }}>
        <ObjectChoice id={ADD_INPUT} value={adding} onChange={setAdding} />
      </div>
      <Button icon={<PlusOutlined aria-hidden />} disabled={adding === undefined} loading={update.isPending} onClick={add}>{t('selections.add')}</Button>
    </Flex>
  );

  if (ordered && !readOnly && list.length > 0) {
    return (
      <Flex vertical gap={12}>
        <SortTable<MemberRow> title={title} rows={list} columns={columns} trailing={trailing} loading={loading || update.isPending}
          onReorder={(positions) => save(idsInOrder(list, positions), t('selections.order_saved'), positions.length)}
          extra={<Button size="small" icon={<SwapOutlined aria-hidden />} disabled={list.length < 2} onClick={() => void save(reversedIds(list), t('selections.reversed')).catch(() => undefined)}>{t('selections.reverse')}</Button>} />
        <Card title={t('selections.add_object')}>{adder}</Card>
      </Flex>
    );
  }
  return (
    <Card title={title}>
      <Flex vertical gap={12}>
        {list.length === 0 && !loading ? empty : (
          <DataTable<MemberRow> rows={list} columns={columns} trailing={trailing} label={title} loading={loading || update.isPending} paged={false} />
        )}
        {adder}
      </Flex>
    </Card>
  );
}

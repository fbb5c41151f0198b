/**
 * 'Nieuwe route': the panel beside the map while a route is built by clicking its junctions.
 * The route's kind (the network's selection types labelled as route) and name; the hint or why
 * the last click added nothing; a stop added by its code too (the keyboard's way); the course's length and gaps as the API computed them for the
 * stops so far; the stops in order (the drag-sort kit: mouse, finger or keyboard), each with a
 * button that removes it, and the whole reversed; save and cancel.
 */
import { useMemo } from 'react';
import { Alert, Button, Flex, Input, Select, Typography } from 'antd';
import { DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MapObject } from '@console/contract/map-objects';
import type { Course } from '@console/contract/selections';
import type { SelectionType } from '@console/contract/selection-types';
import { NAME_MAX } from '@console/contract/limits';
import { ObjectChoice } from '../../../components/new-action/object-choice';
import { SortTable } from '../../../components/sort-table/sort-table';
import { kilometres } from '../../../lib/kilometres';
import type { ListColumn } from '../../../components/list-table/list-columns';
import type { TableColumn } from '../../../components/list-table/table-column';
import { canSaveRoute, type RouteChange, type RouteDraft } from '../model/route-draft';

/** A stop as the drag-sort list shows it: its key as the row's id, its code as its name. */
interface StopRow { id: number; name: string; order: number; label: string }

export interface RoutePanelProps {
  /** The network's selection types labelled as route (is_ordered). */
  routeTypes: readonly SelectionType[];
  draft: RouteDraft;
  onChange: (change: RouteChange) => void;
  /** An object chosen by its code (the keyboard's way to add a stop): checked and added as a click is. */
  onPickObject: (object: MapObject) => void;
  /** The course of the stops (the last one computed while the next is on its way). */
  course: Course | undefined;
  computing: boolean;
  /** Why the last click added no stop (already translated); null: nothing to say. */
  notice: string | null;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}

export function RoutePanel({ routeTypes, draft, onChange, onPickObject, course, computing, notice, saving, onSave, onCancel }: RoutePanelProps) {
  const { t, i18n } = useTranslation();
  const rows = useMemo<StopRow[]>(() => draft.stops.map((stop, i) => ({ id: stop.key, name: stop.code, order: i + 1, label: stop.label })), [draft.stops]);
  const codeOf = useMemo(() => new Map(draft.stops.map((stop) => [stop.id, stop.code])), [draft.stops]);
  const columns = useMemo<ListColumn<StopRow>[]>(() => [
    { key: 'order', title: 'map.route.number', width: 40 },
    { key: 'name', title: 'map.route.stop', render: (row) => (row.label && row.label !== row.name ? `${row.name} · ${row.label}` : row.name) },
  ], []);
  const trailing = useMemo<TableColumn<StopRow>[]>(() => [{
    key: 'remove', width: 40, align: 'end',
    render: (row) => <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />}
      aria-label={t('map.route.remove_stop', { order: row.order, code: row.name })} onClick={() => onChange({ op: 'remove', key: row.id })} />,
  }], [onChange, t]);
  const hasStops = draft.stops.length > 0;
  const shownCourse = hasStops ? course : undefined;

  return (
    <Flex vertical gap={12} aria-label={t('map.route.new')} role="form">
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <Typography.Text strong>{t('map.route.type')}</Typography.Text>
        <Select value={draft.selectionTypeId ?? undefined} placeholder={t('map.route.choose_type')} aria-label={t('map.route.type')}
          disabled={hasStops} onChange={(id: number) => onChange({ op: 'type', selectionTypeId: id })}
          options={routeTypes.map((type) => ({ value: type.id, label: type.name }))}
          notFoundContent={t('map.route.no_types')} />
      </label>
      {hasStops ? <Typography.Text type="secondary">{t('map.route.type_fixed')}</Typography.Text> : null}
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <Typography.Text strong>{t('map.route.name')}</Typography.Text>
        <Input value={draft.name} maxLength={NAME_MAX} onChange={(e) => onChange({ op: 'name', name: e.target.value })} aria-label={t('map.route.name')} />
      </label>
      <Alert type={notice ? 'warning' : 'info'} showIcon role="status"
        title={notice ?? (draft.selectionTypeId === null ? t('map.route.choose_type_first') : t('map.route.hint'))} />
      {draft.selectionTypeId === null ? null : (
        // A new choice box after each stop: it starts empty for the next code.
        <ObjectChoice key={draft.nextKey} onObject={onPickObject} placeholder={t('map.route.add_by_code')} aria-label={t('map.route.add_by_code')} />
      )}
      {shownCourse ? (
        <section aria-label={t('map.route.course')}>
          <Typography.Text strong>{t('map.route.length', { km: kilometres(shownCourse.length_m, i18n.language) })}</Typography.Text>
          {computing ? <Typography.Text type="secondary"> {t('map.route.computing')}</Typography.Text> : null}
          {shownCourse.gaps.length ? (
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
              {shownCourse.gaps.map((gap) => (
                <li key={`${gap.from}-${gap.to}`}>
                  <Typography.Text type="warning">{t('map.route.gap', { from: codeOf.get(gap.from) ?? gap.from, to: codeOf.get(gap.to) ?? gap.to })}</Typography.Text>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <SortTable<StopRow> title={t('map.route.stops')} rows={rows} columns={columns} trailing={trailing}
        onReorder={async (keys) => onChange({ op: 'order', keys })} emptyText={t('map.route.no_stops')}
        extra={<Button size="small" icon={<SwapOutlined rotate={90} aria-hidden />} disabled={draft.stops.length < 2}
          onClick={() => onChange({ op: 'reverse' })}>{t('map.route.reverse')}</Button>} />
      {hasStops && !canSaveRoute(draft) ? <Typography.Text type="secondary">{t('map.route.need_more')}</Typography.Text> : null}
      <Flex gap={8} wrap>
        <Button type="primary" loading={saving} disabled={!canSaveRoute(draft)} onClick={onSave}>{t('map.route.save')}</Button>
        <Button onClick={onCancel}>{t('map.cancel')}</Button>
      </Flex>
    </Flex>
  );
}

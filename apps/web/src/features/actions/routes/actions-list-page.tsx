/**
 * Route 'admin.actions.index' (/admin/actions, Actieoverzicht): the network's actions as a list,
 * the server sorting, searching and paging a big network's (the list kit), narrowed to a status,
 * type, priority, team, an area of the network and the caller's open work, kept in the URL; CSV export of what it shows;
 * 'Nieuwe actie'. Each row opens the action's page. The status comes right after the number, in
 * its colour, so a phone shows it without scrolling the table; the description is cut to one
 * line, whole in its title.
 */
import { lazy, useMemo, useState } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Action } from '@console/contract/actions';
import type { ActionStatus } from '@console/contract/action-statuses';
import { StatusTag } from '../../../components/action-status/status-tag';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useListMode } from '../../../components/list-table/list-source';
import { ListTable } from '../../../components/list-table/list-table';
import { LazyDialog } from '../../../components/page/lazy-dialog';
import { useResourceList } from '../../../components/resource/resource-api';
import { sources } from '../../../lib/config-sources';
import { actionsSource, useAllActions } from '../api/get-actions';
import { ActionFiltersBar } from '../components/action-filters';
import { Moment } from '../../../components/moment';
import { filtersOf, withFilter, type FilterName } from '../model/filters-url';
import { actionHref } from '../paths';

const NewActionDialog = lazy(() => import('../../../components/new-action/new-action-dialog').then((m) => ({ default: m.NewActionDialog })));

const DESCRIPTION_STYLE = { display: 'inline-block', maxWidth: 280, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', verticalAlign: 'bottom' } as const;

/** The list's columns; the statuses colour the status (none while they load). */
const columnsWith = (statuses: ReadonlyMap<number, ActionStatus>): ListColumn<Action>[] => [
  { key: 'id', title: 'actions.id', sortable: true, width: 80 },
  {
    key: 'action_status_name', title: 'actions.status', sortable: true, searchable: true,
    render: (a) => <StatusTag name={a.action_status_name} status={a.action_status_id === null ? undefined : statuses.get(a.action_status_id)} />,
  },
  { key: 'dynamic_action_type_name', title: 'actions.type', sortable: true, searchable: true },
  { key: 'map_object_code', title: 'actions.object', sortable: true, searchable: true },
  {
    key: 'description', title: 'actions.description', searchable: true,
    render: (a) => (a.description ? <span style={DESCRIPTION_STYLE} title={a.description}>{a.description}</span> : null),
  },
  { key: 'action_priority_name', title: 'actions.priority', sortable: true, searchable: true },
  { key: 'team_name', title: 'actions.team', sortable: true, searchable: true },
  { key: 'created_at', title: 'actions.created_at', sortable: true, render: (a) => <Moment iso={a.created_at} /> },
  { key: 'closed_at', title: 'actions.closed_at', sortable: true, render: (a) => (a.closed_at ? <Moment iso={a.closed_at} /> : null) },
];

export function ActionsListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const source = useMemo(() => actionsSource(filters), [filters]);
  // Over the list kit's threshold the table asks the API for one page at a time.
  const all = useAllActions(filters, useListMode(source) === 'client');
  const [creating, setCreating] = useState(false);
  // The filters' statuses (the same read): one column list per answer, so the table's memo holds.
  const statuses = useResourceList(sources.actionStatuses);
  const columns = useMemo(() => columnsWith(new Map((statuses.data ?? []).map((s) => [s.id, s]))), [statuses.data]);
  const choose = (name: FilterName | 'open', value: number | boolean | null) => setParams((p) => withFilter(p, name, value), { replace: true });

  return (
    <Flex vertical gap={16}>
      {/* The choices above the list, apart from its card's title bar: five do not fit beside a title. */}
      <Flex gap={8} wrap align="center" role="group" aria-label={t('actions.filters')}>
        <ActionFiltersBar filters={filters} onChange={choose} />
      </Flex>
      <ListTable<Action>
        title={t('actions.title')}
        rows={all.data}
        loading={all.isLoading}
        error={all.error}
        onRetry={() => void all.refetch()}
        columns={columns}
        source={source}
        viewHref={(a) => actionHref(a.id)}
        extra={<Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>{t('actions.create')}</Button>}
      />
      <LazyDialog open={creating}>
        <NewActionDialog open={creating} onClose={() => setCreating(false)} />
      </LazyDialog>
    </Flex>
  );
}

/**
 * Route 'admin.action_status.index': the action statuses in their order (weight), with column
 * sort and search like every list, the colour as a swatch, a view button per row, a create
 * button, and the sort switch: a drag saves the new order as weights. While the switch is on,
 * the rows show in their stored order without column sort or search (see SortTable).
 */
import { useMemo } from 'react';
import { App } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ActionStatus } from '@console/contract/action-statuses';
import { ColorSwatch } from '../../../components/color-swatch/color-swatch';
import { LinkButton } from '../../../components/link-button';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { viewColumn } from '../../../components/list-table/view-column';
import { resourceHref } from '../../../components/resource/resource-pages';
import { useResourceList } from '../../../components/resource/resource-api';
import { SortTable } from '../../../components/sort-table/sort-table';
import { useSaveStatusOrder } from '../api/save-status-order';
import { actionStatuses } from '../resource';

export function ActionStatusListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rows = useResourceList(actionStatuses);
  const saveOrder = useSaveStatusOrder();
  const columns = useMemo<ListColumn<ActionStatus>[]>(() => {
    const yesNo = (s: ActionStatus) => (s.is_final ? t('common.yes') : t('common.no'));
    return [
      { key: 'id', title: 'common.id', sortable: true, searchable: true, width: 90 },
      { key: 'name', title: 'action_statuses.name', sortable: true, searchable: true },
      { key: 'is_final', title: 'action_statuses.is_final', sortable: true, searchable: true, width: 140, value: yesNo },
      // No colour ('-') sorts and searches as empty.
      {
        key: 'color', title: 'action_statuses.color', sortable: true, searchable: true, width: 220,
        value: (s) => (s.color.startsWith('#') ? s.color : ''), render: (s) => <ColorSwatch color={s.color} />,
      },
    ];
  }, [t]);
  const trailing = useMemo(() => [viewColumn<ActionStatus>((s) => resourceHref(actionStatuses).show(s.id), t)], [t]);
  return (
    <SortTable<ActionStatus>
      title={t('action_statuses.title')}
      rows={rows.data}
      loading={rows.isLoading}
      onReorder={async (ids) => {
        await saveOrder.mutateAsync(ids);
        void message.success(t('action_statuses.order_saved'));
      }}
      extra={<LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={actionStatuses.routes.create.path}>{t('action_statuses.create')}</LinkButton>}
      columns={columns}
      trailing={trailing}
    />
  );
}

/**
 * Route 'admin.action_status.index': the action statuses in their order (weight), with a view
 * button per row, a create button, and the sort switch: a drag saves the new order as weights.
 */
import { App } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ActionStatus } from '@console/contract/action-statuses';
import { LinkButton } from '../../../components/link-button';
import { viewColumn } from '../../../components/list-table/view-column';
import { resourceHref } from '../../../components/resource/resource-pages';
import { useResourceList } from '../../../components/resource/resource-api';
import { SortTable } from '../../../components/sort-table/sort-table';
import { useSaveStatusOrder } from '../api/action-status-api';
import { actionStatuses } from '../resource';

export function ActionStatusListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rows = useResourceList(actionStatuses);
  const saveOrder = useSaveStatusOrder();
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
      columns={[
        { key: 'id', title: t('common.id'), dataIndex: 'id', width: 90 },
        { key: 'name', title: t('action_statuses.name'), dataIndex: 'name' },
        { key: 'is_final', title: t('action_statuses.is_final'), width: 120, render: (_: unknown, s: ActionStatus) => (s.is_final ? t('common.yes') : t('common.no')) },
        { key: 'color', title: t('action_statuses.color'), width: 200, render: (_: unknown, s: ActionStatus) => s.color },
        viewColumn<ActionStatus>((s) => resourceHref(actionStatuses).show(s.id), t),
      ]}
    />
  );
}

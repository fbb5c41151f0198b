/**
 * Route 'admin.helpdesk_api.index': the helpdesk setting of the network, read-only, with the
 * warning, and a menu with edit and delete (which asks first). A network without a setting
 * gets an empty one (spec section 4).
 */
import { App, Flex } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HELPDESK_STATUS_CODES } from '@console/contract/integrations';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { DetailCard } from '../../../components/detail-card/detail-card';
import { LoadFailed } from '../../../components/page/load-failed';
import { useResourceList } from '../../../components/resource/resource-api';
import { sources } from '../../../lib/config-sources';
import { helpdeskSetting } from '../api/helpdesk-setting';
import { HELPDESK_ATTRIBUTE_FIELDS } from '../components/dependent-choices';
import { HelpdeskWarning } from '../components/helpdesk-warning';
import { rowName } from '../../../lib/row-options';
import { helpdeskPaths } from '../paths';

export function HelpdeskShowPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmDelete();
  const setting = helpdeskSetting.useSetting();
  const remove = helpdeskSetting.useDelete();
  const priorities = useResourceList(sources.actionPriorities);
  const types = useResourceList(sources.mapObjectTypes);
  const actionTypes = useResourceList(sources.actionTypes);
  const attributes = useResourceList(sources.attributes);
  const statuses = useResourceList(sources.actionStatuses);
  const unknown = (id: number) => t('helpdesk_api.unknown', { id });

  if (setting.error) return <LoadFailed error={setting.error} onRetry={() => void setting.refetch()} />;
  const s = setting.data;

  const askDelete = () => confirm({
    title: t('helpdesk_api.delete_title'),
    content: t('helpdesk_api.delete_content'),
    onConfirm: async () => {
      await remove.mutateAsync();
      void message.success(t('helpdesk_api.deleted'));
    },
  });

  const fields = s ? [
    { key: 'instance_id', label: t('helpdesk_api.instance_id'), value: s.instance_id ?? '-' },
    { key: 'api_key', label: t('helpdesk_api.api_key'), value: s.api_key ?? '-' },
    { key: 'action_priority_id', label: t('helpdesk_api.action_priority'), value: rowName(priorities.data, s.action_priority_id, unknown) },
    { key: 'map_object_type_id', label: t('helpdesk_api.map_object_type'), value: rowName(types.data, s.map_object_type_id, unknown) },
    { key: 'dynamic_action_type_id', label: t('helpdesk_api.action_type'), value: rowName(actionTypes.data, s.dynamic_action_type_id, unknown) },
    ...HELPDESK_ATTRIBUTE_FIELDS.map((field) => ({ key: field, label: t(`helpdesk_api.${field}`), value: rowName(attributes.data, s[field], unknown) })),
    ...HELPDESK_STATUS_CODES.map((code) => ({
      key: `status_${code}`, label: t(`helpdesk_api.status_${code}`), value: rowName(statuses.data, s.action_status?.[code], unknown),
    })),
  ] : [];

  return (
    <Flex vertical gap={16}>
      <HelpdeskWarning />
      <DetailCard
        title={t('helpdesk_api.title')}
        loading={setting.isLoading}
        fields={fields}
        actions={s ? [
          { key: 'edit', label: t('common.edit'), icon: <EditOutlined aria-hidden />, to: helpdeskPaths.edit.path },
          { key: 'delete', label: t('common.delete'), icon: <DeleteOutlined aria-hidden />, danger: true, onClick: askDelete },
        ] : []}
      />
    </Flex>
  );
}

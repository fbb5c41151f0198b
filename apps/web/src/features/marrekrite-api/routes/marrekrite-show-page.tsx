/**
 * Route 'admin.marrekrite_api.index': the recreational routes setting of the network (category
 * with its id, action priority, map object types as a comma list, action type, action status,
 * attribute), the warning, and a menu with edit and delete ('Koppeling verwijderen'). A network
 * without a setting gets an empty one (spec section 4).
 */
import { App, Flex } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { DetailCard } from '../../../components/detail-card/detail-card';
import { LoadFailed } from '../../../components/page/load-failed';
import { useResourceList } from '../../../components/resource/resource-api';
import { sources } from '../../../lib/config-sources';
import { marrekriteSetting } from '../api/marrekrite-setting';
import { categoryText } from '../components/marrekrite-payload';
import { MarrekriteWarning } from '../components/marrekrite-warning';
import { rowName } from '../../../lib/row-options';
import { marrekritePaths } from '../paths';

export function MarrekriteShowPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmDelete();
  const setting = marrekriteSetting.useSetting();
  const remove = marrekriteSetting.useDelete();
  const priorities = useResourceList(sources.actionPriorities);
  const types = useResourceList(sources.mapObjectTypes);
  const actionTypes = useResourceList(sources.actionTypes);
  const statuses = useResourceList(sources.actionStatuses);
  const attributes = useResourceList(sources.attributes);
  const unknown = (id: number) => t('marrekrite_api.unknown', { id });

  if (setting.error) return <LoadFailed error={setting.error} onRetry={() => void setting.refetch()} />;
  const s = setting.data;

  const askDelete = () => confirm({
    title: t('marrekrite_api.delete_title'),
    content: t('marrekrite_api.delete_content'),
    onConfirm: async () => {
      await remove.mutateAsync();
      void message.success(t('marrekrite_api.deleted'));
    },
  });

  const typeNames = (s?.map_object_type_ids ?? []).map((id) => rowName(types.data, id, unknown)).join(', ');
  const fields = s ? [
    { key: 'category_id', label: t('marrekrite_api.category'), value: categoryText(s.category_id, (id) => t(`marrekrite_api.categories.${id}`)) },
    { key: 'action_priority_id', label: t('marrekrite_api.action_priority'), value: rowName(priorities.data, s.action_priority_id, unknown) },
    { key: 'map_object_type_ids', label: t('marrekrite_api.map_object_types'), value: typeNames === '' ? '-' : typeNames },
    { key: 'dynamic_action_type_id', label: t('marrekrite_api.action_type'), value: rowName(actionTypes.data, s.dynamic_action_type_id, unknown) },
    { key: 'action_status_id', label: t('marrekrite_api.action_status'), value: rowName(statuses.data, s.action_status_id, unknown) },
    { key: 'attribute_id', label: t('marrekrite_api.attribute'), value: rowName(attributes.data, s.attribute_id, unknown) },
  ] : [];

  return (
    <Flex vertical gap={16}>
      <MarrekriteWarning />
      <DetailCard
        title={t('marrekrite_api.title')}
        loading={setting.isLoading}
        fields={fields}
        actions={s ? [
          { key: 'edit', label: t('common.edit'), icon: <EditOutlined aria-hidden />, to: marrekritePaths.edit.path },
          { key: 'delete', label: t('common.delete'), icon: <DeleteOutlined aria-hidden />, danger: true, onClick: askDelete },
        ] : []}
      />
    </Flex>
  );
}

/**
 * Route 'admin.geo_server.show' (/admin/geo_server/{key}): an export's name, map object type,
 * status list and attributes, when it last ran, whether it is published (and its features'
 * URL for a GIS), and a menu with edit, export and delete.
 */
import { App, Flex, Tag } from 'antd';
import { CloudUploadOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { DetailCard } from '../../../components/detail-card/detail-card';
import { LoadFailed } from '../../../components/page/load-failed';
import { useResourceList } from '../../../components/resource/resource-api';
import { sources } from '../../../lib/config-sources';
import { currentLang } from '../../../lib/i18n';
import { useDeleteExport } from '../api/delete-export';
import { useExport } from '../api/get-export';
import { useRunExports } from '../api/run-export';
import { exportedAtText } from '../components/export-values';
import { useExportKey } from '../components/use-export-key';
import { exportHref, geoServerPaths } from '../paths';
import { CopyableUrl, itemsUrl } from '../components/service-url';
import { useCrumbName } from '../../../lib/crumb-names';

const tags = (names: readonly string[]) => (names.length === 0 ? '-' : <Flex wrap gap={4}>{names.map((n) => <Tag key={n}>{n}</Tag>)}</Flex>);

export function ExportShowPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirm = useConfirmDelete();
  const key = useExportKey();
  const query = useExport(key);
  useCrumbName(key, query.data?.name);
  const remove = useDeleteExport();
  const run = useRunExports();
  const types = useResourceList(sources.mapObjectTypes);
  const statuses = useResourceList(sources.mapObjectStatuses);
  const back = { to: geoServerPaths.index.path, label: t('geo_server.back_to_list') };
  const notFound = { title: t('geo_server.not_found'), text: t('geo_server.not_found_text') };
  if (key === null) return <LoadFailed error={null} back={back} notFound={notFound} />;
  if (query.error) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} back={back} notFound={notFound} />;
  const row = query.data;

  const askDelete = (name: string) => confirm({
    title: t('geo_server.delete_title', { name }),
    content: t('geo_server.delete_content'),
    onConfirm: async () => {
      await remove.mutateAsync(key);
      void message.success(t('geo_server.deleted'));
      await navigate(geoServerPaths.index.path);
    },
  });
  const exportNow = async () => {
    const { failed } = await run.mutateAsync([key]);
    if (failed === 0) void message.success(t('geo_server.exported'));
    else void message.error(t('geo_server.export_failed', { count: failed }));
  };
  const nameOf = (rows: readonly { id: number; name: string }[] | undefined, id: number) => rows?.find((r) => r.id === id)?.name ?? String(id);
  const attributeLabel = (name: string) => (name === 'object_name' || name === 'object_length' ? t(`geo_server.${name}`) : name);

  return (
    <DetailCard
      title={row ? row.name : t('geo_server.title')}
      loading={query.isLoading}
      history={row?.entry_id === undefined ? undefined : { subjectType: 'kv', subjectId: row.entry_id }}
      fields={row ? [
        { key: 'name', label: t('geo_server.name'), value: row.name },
        { key: 'type', label: t('geo_server.map_object_type'), value: nameOf(types.data, row.map_object_type_id) },
        { key: 'statuses', label: t('geo_server.statuses'), value: tags(row.map_object_status_id.map((id) => nameOf(statuses.data, id))) },
        { key: 'attributes', label: t('geo_server.attributes'), value: tags(row.attributes.map(attributeLabel)) },
        { key: 'exported_at', label: t('geo_server.exported_at'), value: exportedAtText(row.exported_at, currentLang(), t('geo_server.never')) },
        { key: 'key', label: t('geo_server.key'), value: row.key },
        { key: 'published', label: t('geo_server.published'), value: row.exported_at ? t('geo_server.published_yes', { key: row.key }) : t('geo_server.published_no') },
        ...(row.exported_at ? [{ key: 'items_url', label: t('geo_server.items_url'), value: <CopyableUrl url={itemsUrl(row.key)} testId="ogc-items-url" /> }] : []),
      ] : []}
      actions={row ? [
        { key: 'edit', label: t('common.edit'), icon: <EditOutlined aria-hidden />, to: exportHref.edit(row.key) },
        { key: 'export', label: t('geo_server.export'), icon: <CloudUploadOutlined aria-hidden />, disabled: run.isPending, onClick: () => void exportNow() },
        { key: 'delete', label: t('common.delete'), icon: <DeleteOutlined aria-hidden />, danger: true, onClick: () => askDelete(row.name) },
      ] : []}
    />
  );
}

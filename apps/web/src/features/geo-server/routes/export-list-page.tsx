/**
 * Route 'admin.geo_server.index': the exports of the network (name, map object type, when last
 * exported) with a view button each, a create button, and 'export all'. An export is one
 * key-value entry per map object type, so a network has as many as it has types (tens): the
 * table holds them all, no server mode; its page, sort and searches live in the URL as in every
 * list. Above it, the service URL where a GIS reads the exported ones (OGC API - Features).
 */
import { App, Button, Flex } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table/list-table';
import { useResourceList } from '../../../components/resource/resource-api';
import { sources } from '../../../lib/config-sources';
import { currentLang } from '../../../lib/i18n';
import { useExports } from '../api/get-exports';
import { useRunExports } from '../api/run-export';
import { exportedAtText, type ExportRow } from '../components/export-values';
import { exportHref, geoServerPaths } from '../paths';
import { ServiceUrlCard } from '../components/service-url';

export function ExportListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const exports = useExports();
  const types = useResourceList(sources.mapObjectTypes);
  const run = useRunExports();
  const typeName = (row: ExportRow) => types.data?.find((type) => type.id === row.map_object_type_id)?.name ?? String(row.map_object_type_id);
  const rows = exports.data ?? [];

  const exportAll = async () => {
    const { failed } = await run.mutateAsync(rows.map((row) => row.key));
    if (failed === 0) void message.success(t('geo_server.exported'));
    else void message.error(t('geo_server.export_failed', { count: failed }));
  };

  return (
    <Flex vertical gap={16}>
      <ServiceUrlCard />
      <ListTable<ExportRow>
        title={t('geo_server.title')}
        rows={exports.data}
        loading={exports.isLoading}
        error={exports.error}
        onRetry={() => void exports.refetch()}
        inUrl
        columns={[
          { key: 'name', title: 'geo_server.name', sortable: true, searchable: true },
          { key: 'map_object_type_id', title: 'geo_server.map_object_type', sortable: true, searchable: true, value: typeName },
          { key: 'exported_at', title: 'geo_server.exported_at', sortable: true, width: 220, value: (row) => row.exported_at, render: (row) => exportedAtText(row.exported_at, currentLang(), t('geo_server.never')) },
        ]}
        viewHref={(row) => exportHref.show(row.key)}
        create={{ to: geoServerPaths.create.path, label: t('geo_server.create') }}
        extra={(
          <Button icon={<CloudUploadOutlined aria-hidden />} onClick={() => void exportAll()} loading={run.isPending} disabled={rows.length === 0}>
            {t('geo_server.export_all')}
          </Button>
        )}
      />
    </Flex>
  );
}

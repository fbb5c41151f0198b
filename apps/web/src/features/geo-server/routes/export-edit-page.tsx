/**
 * Route 'admin.geo_server.edit': the export's form; Opslaan deletes the old export, creates the
 * new one (under the key of its possibly new type) and opens its show screen (spec section 4).
 */
import { App } from 'antd';
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageLoading } from '../../../components/page/page-loading';
import { storage } from '../../../lib/storage';
import { useExport } from '../api/get-export';
import { useExports } from '../api/get-exports';
import { useReplaceExport } from '../api/replace-export';
import { ExportForm } from '../components/export-form';
import { exportFormValues, exportPayload, storedValue, type ExportFormValues, type ExportRow } from '../components/export-values';
import { onFormFields } from '../components/server-errors';
import { useExportKey } from '../components/use-export-key';
import { exportHref, geoServerPaths } from '../paths';
import { useCrumbName } from '../../../lib/crumb-names';

function EditForm({ row }: { row: ExportRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const exports = useExports();
  const replace = useReplaceExport();
  const oldKey = row.key;
  const old = storedValue(row);

  const submit = async (values: ExportFormValues) => {
    if (values.map_object_type_id === null) return;
    try {
      const key = await replace.mutateAsync({ oldKey, old, next: exportPayload(values, storage.getNetworkId() ?? old.network_id, values.map_object_type_id) });
      void message.success(t('geo_server.saved'));
      await navigate(exportHref.show(key));
    } catch (error) {
      throw onFormFields(error);
    }
  };
  const taken = (exports.data ?? []).filter((e) => e.key !== oldKey).map((e) => e.map_object_type_id);
  return (
    <Card title={t('geo_server.edit_title', { name: row.name })}>
      <ExportForm initial={exportFormValues(row)} takenTypeIds={taken} onSubmit={submit} cancelTo={exportHref.show(oldKey)} />
    </Card>
  );
}

export function ExportEditPage() {
  const { t } = useTranslation();
  const key = useExportKey();
  const query = useExport(key);
  useCrumbName(key, query.data?.name);
  const back = { to: geoServerPaths.index.path, label: t('geo_server.back_to_list') };
  const notFound = { title: t('geo_server.not_found'), text: t('geo_server.not_found_text') };
  if (key === null) return <LoadFailed error={null} back={back} notFound={notFound} />;
  if (query.error) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} back={back} notFound={notFound} />;
  if (!query.data) return <PageLoading />;
  // Keyed by the export, so another export's form starts from its own values.
  return <EditForm key={query.data.key} row={query.data} />;
}

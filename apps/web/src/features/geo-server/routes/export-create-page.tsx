/**
 * Route 'admin.geo_server.create': a new export, stored under the key of its map object type;
 * then its show screen, with 'Geo Server Export is aangemaakt'.
 */
import { App } from 'antd';
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { storage } from '../../../lib/storage';
import { useCreateExport } from '../api/create-export';
import { useExports } from '../api/get-exports';
import { ExportForm } from '../components/export-form';
import { emptyExportValues, exportPayload, type ExportFormValues } from '../components/export-values';
import { onFormFields } from '../components/server-errors';
import { exportHref, geoServerPaths } from '../paths';

export function ExportCreatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const exports = useExports();
  const create = useCreateExport();

  const submit = async (values: ExportFormValues) => {
    // The form requires a type; the check keeps the payload's type a number.
    if (values.map_object_type_id === null) return;
    try {
      const key = await create.mutateAsync(exportPayload(values, storage.getNetworkId() ?? 0, values.map_object_type_id));
      void message.success(t('geo_server.created'));
      await navigate(exportHref.show(key));
    } catch (error) {
      throw onFormFields(error);
    }
  };
  return (
    <Card title={t('geo_server.create_title')}>
      <ExportForm initial={emptyExportValues()} takenTypeIds={(exports.data ?? []).map((row) => row.map_object_type_id)}
        onSubmit={submit} cancelTo={geoServerPaths.index.path} />
    </Card>
  );
}

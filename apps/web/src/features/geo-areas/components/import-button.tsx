/**
 * "Importeren" on the areas list: a GeoJSON file of areas (a municipality's districts as a GIS
 * exports them), checked by the server first (per feature: create, update or refuse with the
 * reasons), then all or nothing. The objects' import dialog (components/csv-import).
 */
import { lazy, useState } from 'react';
import { Button } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LazyDialog } from '../../../components/page/lazy-dialog';
import { refreshAreas } from '../api/refresh-areas';
import { importAreas } from '../api/import-areas';

const ImportDialog = lazy(() => import('../../../components/csv-import/csv-import-dialog').then((m) => ({ default: m.CsvImportDialog })));

export function AreaImportButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Button icon={<ImportOutlined aria-hidden />} onClick={() => setOpen(true)}>{t('csv_import.button')}</Button>
      <LazyDialog open={open}>
        <ImportDialog
          open={open}
          onClose={() => setOpen(false)}
          title={t('geo_areas.import_title')}
          hint={t('geo_areas.import_hint')}
          accept=".geojson,.json,application/geo+json,application/json"
          run={importAreas}
          onApplied={() => refreshAreas(queryClient)}
        />
      </LazyDialog>
    </>
  );
}

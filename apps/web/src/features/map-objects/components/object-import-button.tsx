/**
 * "Importeren" on the objects list: a GeoJSON or CSV file of objects of the type chosen above the list,
 * checked by the server first (per feature: create, or refused with the reasons), then all or
 * nothing. Without a chosen type the button says to choose one.
 */
import { lazy, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LazyDialog } from '../../../components/page/lazy-dialog';
import { queryKeys } from '../../../lib/query-keys';
import { importObjects } from '../api/import-objects';

const ImportDialog = lazy(() => import('../../../components/csv-import/csv-import-dialog').then((m) => ({ default: m.CsvImportDialog })));

export function ObjectImportButton({ type }: { type: { id: number; name: string } | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Tooltip title={type ? null : t('map_objects.import_choose_type')}>
        <span>
          <Button icon={<ImportOutlined aria-hidden />} disabled={!type} onClick={() => setOpen(true)}>{t('csv_import.button')}</Button>
        </span>
      </Tooltip>
      {type ? (
        <LazyDialog open={open}>
          <ImportDialog
            open={open}
            onClose={() => setOpen(false)}
            title={t('map_objects.import_title', { type: type.name })}
            hint={t('map_objects.import_hint')}
            accept=".geojson,.json,.csv,application/geo+json,application/json,text/csv"
            run={(text, dryRun) => importObjects(type.id, text, dryRun)}
            onApplied={() => queryClient.invalidateQueries({ queryKey: queryKeys.objects })}
          />
        </LazyDialog>
      ) : null}
    </>
  );
}

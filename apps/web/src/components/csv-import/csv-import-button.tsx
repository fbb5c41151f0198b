/**
 * The "Importeren" button of a list, opening the CSV import dialog. The dialog (antd's Upload,
 * Progress and its table of rows) is a chunk of its own, loaded when first opened, so the list
 * loads none of it (issue 7).
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Spin } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CsvImportDialogProps } from './csv-import-dialog';

const CsvImportDialog = lazy(() => import('./csv-import-dialog').then((m) => ({ default: m.CsvImportDialog })));

export function CsvImportButton(props: Omit<CsvImportDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Rendered from the first opening on, so it closes (and opens again) as a dialog does.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return (
    <>
      <Button icon={<ImportOutlined aria-hidden />} onClick={() => setOpen(true)}>{t('csv_import.button')}</Button>
      {opened ? (
        <Suspense fallback={<div role="status" aria-label={t('common.loading')}><Spin fullscreen /></div>}>
          <CsvImportDialog {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

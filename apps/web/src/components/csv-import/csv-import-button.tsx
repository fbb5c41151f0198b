/**
 * The "Importeren" button of a list, opening the CSV import dialog. The dialog (antd's Upload,
 * Progress and its table of rows) is a chunk of its own, loaded when first opened, so the list
 * loads none of it.
 */
import { lazy, useState } from 'react';
import { Button } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LazyDialog } from '../page/lazy-dialog';
import type { CsvImportDialogProps } from './csv-import-dialog';

const CsvImportDialog = lazy(() => import('./csv-import-dialog').then((m) => ({ default: m.CsvImportDialog })));

export function CsvImportButton(props: Omit<CsvImportDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ImportOutlined aria-hidden />} onClick={() => setOpen(true)}>{t('csv_import.button')}</Button>
      <LazyDialog open={open}>
        <CsvImportDialog {...props} open={open} onClose={() => setOpen(false)} />
      </LazyDialog>
    </>
  );
}

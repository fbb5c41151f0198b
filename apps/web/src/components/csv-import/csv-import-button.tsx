/** The "Importeren" button of a list, opening the CSV import dialog. */
import { useState } from 'react';
import { Button } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog, type CsvImportDialogProps } from './csv-import-dialog';

export function CsvImportButton(props: Omit<CsvImportDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ImportOutlined aria-hidden />} onClick={() => setOpen(true)}>{t('csv_import.button')}</Button>
      <CsvImportDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

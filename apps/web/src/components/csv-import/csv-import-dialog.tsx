/**
 * The import dialog of a list (users and an attribute's lookup values from CSV, map objects from
 * GeoJSON): choose a file, see the server's dry run per row (create, update or refuse with the
 * reasons), then apply it. Nothing changes until "Importeren"; the server applies all rows or none.
 */
import { useState } from 'react';
import { Alert, App, Button, Modal, Space, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImportReport, ImportRow } from '@console/contract/imports';
import { ApiError, validationMessages } from '../../lib/api-error';
import { UnreadableFile } from '../../lib/unreadable-file';
import { DataTable } from '../list-table/data-table';
import type { ListColumn } from '../list-table/list-columns';
import { runImport } from './run-import';

export interface CsvImportDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The CSV import route (apiPaths.userImport, apiPaths.lookupImport(id)); or `run`. */
  path?: string;
  /** Sends the file's text, as a dry run or for real: another kind of file than CSV. */
  run?: (text: string, dryRun: boolean) => Promise<ImportReport>;
  /** The columns a CSV file has, for the hint: 'name,email,network,role,needs_license'. */
  columns?: string;
  /** What the file must be, when it is no CSV file. */
  hint?: string;
  /** The file chooser's accept; default CSV. */
  accept?: string;
  /** After a successful import: refresh the list. */
  onApplied: () => void | Promise<void>;
}

const ACTION_COLOURS = { create: 'green', update: 'blue', refuse: 'red' } as const;

/** A checked row of the file: its number, what the import will do, its key and why not. */
const ROW_COLUMNS: ListColumn<ImportRow & { id: number }>[] = [
  { key: 'row', title: 'csv_import.row', width: 70 },
  { key: 'action', title: 'csv_import.action', width: 120, render: (row) => <ActionTag action={row.action} /> },
  { key: 'key', title: 'csv_import.key' },
  { key: 'messages', title: 'csv_import.reasons', render: (row) => row.messages.join('; ') },
];

function ActionTag({ action }: { action: ImportRow['action'] }) {
  const { t } = useTranslation();
  return <Tag color={ACTION_COLOURS[action]}>{t(`csv_import.actions.${action}`)}</Tag>;
}

/** The server's messages of a 400 as one text (a file it cannot read), or what the console found wrong with the file. */
const failure = (e: unknown) => (e instanceof UnreadableFile ? e.message
  : e instanceof ApiError ? Object.values(validationMessages(e.body)).flat().join(' ') : '') || null;

export function CsvImportDialog({ open, onClose, title, path = '', run = (text, dryRun) => runImport(path, text, dryRun), columns, hint, accept = '.csv,text/csv', onApplied }: CsvImportDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'applying' | null>(null);

  const reset = () => { setCsv(null); setFileName(null); setReport(null); setError(null); setBusy(null); };
  const close = () => { reset(); onClose(); };

  const choose = async (file: File) => {
    reset();
    setFileName(file.name);
    const text = await file.text();
    setCsv(text);
    setBusy('checking');
    try {
      setReport(await run(text, true));
    } catch (e) {
      setError(failure(e) ?? t('csv_import.failed'));
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (csv === null) return;
    setBusy('applying');
    try {
      const done = await run(csv, false);
      void message.success(t('csv_import.applied', { create: done.counts.create, update: done.counts.update }));
      await onApplied();
      close();
    } catch (e) {
      setError(failure(e) ?? t('csv_import.failed'));
      setBusy(null);
    }
  };

  const refused = report?.counts.refuse ?? 0;
  const canApply = report !== null && refused === 0 && report.rows.length > 0 && busy === null;

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      width={720}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>{t('common.cancel')}</Button>,
        <Button key="apply" type="primary" disabled={!canApply} loading={busy === 'applying'} onClick={() => void apply()}>
          {t('csv_import.apply')}
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {columns ? <>{t('csv_import.hint')} <Typography.Text code>{columns}</Typography.Text></> : hint}
        </Typography.Paragraph>
        <Upload accept={accept} maxCount={1} showUploadList={false}
          beforeUpload={(file) => { void choose(file); return false; }}>
          <Button icon={<UploadOutlined aria-hidden />} loading={busy === 'checking'}>{t('csv_import.choose')}</Button>
        </Upload>
        {fileName ? <Typography.Text type="secondary">{t('csv_import.file', { name: fileName })}</Typography.Text> : null}
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {report ? (
          <>
            <Alert
              type={refused ? 'warning' : 'info'}
              showIcon
              title={t('csv_import.summary', report.counts)}
              description={refused ? t('csv_import.fix_refused') : t('csv_import.nothing_yet')}
            />
            <DataTable<ImportRow & { id: number }>
              rows={report.rows.map((row) => ({ ...row, id: row.row }))}
              columns={ROW_COLUMNS}
              pageSize={10}
              label={t('csv_import.rows')}
            />
          </>
        ) : null}
      </Space>
    </Modal>
  );
}

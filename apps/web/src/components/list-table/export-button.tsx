/**
 * 'Exporteren': the list as the table shows it (its sort and column searches, every page) as a
 * CSV file from the API. Fetched with the session's headers, then handed to the
 * browser as a download.
 */
import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { scopeHeaders } from '../../lib/http';
import { listViewQuery, type ListView } from '../../lib/list-view';
import { notifier } from '../../lib/notifier';

interface ExportButtonProps {
  path: string;
  view: ListView;
  fileName?: string;
  /** the screen's own narrowing, beside the view */
  query?: Readonly<Record<string, string>>;
}

/** The file a list path exports to: its last fixed part (`/v1/user` → user.csv). */
export const exportFileName = (path: string) => `${path.split('/').filter((p) => p && !/^v\d+$/.test(p) && !/^\d+$/.test(p)).pop() ?? 'export'}.csv`;

export function ExportButton({ path, view, fileName, query: narrowed }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams({ ...listViewQuery(view, false), ...narrowed, format: 'csv' });
      const res = await fetch(`${path}?${query}`, { headers: { ...scopeHeaders(), Accept: 'text/csv' } });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName ?? exportFileName(path);
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser the moment it needs to start the download before the file is dropped.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notifier().error({ title: t('notification.error_title'), description: t('table.export_failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void run()}>
      {t('table.export')}
    </Button>
  );
}

/**
 * 'Exporteren': the list as the table shows it (its sort and column searches, every page) as a
 * CSV file from the API, or as GeoJSON where the list has it (the map objects). Fetched with the
 * session's headers, then handed to the browser as a download.
 */
import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/download';
import { scopeHeaders } from '../../lib/http';
import { listViewQuery, type ListView } from '../../lib/list-view';
import { notifier } from '../../lib/notifier';

interface ExportButtonProps {
  path: string;
  view: ListView;
  fileName?: string;
  /** the screen's own narrowing, beside the view */
  query?: Readonly<Record<string, string>>;
  /** default csv */
  format?: 'csv' | 'geojson';
}

const FORMATS = {
  csv: { accept: 'text/csv', extension: 'csv', label: 'table.export' },
  geojson: { accept: 'application/geo+json', extension: 'geojson', label: 'table.export_geojson' },
} as const;

/** The file a list path exports to: its last fixed part (`/v1/user` → user.csv). */
export const exportFileName = (path: string, extension = 'csv') => `${path.split('/').filter((p) => p && !/^v\d+$/.test(p) && !/^\d+$/.test(p)).pop() ?? 'export'}.${extension}`;

export function ExportButton({ path, view, fileName, query: narrowed, format = 'csv' }: ExportButtonProps) {
  const kind = FORMATS[format];
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams({ ...listViewQuery(view, false), ...narrowed, format });
      const res = await fetch(`${path}?${query}`, { headers: { ...scopeHeaders(), Accept: kind.accept } });
      if (!res.ok) throw new Error(String(res.status));
      saveFile(await res.blob(), fileName ?? exportFileName(path, kind.extension));
    } catch {
      notifier().error({ title: t('notification.error_title'), description: t('table.export_failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void run()}>
      {t(kind.label)}
    </Button>
  );
}

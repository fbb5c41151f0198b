/** 'GPX downloaden' and 'GeoJSON downloaden': the selection as a file (a route's GPX: its track and a waypoint per junction). */
import { useState } from 'react';
import { Button, Flex } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../lib/notifier';
import { exportSelection, type ExportFormat } from '../api/export-selection';

export function ExportButtons({ id, name, ordered }: { id: number; name: string; ordered: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await exportSelection(id, name, format);
    } catch {
      notifier().error({ title: t('notification.error_title'), description: t('selections.export_failed') });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex gap={8} wrap>
      {ordered ? <Button icon={<DownloadOutlined aria-hidden />} loading={busy === 'gpx'} onClick={() => void run('gpx')}>{t('selections.export_gpx')}</Button> : null}
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy === 'geojson'} onClick={() => void run('geojson')}>{t('selections.export_geojson')}</Button>
    </Flex>
  );
}

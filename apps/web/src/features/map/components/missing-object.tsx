/**
 * What the map's panel says when the address names an object it cannot open: a deleted object
 * says so, when and by whom, with 'Herstellen' to whom the permission and the lock allow it (the
 * server checks both again);
 * an object that is not there at all (never, or of another network) is "not found".
 */
import { Alert, App, Button, Flex, Skeleton } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format-moment';
import { useMayChangeObject } from '../../../lib/use-may-change-object';
import { useDeletedObject, useRestoreObject } from '../../../lib/use-restore-object';

export function MissingObject({ id, onRestored }: { id: number; onRestored: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const deleted = useDeletedObject(id);
  const restore = useRestoreObject();
  const mayChange = useMayChangeObject();
  if (deleted.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  const object = deleted.data;
  if (!object?.deleted_at) return <Alert type="warning" showIcon title={t('map.not_found')} />;

  const run = async () => {
    try {
      await restore.mutateAsync(object.id);
      void message.success(t('map.restored', { code: object.code }));
      onRestored();
    } catch {
      // reported by the http client (a 403 says who may)
    }
  };
  const when = formatMoment(object.deleted_at, i18n.language);
  const who = object.deleted_by_name ?? t('map.deleted_by_unknown');
  const may = mayChange(object);
  return (
    <Alert
      type="warning"
      showIcon
      title={t('map.deleted_title', { code: object.code })}
      description={(
        <Flex vertical gap={8} align="start">
          {t(may ? 'map.deleted_notice' : 'map.deleted_notice_locked', { when, who })}
          {may ? <Button icon={<UndoOutlined aria-hidden />} loading={restore.isPending} onClick={() => void run()}>{t('map.restore')}</Button> : null}
        </Flex>
      )}
    />
  );
}

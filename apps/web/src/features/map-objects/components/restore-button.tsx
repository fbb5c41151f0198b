/**
 * 'Herstellen' of a deleted object in the objects list's "Verwijderd" view: restores it at once
 * (nothing is lost by it, so no confirmation; it can be deleted again) and says so. Shown only
 * to whom the permission and the network's lock allow it (lib/use-may-change-object.ts); the
 * server checks both again, and its refusal is shown by the http client with the reason.
 */
import { App, Button } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MapObject } from '@console/contract/map-objects';
import { useMayChangeObject } from '../../../lib/use-may-change-object';
import { useRestoreObject } from '../../../lib/use-restore-object';

export function RestoreButton({ object }: { object: MapObject }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const restore = useRestoreObject();
  const mayChange = useMayChangeObject();
  if (!mayChange(object)) return null;
  const run = async () => {
    try {
      await restore.mutateAsync(object.id);
      void message.success(t('map_objects.restored', { code: object.code }));
    } catch {
      // reported by the http client (a 403 with who may)
    }
  };
  return (
    <Button size="small" icon={<UndoOutlined aria-hidden />} loading={restore.isPending} onClick={() => void run()}
      aria-label={t('map_objects.restore_named', { code: object.code })}>
      {t('map_objects.restore')}
    </Button>
  );
}

/**
 * 'Herstellen' of a deleted selection in the list's "Verwijderd" view: restores it at once
 * (nothing is lost by it, so no confirmation) and says so. Shown only to whom may change the
 * selection (its permission, whose it is, the network's lock: model/use-read-only.ts); the
 * server checks them again, and its refusal is shown by the http client with the reason.
 */
import { App, Button } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@console/contract/selections';
import { useRestoreSelection } from '../api/restore-selection';
import { useReadOnly } from '../model/use-read-only';

export function RestoreButton({ selection }: { selection: Selection }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const restore = useRestoreSelection();
  const readOnly = useReadOnly(selection);
  if (readOnly !== null) return null;
  const run = async () => {
    try {
      await restore.mutateAsync(selection.id);
      void message.success(t('selections.restored', { name: selection.name }));
    } catch {
      // reported by the http client (a 403 with who may)
    }
  };
  return (
    <Button size="small" icon={<UndoOutlined aria-hidden />} loading={restore.isPending} onClick={() => void run()}
      aria-label={t('selections.restore_named', { name: selection.name })}>
      {t('selections.restore')}
    </Button>
  );
}

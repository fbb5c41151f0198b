/**
 * A save of one thing that is not a form (an object's shape moved on the map), made on the
 * version read. Refused because the record changed meanwhile, the user is asked: save theirs
 * over it anyway, or take the record as it is now. Any other failure rejects as before.
 */
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { whoChanged } from './conflict-dialog';
import { versionConflictOf } from './conflict-model';

export interface SaveOnVersion<R> {
  version: string | undefined;
  send: (version: string | undefined) => Promise<unknown>;
  /** the record in a conflict's answer; null when it is not one */
  parse: (current: Record<string, unknown>) => (R & { updated_at: string }) | null;
  /** the user takes the record as it is now */
  onTheirs: (record: R) => void;
}

export function useSaveOnVersion() {
  const { modal } = App.useApp();
  const { t, i18n } = useTranslation();
  return async <R>({ version, send, parse, onTheirs }: SaveOnVersion<R>): Promise<void> => {
    try {
      await send(version);
    } catch (error) {
      const conflict = versionConflictOf(error);
      const now = conflict ? parse(conflict.current) : null;
      if (!conflict || !now) throw error;
      const mine = await new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('conflict.title'),
          content: `${whoChanged(conflict.changes, t, i18n.language)} ${t('conflict.not_saved_one')}`,
          okText: t('conflict.save_mine'),
          cancelText: t('conflict.take_theirs'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
      if (mine) await send(now.updated_at);
      else onTheirs(now);
    }
  };
}

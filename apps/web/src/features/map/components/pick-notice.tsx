/**
 * The hint of a click asked on the map (the line's split, the parent picked), with why the last
 * click did nothing and a cancel (Escape does the same). Announced as it changes.
 */
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PickNoticeProps {
  hint: string;
  /** Why the last click did nothing; null: nothing to say. */
  notice: string | null;
  onCancel: () => void;
}

export function PickNotice({ hint, notice, onCancel }: PickNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert type={notice ? 'warning' : 'info'} showIcon role="status" title={hint} description={notice ?? t('map.pick.escape')}
      action={<Button size="small" onClick={onCancel}>{t('map.cancel')}</Button>} />
  );
}

/**
 * The console's loading state until the first screen's chunks are in (route-table.tsx's
 * hydrateFallbackElement): a spinner as antd's large Spin draws it, in plain elements, since
 * antd loads only with the screens drawn with it (app/console-shell.tsx).
 */
import { useTranslation } from 'react-i18next';
import './boot-loading.css';

/** Full-screen loading state with an accessible label. */
export function BootLoading() {
  const { t } = useTranslation();
  return (
    <div className="boot-loading" role="status" aria-label={t('common.loading')}>
      <span className="boot-loading-dots" aria-hidden><i /><i /><i /><i /></span>
    </div>
  );
}

/**
 * The console's loading state until the first screen's chunks are in (route-table.tsx's
 * hydrateFallbackElement): a spinner as antd's large Spin draws it, in plain elements, since
 * antd loads only with the screens drawn with it (app/console-shell.tsx). Its dots are an SVG,
 * so the browser counts its first paint as content (first contentful paint; coloured boxes
 * would not count, and a signed-in first visit would show nothing "contentful" until the layout).
 */
import { useTranslation } from 'react-i18next';
import './boot-loading.css';

/** Full-screen loading state with an accessible label. */
export function BootLoading() {
  const { t } = useTranslation();
  return (
    <div className="boot-loading" role="status" aria-label={t('common.loading')}>
      <svg className="boot-loading-dots" viewBox="0 0 32 32" width="32" height="32" aria-hidden focusable="false">
        <circle cx="7" cy="7" r="7" />
        <circle cx="25" cy="7" r="7" />
        <circle cx="25" cy="25" r="7" />
        <circle cx="7" cy="25" r="7" />
      </svg>
    </div>
  );
}

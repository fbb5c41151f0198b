/**
 * While the next screen loads (its code and its first calls), the current one stays and a thin
 * line runs under the header, shown a moment after the click (styles.css) so a screen that is
 * already there gives no flash; a screen reader hears that it loads.
 */
import { useTranslation } from 'react-i18next';
import { usePendingNavigation } from './pending-navigation';

export function NavigationProgress() {
  const { t } = useTranslation();
  const { path } = usePendingNavigation();
  return (
    <>
      {path !== null ? <div className="navigation-progress" aria-hidden /> : null}
      <div role="status" className="visually-hidden">{path !== null ? t('common.loading') : ''}</div>
    </>
  );
}

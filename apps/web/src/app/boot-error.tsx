/**
 * The console's own error screen outside its frame: the root route's errorElement
 * (route-table.tsx), for what fails before the layout is there (the sign-in page, the switcher,
 * the console's code not loading). Plain elements in the sign-in page's card, as antd may be
 * what failed to load; the same texts and ways back as the screen inside the frame
 * (components/page/screen-error.tsx).
 */
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CenteredCard } from '../components/page/centered-card';
import { paths } from '../lib/paths';
import './boot-error.css';

export function BootError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <CenteredCard title={t('error.screen_title')} intro={t('error.screen_text')}>
      <div className="boot-error-actions">
        <button type="button" className="boot-error-button boot-error-primary" onClick={() => window.location.reload()}>{t('error.reload')}</button>
        {/* A whole page load: the router's state may be what failed. */}
        <a className="boot-error-button" href={paths.home.path}>{t('common.back_home')}</a>
      </div>
    </CenteredCard>
  );
}

/**
 * The console's own error screen, inside its frame (side menu and header stay): the router's
 * errorElement under the layout (app/admin-routes.tsx), so a screen that throws while it renders,
 * or whose code cannot be loaded (a lost connection, a new version's files), shows this instead
 * of react-router's raw page. In Dutch or English, with a way back (reload, home); the error
 * itself goes to the browser's console, never on the screen.
 */
import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { LinkButton } from '../link-button';
import { Card } from './card';
import { NotFound } from './not-found';

export function ScreenError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Card>
      <Result
        status="error"
        title={t('error.screen_title')}
        subTitle={t('error.screen_text')}
        extra={[
          <Button key="reload" type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => window.location.reload()}>{t('error.reload')}</Button>,
          <LinkButton key="home" to={paths.home.path}>{t('common.back_home')}</LinkButton>,
        ]}
      />
    </Card>
  );
}

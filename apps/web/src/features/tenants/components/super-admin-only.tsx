/**
 * The organisation screens are for super admins (spec section 6). Others who open such a URL
 * see a clear 'no access' page (the server answers 403 to them anyway).
 */
import { Alert, Button, Result } from 'antd';
import { Card } from '../../../components/page/card';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { PageLoading } from '../../../components/page/page-loading';
import { paths } from '../../../lib/paths';
import { useMe } from '../../../lib/use-me';

/** Renders the child route for a super admin, a 403 result for anyone else. */
export function SuperAdminOnly() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isLoading) return <PageLoading />;
  if (me.error || !me.data) {
    return (
      <Card>
        <Alert
          type="error"
          showIcon
          title={t('common.load_failed')}
          action={<Button size="small" onClick={() => void me.refetch()}>{t('common.retry')}</Button>}
        />
      </Card>
    );
  }
  if (!me.data.super_admin) {
    return (
      <Card>
        <Result
          status="403"
          title={t('tenants.no_access_title')}
          subTitle={t('tenants.no_access_text')}
          extra={<LinkButton to={paths.home.path} type="primary">{t('common.back_home')}</LinkButton>}
        />
      </Card>
    );
  }
  return <Outlet />;
}

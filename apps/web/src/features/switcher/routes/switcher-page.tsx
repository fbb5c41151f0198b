/** Route 'auth.switcher' (/switcher): choose organisation and network after signing in. */
import { useEffect } from 'react';
import { Flex } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CenteredCard } from '../../../components/page/centered-card';
import { PageLoading } from '../../../components/page/page-loading';
import { paths } from '../../../lib/paths';
import { useMe } from '../../../lib/use-me';
import { NetworkSwitcher } from '../components/network-switcher';

/** The switcher screen, with a way to log out; when the current-user call fails it goes to sign-in (spec). */
export function SwitcherPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();

  useEffect(() => {
    if (me.isError) void navigate(paths.login.path, { replace: true });
  }, [me.isError, navigate]);

  if (!me.isSuccess) return <PageLoading fullScreen />;
  return (
    <CenteredCard title={t('switcher.title')} intro={t('switcher.intro')} width={480}>
      <NetworkSwitcher onChosen={() => void navigate(paths.home.path)} />
      {/* A way out for whoever signed in with the wrong account or has nothing to choose. */}
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to={paths.logout.path}>
          <LogoutOutlined aria-hidden /> {t('header.logout')}
        </Link>
      </Flex>
    </CenteredCard>
  );
}

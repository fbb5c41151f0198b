/** The layout of every signed-in page: side menu, header, breadcrumb and the page. */
import { useState } from 'react';
import { Flex, Layout, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../features/auth/api/get-me';
import { AppBreadcrumb } from './app-breadcrumb';
import { HeaderBar } from './header-bar';
import { SideMenu } from './side-menu';

export interface AppLayoutProps {
  /** Whether a path is a page of the console (breadcrumb links). */
  isPage: (path: string) => boolean;
}

/** Side menu on the left, header on top, breadcrumb and page content below. */
export function AppLayout({ isPage }: AppLayoutProps) {
  const { t } = useTranslation();
  const me = useMe();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={256}
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        trigger={null}
        className="app-sider"
      >
        <Flex align="center" gap={10} className="app-brand">
          <span className="brand-mark" aria-hidden><EnvironmentOutlined aria-hidden /></span>
          {collapsed ? null : <Typography.Text strong className="app-brand-name">{t('app.title')}</Typography.Text>}
        </Flex>
        <SideMenu superAdmin={me.data?.super_admin ?? false} collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <HeaderBar userName={me.data?.name} collapsed={collapsed} onToggleMenu={() => setCollapsed((c) => !c)} />
        <Layout.Content className="app-content" role="main">
          <AppBreadcrumb isPage={isPage} />
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

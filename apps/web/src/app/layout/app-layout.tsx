/** The layout of every signed-in page: side menu, header, breadcrumb and the page. */
import { useEffect, useRef, useState } from 'react';
import { Drawer, Flex, Layout } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mediaMatches, PHONE_QUERY, useMediaQuery } from '../../lib/media-query';
import { useMe } from '../../lib/use-me';
import { PlainText } from '../../components/page/plain-text';
import { AppBreadcrumb } from './app-breadcrumb';
import { HeaderBar } from './header-bar';
import { NavigationProgress } from './navigation-progress';
import { PendingNavigationProvider } from './pending-navigation';
import { SideMenu } from './side-menu';
import { useFocusableScrollRegions } from './use-focusable-scroll-regions';

/** Below antd's `md` breakpoint (768 px): a phone; the same edge as styles.css's phone rules. */

/** Below antd's `lg` breakpoint (992 px): where Layout.Sider's breakpoint="lg" collapses the side menu. */
const NARROW_QUERY = 'screen and (max-width: 991.98px)';

/** The side menu's background (the theme's Layout.siderBg), also behind the phone's drawer menu. */
const SIDER_BG = '#0f1f33';

export interface AppLayoutProps {
  /** Whether a path is a page of the console (breadcrumb links). */
  isPage: (path: string) => boolean;
}

function Brand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={10} className="app-brand">
      <span className="brand-mark" aria-hidden><EnvironmentOutlined aria-hidden /></span>
      {collapsed ? null : <PlainText strong className="app-brand-name">{t('app.title')}</PlainText>}
    </Flex>
  );
}

/**
 * Side menu on the left, header on top, breadcrumb and page content below. Below antd's `md`
 * breakpoint (a phone) the menu is a drawer behind the header's menu button, closed again
 * when a page is chosen.
 */
export function AppLayout({ isPage }: AppLayoutProps) {
  const { t } = useTranslation();
  const me = useMe();
  const superAdmin = me.data?.super_admin ?? false;
  // Read while rendering: no second render of the layout when it first shows (lib/media-query.ts).
  const phone = useMediaQuery(PHONE_QUERY);
  const content = useRef<HTMLElement>(null);
  useFocusableScrollRegions(content);
  const { pathname } = useLocation();
  // Collapsed from the start where the Sider's breakpoint would collapse it in its first effect.
  const [collapsed, setCollapsed] = useState(() => mediaMatches(NARROW_QUERY));
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => setDrawerOpen(false), [pathname, phone]);
  const menuOpen = phone ? drawerOpen : !collapsed;
  return (
    <PendingNavigationProvider>
      <Layout style={{ minHeight: '100vh' }}>
        <NavigationProgress />
        {phone ? (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={272}
            closable={false}
            title={null}
            rootClassName="app-drawer"
            styles={{ body: { padding: 0, background: SIDER_BG } }}
            aria-label={t('menu.label')}
          >
            <Brand collapsed={false} />
            <SideMenu superAdmin={superAdmin} collapsed={false} />
          </Drawer>
        ) : (
          <Layout.Sider
            width={256}
            collapsible
            collapsed={collapsed}
            onCollapse={setCollapsed}
            breakpoint="lg"
            trigger={null}
            className="app-sider"
          >
            <Brand collapsed={collapsed} />
            <SideMenu superAdmin={superAdmin} collapsed={collapsed} />
          </Layout.Sider>
        )}
        <Layout className="app-main">
          <HeaderBar
            userName={me.data?.name}
            menuOpen={menuOpen}
            compact={phone}
            onToggleMenu={() => (phone ? setDrawerOpen((o) => !o) : setCollapsed((c) => !c))}
          />
          <Layout.Content ref={content} className="app-content" role="main">
            <AppBreadcrumb isPage={isPage} />
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </PendingNavigationProvider>
  );
}

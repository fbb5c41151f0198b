/** The header: menu toggle, switcher icon, current organisation and network, settings menu. */
import { useState } from 'react';
import { Button, Flex, Layout, Tooltip, theme } from 'antd';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SwitcherDialog } from '../../features/switcher/components/switcher-dialog';
import { ScopeNames } from './scope-names';
import { SettingsMenu } from './settings-menu';

export interface HeaderBarProps {
  userName: string | undefined;
  /** Whether the side menu (or on a phone the menu drawer) is open. */
  menuOpen: boolean;
  /** A phone: the menu is a drawer, the names are stacked and short, the settings an icon. */
  compact: boolean;
  onToggleMenu: () => void;
}

function menuIcon(compact: boolean, menuOpen: boolean) {
  if (compact) return <MenuOutlined aria-hidden />;
  return menuOpen ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />;
}

/** The bar above every page of the layout. */
export function HeaderBar({ userName, menuOpen, compact, onToggleMenu }: HeaderBarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [switcherOpen, setSwitcherOpen] = useState(false);
  return (
    <Layout.Header
      className={compact ? 'app-header app-header-compact' : 'app-header'}
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex align="center" justify="space-between" gap={compact ? 8 : 16} style={{ height: '100%' }}>
        <Flex align="center" gap={compact ? 8 : 16} className="app-header-start">
          <Button type="text" aria-label={t('header.menu_toggle')} aria-expanded={menuOpen} icon={menuIcon(compact, menuOpen)} onClick={onToggleMenu} />
          <ScopeNames compact={compact} />
          <Tooltip title={t('switcher.open')}>
            <Button shape="circle" aria-label={t('switcher.open')} icon={<SwapOutlined aria-hidden />} onClick={() => setSwitcherOpen(true)} />
          </Tooltip>
        </Flex>
        <SettingsMenu userName={userName} />
      </Flex>
      <SwitcherDialog open={switcherOpen} onClose={() => setSwitcherOpen(false)} />
    </Layout.Header>
  );
}

/** The header: menu toggle, switcher icon, current organisation and network, settings menu. */
import { useState } from 'react';
import { Button, Flex, Layout, Tooltip, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SwitcherDialog } from '../../features/switcher/components/switcher-dialog';
import { ScopeNames } from './scope-names';
import { SettingsMenu } from './settings-menu';

export interface HeaderBarProps {
  userName: string | undefined;
  collapsed: boolean;
  onToggleMenu: () => void;
}

/** The bar above every page of the layout. */
export function HeaderBar({ userName, collapsed, onToggleMenu }: HeaderBarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [switcherOpen, setSwitcherOpen] = useState(false);
  return (
    <Layout.Header className="app-header" style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
        <Flex align="center" gap={16}>
          <Button
            type="text"
            aria-label={t('header.menu_toggle')}
            aria-expanded={!collapsed}
            icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
            onClick={onToggleMenu}
          />
          <ScopeNames />
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

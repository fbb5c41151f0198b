/** The side menu: entries from menu-entries, links to their routes, keyboard usable. */
import { useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { activeEntry, menuEntries, type MenuContext, type MenuEntry } from './menu-entries';
import { usePendingNavigation } from './pending-navigation';

type Item = Required<MenuProps>['items'][number];

function toItem(entry: MenuEntry, ctx: MenuContext, t: (key: string) => string): Item {
  const label = t(entry.label);
  if (entry.children) {
    return { key: entry.key, label, icon: entry.icon, children: entry.children.map((c) => toItem(c, ctx, t)) };
  }
  const disabled = entry.disabled?.(ctx) ?? false;
  // A real link, so entries can be opened in a new tab; disabled entries are plain text.
  return { key: entry.key, icon: entry.icon, disabled, label: disabled ? label : <Link to={entry.key}>{label}</Link> };
}

export interface SideMenuProps {
  superAdmin: boolean;
  collapsed: boolean;
}

/** The console's main navigation. */
export function SideMenu({ superAdmin, collapsed }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The entry being opened is marked at once, before its screen is there.
  const pending = usePendingNavigation();
  const active = activeEntry(pending.path?.split('?')[0] ?? pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(active?.group ? [active.group] : []);

  // Opening a page of a group (e.g. by a bookmark or the breadcrumb) unfolds that group.
  useEffect(() => {
    const group = active?.group;
    if (group) setOpenKeys((keys) => (keys.includes(group) ? keys : [...keys, group]));
  }, [active?.group]);

  const items = useMemo(() => menuEntries.map((e) => toItem(e, { superAdmin }, t)), [superAdmin, t]);

  return (
    <Menu
      theme="dark"
      mode="inline"
      aria-label={t('menu.label')}
      items={items}
      selectedKeys={active ? [active.key] : []}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key, domEvent }) => {
        // Mouse clicks are handled by the link itself; Enter on a focused entry lands here.
        if (domEvent.type !== 'keydown') return;
        pending.start(key);
        void navigate(key);
      }}
    />
  );
}

/** The header's settings menu: profile, the audit log ("Logboek"), language (nl or en) and logout. */
import { Button, Dropdown, type MenuProps } from 'antd';
import { CheckOutlined, DownOutlined, HistoryOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changeLang, currentLang } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import type { Lang } from '../../lib/storage';

const LANG_KEY = 'lang:';

/** A dropdown button showing the user's name. */
export function SettingsMenu({ userName }: { userName: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = currentLang();
  const langItem = (value: Lang, label: string) => ({
    key: `${LANG_KEY}${value}`,
    label,
    icon: lang === value ? <CheckOutlined aria-hidden /> : <span style={{ display: 'inline-block', width: 14 }} />,
  });
  const items: MenuProps['items'] = [
    { key: 'profile', label: t('header.profile'), icon: <UserOutlined aria-hidden /> },
    { key: 'audit', label: t('header.audit'), icon: <HistoryOutlined aria-hidden /> },
    { type: 'divider' },
    {
      type: 'group',
      key: 'language',
      label: t('header.language'),
      children: [langItem('nl', t('header.lang_nl')), langItem('en', t('header.lang_en'))],
    },
    { type: 'divider' },
    { key: 'logout', label: t('header.logout'), icon: <LogoutOutlined aria-hidden />, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate(paths.profile.path);
    else if (key === 'audit') void navigate(paths.audit.path);
    else if (key === 'logout') void navigate(paths.logout.path);
    else if (key === `${LANG_KEY}nl` || key === `${LANG_KEY}en`) void changeLang(key === `${LANG_KEY}en` ? 'en' : 'nl');
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      {/* The name it shows is part of its accessible name (axe: label-content-name-mismatch). */}
      <Button type="text" aria-label={userName ? `${userName} · ${t('header.settings')}` : t('header.settings')} icon={<SettingOutlined aria-hidden />}>
        <span className="settings-user">{userName ?? ''}</span>
        <DownOutlined style={{ fontSize: 10 }} aria-hidden />
      </Button>
    </Dropdown>
  );
}

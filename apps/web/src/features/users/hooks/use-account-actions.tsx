/**
 * The account actions of the user detail screen, each after a confirmation:
 * 'Uitnodiging opnieuw versturen', 'Deactiveren' or 'Activeren', and 'Overal afmelden'.
 * Not offered where the server refuses: deactivating or signing out oneself, or a super admin
 * by someone who is not one; an invitation not to a deactivated user.
 */
import { App } from 'antd';
import { LogoutOutlined, SendOutlined, StopOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { User } from '@console/contract/users';
import type { DetailAction } from '../../../components/detail-card/detail-card';
import { useMe } from '../../../lib/use-me';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useAccountAction } from '../api/user-account';

/** The account actions for `user` (none while it or the signed-in user loads). */
export function useAccountActions(user: User | undefined): DetailAction[] {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const me = useMe();
  const deactivate = useAccountAction('deactivate');
  const activate = useAccountAction('activate');
  const invite = useAccountAction('invitation');
  const endSessions = useEndUserSessions();

  if (!user || !me.data) return [];
  if (user.super_admin && !me.data.super_admin) return [];
  const self = user.id === me.data.id;

  const ask = (key: string, onOk: () => Promise<string>, danger = false) => modal.confirm({
    title: t(`users.confirm_${key}`, { name: user.name }),
    content: t(`users.confirm_${key}_text`, { email: user.email }),
    okText: t(`users.confirm_${key}_ok`),
    cancelText: t('users.confirm_cancel'),
    okButtonProps: { danger },
    // The http client shows a failure; the dialog then stays open to try again or cancel.
    onOk: async () => { void message.success(await onOk()); },
  });

  const actions: DetailAction[] = [];
  if (user.active) {
    actions.push({
      key: 'invitation', label: t('users.resend_invitation'), icon: <SendOutlined aria-hidden />,
      onClick: () => ask('invitation', async () => { await invite.mutateAsync(user.id); return t('users.invitation_sent', { email: user.email }); }),
    });
  }
  if (!self) {
    actions.push({
      key: 'sign_out_everywhere', label: t('users.sign_out_everywhere'), icon: <LogoutOutlined aria-hidden />,
      onClick: () => ask('sign_out_everywhere', async () => t('users.signed_out_everywhere', { count: await endSessions.mutateAsync(user.id) })),
    });
    actions.push(user.active
      ? {
        key: 'deactivate', label: t('users.deactivate'), icon: <StopOutlined aria-hidden />, danger: true,
        onClick: () => ask('deactivate', async () => { await deactivate.mutateAsync(user.id); return t('users.deactivated'); }, true),
      }
      : {
        key: 'activate', label: t('users.activate'), icon: <CheckCircleOutlined aria-hidden />,
        onClick: () => ask('activate', async () => { await activate.mutateAsync(user.id); return t('users.activated'); }),
      });
  }
  return actions;
}

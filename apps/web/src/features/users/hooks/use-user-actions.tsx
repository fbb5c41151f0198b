/**
 * The actions menu of the user detail screen: edit data, reset password, send a recovery mail,
 * remove from the current organisation (confirmation), and, for super admins alone, delete
 * permanently (confirmation). The removals go back to the list afterwards.
 */
import { useState, type ReactNode } from 'react';
import { App } from 'antd';
import { DeleteOutlined, EditOutlined, KeyOutlined, MailOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@console/contract/users';
import type { DetailAction } from '../../../components/detail-card/detail-card';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { storage } from '../../../lib/storage';
import { useMe } from '../../../lib/use-me';
import { useTenant } from '../../../lib/use-tenant';
import { useDeleteUser } from '../api/delete-user';
import { useRemoveUserFromTenant } from '../api/remove-user-from-tenant';
import { RecoveryMailConfirm } from '../components/recovery-mail-confirm';
import { userHref, userPaths } from '../paths';

export interface UserActions {
  actions: DetailAction[];
  /** The recovery-mail dialog; render it beside the card. */
  dialogs: ReactNode;
}

/** The actions for `user` (none while it loads). */
export function useUserActions(user: User | undefined): UserActions {
  const { t } = useTranslation();
  const me = useMe();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirm = useConfirmDelete();
  const tenantId = storage.getTenantId();
  const tenant = useTenant(tenantId);
  const deleteUser = useDeleteUser();
  const removeFromTenant = useRemoveUserFromTenant();
  const [recoveryOpen, setRecoveryOpen] = useState(false);

  if (!user) return { actions: [], dialogs: null };

  const askRemove = () => {
    if (tenantId === null) return;
    confirm({
      title: t('users.confirm_remove', { name: user.name, tenant: tenant.data?.name ?? t('users.this_tenant') }),
      content: t('users.confirm_remove_text'),
      onConfirm: async () => {
        await removeFromTenant.mutateAsync({ tenantId, userId: user.id });
        void message.success(t('users.removed'));
        void navigate(userPaths.index.path);
      },
    });
  };

  const askDelete = () => confirm({
    title: t('users.confirm_delete', { name: user.name }),
    content: t('users.confirm_delete_text'),
    onConfirm: async () => {
      await deleteUser.mutateAsync(user.id);
      void message.success(t('users.deleted'));
      void navigate(userPaths.index.path);
    },
  });

  const actions: DetailAction[] = [
    { key: 'edit', label: t('users.edit'), icon: <EditOutlined aria-hidden />, to: userHref.edit(user.id) },
    { key: 'password', label: t('users.password_reset'), icon: <KeyOutlined aria-hidden />, to: userHref.passwordReset(user.id) },
    { key: 'recovery', label: t('users.recovery_mail'), icon: <MailOutlined aria-hidden />, onClick: () => setRecoveryOpen(true) },
    { key: 'remove', label: t('users.remove_from_tenant'), icon: <UserDeleteOutlined aria-hidden />, danger: true, onClick: askRemove },
  ];
  // The server refuses a delete of oneself; the menu does not offer it.
  if (me.data?.super_admin && me.data.id !== user.id) {
    actions.push({ key: 'delete', label: t('users.delete'), icon: <DeleteOutlined aria-hidden />, danger: true, onClick: askDelete });
  }
  const dialogs = <RecoveryMailConfirm open={recoveryOpen} email={user.email} onClose={() => setRecoveryOpen(false)} />;
  return { actions, dialogs };
}

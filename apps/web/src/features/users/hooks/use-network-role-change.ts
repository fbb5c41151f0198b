/**
 * Applies a role select's change on one network for one user, following spec section 4, and
 * says so: 'Netwerkrol toegekend', 'Netwerkrol aangepast' or 'Netwerkrol ontkoppeld'. Shared by
 * the user's network editor and the user-roles screen.
 */
import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangeNetworkRole } from '../api/change-network-role';
import { useGiveNetworkRole } from '../api/give-network-role';
import { useRemoveNetworkRole } from '../api/remove-network-role';
import { roleTransition } from '../model/role-transition';

export interface NetworkRoleChange {
  networkId: number;
  userId: number;
  /** The role now; null: no access. */
  current: number | null;
  /** The role chosen; null: no access. */
  next: number | null;
}

/** Returns a function that makes the call a change needs; it rejects when the call fails. */
export function useNetworkRoleChange(): (change: NetworkRoleChange) => Promise<void> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const give = useGiveNetworkRole();
  const change = useChangeNetworkRole();
  const remove = useRemoveNetworkRole();
  const { mutateAsync: giveAsync } = give;
  const { mutateAsync: changeAsync } = change;
  const { mutateAsync: removeAsync } = remove;

  return useCallback(async ({ networkId, userId, current, next }: NetworkRoleChange) => {
    const transition = roleTransition(current, next);
    if (transition === 'none') return;
    if (transition === 'remove' || next === null) {
      await removeAsync({ networkId, userId });
      void message.success(t('users.role_removed'));
      return;
    }
    if (transition === 'add') {
      await giveAsync({ networkId, userId, roleId: next });
      void message.success(t('users.role_added'));
      return;
    }
    await changeAsync({ networkId, userId, roleId: next });
    void message.success(t('users.role_changed'));
  }, [giveAsync, changeAsync, removeAsync, message, t]);
}

/**
 * The per-role flags of an action status: a row per role of the tenant with four checkboxes
 * (open, selectable, visible on map, attached), each headed by a line saying what it does for
 * the role. Each tick saves that role's flags at once.
 */
import { useState } from 'react';
import { App, Checkbox, Typography } from 'antd';
import { Card } from '../../../components/page/card';
import { Table } from '../../../components/list-table/table';
import { useTranslation } from 'react-i18next';
import { ACTION_STATUS_ROLE_FLAGS, type ActionStatus, type ActionStatusRoleFlag } from '@console/contract/action-statuses';
import type { Role } from '@console/contract/roles';
import { useRoles } from '../../../lib/use-roles';
import { useSaveRoleFlags, type RoleFlags } from '../api/save-role-flags';

const NONE: RoleFlags = { is_open: false, is_selectable: false, show_on_map: false, is_attached: false };

export function RoleFlagsCard({ status }: { status: ActionStatus }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const roles = useRoles();
  const save = useSaveRoleFlags(status.id);
  // The flags being saved, shown already; their boxes wait until the save has settled.
  const [pending, setPending] = useState<{ roleId: number; flags: RoleFlags } | null>(null);
  const stored = new Map((status.allActionStatusRoles?.data ?? []).map((r) => [r.role_id, r]));
  const flagsOf = (roleId: number): RoleFlags => {
    if (pending?.roleId === roleId) return pending.flags;
    const r = stored.get(roleId);
    return r ? { is_open: r.is_open, is_selectable: r.is_selectable, show_on_map: r.show_on_map, is_attached: r.is_attached } : NONE;
  };
  const toggle = async (role: Role, flag: ActionStatusRoleFlag, value: boolean) => {
    const flags = { ...flagsOf(role.id), [flag]: value };
    setPending({ roleId: role.id, flags });
    try {
      await save.mutateAsync({ roleId: role.id, flags });
      void message.success(t('action_statuses.flags_saved'));
    } catch {
      // Reported by the http client; the boxes show the stored flags again.
    } finally {
      setPending(null);
    }
  };
  return (
    <Card title={t('action_statuses.roles')}>
      <Table<Role>
        label={t('action_statuses.roles')}
        loading={roles.isLoading}
        rows={roles.data ?? []}
        columns={[
          { key: 'name', title: t('action_statuses.role'), render: (role: Role) => role.display_name ?? role.name },
          ...ACTION_STATUS_ROLE_FLAGS.map((flag) => ({
            key: flag,
            // The flag's name, and under it what it does for the role.
            title: (
              <>
                {t(`action_statuses.flag_${flag}`)}
                <Typography.Text type="secondary" style={{ display: 'block', fontWeight: 'normal', fontSize: 12 }}>{t(`action_statuses.flag_help_${flag}`)}</Typography.Text>
              </>
            ),
            name: t(`action_statuses.flag_${flag}`),
            width: 170,
            render: (role: Role) => (
              <Checkbox
                aria-label={t('action_statuses.flag_of', { flag: t(`action_statuses.flag_${flag}`), role: role.display_name ?? role.name })}
                checked={flagsOf(role.id)[flag]}
                disabled={pending !== null}
                onChange={(e) => void toggle(role, flag, e.target.checked)}
              />
            ),
          })),
        ]}
      />
    </Card>
  );
}

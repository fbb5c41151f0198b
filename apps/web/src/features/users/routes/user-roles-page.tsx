/**
 * Route 'admin.user_roles.edit' (/admin/user_roles/edit): every user of the organisation with a
 * role select for the selected network ('Geen toegang' first). A change applies at once (spec
 * section 4) with 'Netwerkrol toegekend', 'Netwerkrol aangepast' or 'Netwerkrol ontkoppeld'.
 * Fast with 10,000 users: two calls, one Map from user id to role, one page of selects.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { storage } from '../../../lib/storage';
import { useNetwork } from '../../../lib/use-network';
import { useNetworkMembers } from '../api/get-network-members';
import { useRoles } from '../../../lib/use-roles';
import { useUsers } from '../../../lib/use-users';
import { RoleSelect, useRoleSelectOptions } from '../components/role-select';
import { useNetworkRoleChange } from '../hooks/use-network-role-change';
import { buildUserRoleRows, type UserRoleRow } from '../model/user-role-rows';
import { userHref } from '../paths';

const viewHref = (row: UserRoleRow) => userHref.show(row.id);

/** The role of every user on the selected network. */
export function UserRolesPage() {
  const { t } = useTranslation();
  const networkId = storage.getNetworkId();
  const network = useNetwork(networkId);
  const users = useUsers();
  const members = useNetworkMembers(networkId);
  const roles = useRoles();
  const applyChange = useNetworkRoleChange();
  const options = useRoleSelectOptions(roles.data);

  const rows = useMemo(
    () => (users.data && members.data ? buildUserRoleRows(users.data, members.data) : undefined),
    [users.data, members.data],
  );
  const roleName = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);

  const columns = useMemo<ListColumn<UserRoleRow>[]>(() => [
    { key: 'id', title: 'common.id', sortable: true, searchable: true, width: 100 },
    { key: 'name', title: 'users.name', sortable: true, searchable: true },
    { key: 'email', title: 'users.email', sortable: true, searchable: true },
    {
      key: 'role_id',
      title: 'users.role',
      width: 280,
      sortable: true,
      // Sorts by the role's name, no access first.
      value: (row) => (row.role_id === null ? '' : roleName.get(row.role_id) ?? ''),
      render: (row) => (networkId === null ? null : (
        <RoleSelect
          label={t('users.role_of', { name: row.name })}
          options={options}
          value={row.role_id}
          onChange={(next) => applyChange({ networkId, userId: row.id, current: row.role_id, next })}
        />
      )),
    },
  ], [options, roleName, applyChange, networkId, t]);

  const error = users.error ?? members.error ?? roles.error;
  const retry = () => void Promise.all([users.refetch(), members.refetch(), roles.refetch()]);
  return (
    <ListTable<UserRoleRow>
      title={network.data ? t('users.user_roles_title_network', { network: network.data.name }) : t('users.user_roles_title')}
      rows={rows}
      loading={rows === undefined && !error}
      error={error}
      onRetry={retry}
      columns={columns}
      viewHref={viewHref}
    />
  );
}


/**
 * Route 'admin.user_roles.edit' (/admin/user_roles/edit): every user of the organisation with a
 * role select for the selected network ('Geen toegang' first). A change applies at once (spec
 * section 4) with 'Netwerkrol toegekend', 'Netwerkrol aangepast' or 'Netwerkrol ontkoppeld'.
 * One list route gives the users with their role (GET /v1/network/{id}/user_role): up to 2,000
 * users the table holds them all, over that the server sorts, searches and pages them (issue
 * 10), so 100,000 users cost one page. Page, sort and searches live in the URL.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useListMode } from '../../../components/list-table/list-source';
import { storage } from '../../../lib/storage';
import { useNetwork } from '../../../lib/use-network';
import { useRoles } from '../../../lib/use-roles';
import { networkUserRolesSource, useNetworkUserRoles } from '../api/get-network-user-roles';
import { RoleSelect, useRoleSelectOptions } from '../components/role-select';
import { useNetworkRoleChange } from '../hooks/use-network-role-change';
import type { UserRoleRow } from '../model/user-role-rows';
import { userHref } from '../paths';

const viewHref = (row: UserRoleRow) => userHref.show(row.id);

/** The role of every user on the selected network. */
export function UserRolesPage() {
  const { t } = useTranslation();
  const networkId = storage.getNetworkId();
  const network = useNetwork(networkId);
  const source = useMemo(() => (networkId === null ? undefined : networkUserRolesSource(networkId)), [networkId]);
  const mode = useListMode(source);
  // Every row only for a list the table holds whole; over the threshold it asks for pages.
  const rows = useNetworkUserRoles(networkId, { enabled: mode === 'client' });
  const roles = useRoles();
  const applyChange = useNetworkRoleChange();
  const options = useRoleSelectOptions(roles.data);
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
      // Sorts by the role's name, no access first (the server, over the threshold, by the role's id).
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

  const error = rows.error ?? roles.error;
  const retry = () => void Promise.all([rows.refetch(), roles.refetch()]);
  return (
    <ListTable<UserRoleRow>
      title={network.data ? t('users.user_roles_title_network', { network: network.data.name }) : t('users.user_roles_title')}
      rows={rows.data}
      loading={rows.isLoading}
      error={error}
      onRetry={retry}
      columns={columns}
      source={source}
      viewHref={viewHref}
    />
  );
}

/**
 * Route 'admin.users.networks.edit' (/editusernetworks/:id): every network of the organisation
 * with a role select for the user, 'Geen toegang' first. A change applies at once (spec
 * section 4): 'Netwerkrol toegekend', 'Netwerkrol aangepast' or 'Netwerkrol ontkoppeld'.
 */
import { useMemo } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useNetworkOptions } from '../api/get-network-options';
import { useRoles } from '../../../lib/use-roles';
import { useUser } from '../api/get-user';
import { useUserNetworks } from '../api/get-user-networks';
import { LoadFailed } from '../../../components/page/load-failed';
import { RoleSelect, useRoleSelectOptions } from '../components/role-select';
import { useNetworkRoleChange } from '../hooks/use-network-role-change';
import { useRouteId } from '../../../lib/route-id';
import { userHref, userFailed } from '../paths';
import { useCrumbName } from '../../../lib/crumb-names';

interface NetworkRow {
  id: number;
  name: string;
  /** The user's role on the network; null: no access. */
  role_id: number | null;
}

/** The network-role editor of the user in the path. */
export function UserNetworksPage() {
  const id = useRouteId();
  return id === null ? <LoadFailed error={null} texts={userFailed} /> : <UserNetworks id={id} />;
}

function UserNetworks({ id }: { id: number }) {
  const { t } = useTranslation();
  const user = useUser(id);
  useCrumbName(id, user.data?.name);
  const networks = useNetworkOptions();
  const roles = useRoles();
  const userNetworks = useUserNetworks(id);
  const applyChange = useNetworkRoleChange();
  const options = useRoleSelectOptions(roles.data);

  const rows = useMemo<NetworkRow[] | undefined>(() => {
    if (!networks.data || !userNetworks.data) return undefined;
    const roleOf = new Map(userNetworks.data.map((link) => [link.id, link.role_id]));
    return networks.data.map((network) => ({ id: network.id, name: network.name, role_id: roleOf.get(network.id) ?? null }));
  }, [networks.data, userNetworks.data]);

  const columns = useMemo<ListColumn<NetworkRow>[]>(() => [
    { key: 'id', title: 'common.id', sortable: true, searchable: true, width: 100 },
    { key: 'name', title: 'users.network', sortable: true, searchable: true },
    {
      key: 'role_id',
      title: 'users.role',
      width: 280,
      render: (row) => (
        <RoleSelect
          label={t('users.role_on', { network: row.name })}
          options={options}
          value={row.role_id}
          onChange={(next) => applyChange({ networkId: row.id, userId: id, current: row.role_id, next })}
        />
      ),
    },
  ], [options, applyChange, id, t]);

  const error = user.error ?? networks.error ?? roles.error ?? userNetworks.error;
  if (error) {
    const retry = () => void Promise.all([user.refetch(), networks.refetch(), roles.refetch(), userNetworks.refetch()]);
    return <LoadFailed error={error} onRetry={retry} texts={userFailed} />;
  }
  return (
    <ListTable<NetworkRow>
      title={user.data ? t('users.networks_title_name', { name: user.data.name }) : t('users.networks_title')}
      rows={rows}
      loading={rows === undefined}
      columns={columns}
      extra={<LinkButton to={userHref.show(id)} icon={<ArrowLeftOutlined aria-hidden />}>{t('users.back_to_user')}</LinkButton>}
    />
  );
}

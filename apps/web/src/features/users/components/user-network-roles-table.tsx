/** The detail screen's network roles: id, network name, role id and role name, with an edit link. */
import { useTranslation } from 'react-i18next';
import { EditOutlined } from '@ant-design/icons';
import type { UserNetwork } from '@console/contract/users';
import { LinkButton } from '../../../components/link-button';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useUserNetworks } from '../api/get-user-networks';
import { userHref } from '../paths';
import { roleLabel } from './role-select';

const columns: ListColumn<UserNetwork>[] = [
  { key: 'id', title: 'common.id', sortable: true, searchable: true, width: 90 },
  { key: 'name', title: 'users.network', sortable: true, searchable: true },
  { key: 'role_id', title: 'users.role_id', width: 100 },
  { key: 'role', title: 'users.role_name', value: (row) => (row.role ? roleLabel(row.role.data) : '') },
];

/** The user's role per network of the selected tenant. */
export function UserNetworkRolesTable({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const networks = useUserNetworks(userId);
  return (
    <ListTable<UserNetwork>
      title={t('users.network_roles')}
      rows={networks.data}
      loading={networks.isLoading}
      error={networks.error}
      onRetry={() => void networks.refetch()}
      columns={columns}
      pageSize={10}
      extra={(
        <LinkButton to={userHref.networksEdit(userId)} icon={<EditOutlined aria-hidden />}>
          {t('users.edit_network_roles')}
        </LinkButton>
      )}
    />
  );
}

/** Route 'admin.roles.index' (/admin/roles): the roles of the organisation. */
import { roleSchema, type Role } from '@console/contract/roles';
import type { ListSource } from '../../../components/list-table/list-source';
import { apiPaths } from '@console/contract/paths';
import { queryKeys } from '../../../lib/query-keys';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useRoles } from '../../../lib/use-roles';
import { roleHref, rolePaths } from '../paths';

const columns: ListColumn<Role>[] = [
  { key: 'id', title: 'roles.id', sortable: true, searchable: true, width: 100 },
  // A role without a display name is known by its machine name.
  { key: 'display_name', title: 'roles.display_name', sortable: true, searchable: true, value: (role) => role.display_name ?? role.name },
  { key: 'users_count', title: 'roles.users_count', sortable: true, width: 140 },
];

/** The list in the API: URL state, export and, when big, server mode. */
const source: ListSource<Role> = { path: apiPaths.roles, schema: roleSchema, queryKey: queryKeys.roles };

/** Id and display name, sortable and searchable, a view button per row and a create button. */
export function RoleListPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  return (
    <ListTable<Role>
      title={t('roles.title')}
      rows={roles.data}
      loading={roles.isLoading}
      error={roles.error}
      onRetry={() => void roles.refetch()}
      columns={columns}
      viewHref={(role) => roleHref.show(role.id)}
      create={{ to: rolePaths.create.path, label: t('roles.create') }}
      source={source}
    />
  );
}

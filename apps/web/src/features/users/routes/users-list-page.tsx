/**
 * Route 'admin.users.index' (/admin/users): the users of the selected organisation, with id,
 * name and e-mail sortable and searchable, a view button per row and the add button. The add
 * button is disabled for non-super-admins when the organisation's licences are used up.
 */
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { licenseLimitReached, useCurrentLicense } from '../api/get-current-license';
import { useUsers, type UserListItem } from '../../../lib/use-users';
import { useIsSuperAdmin } from '../hooks/use-is-super-admin';
import { userHref, userPaths } from '../paths';
import { UserImportButton } from '../components/user-import-button';

const columns: ListColumn<UserListItem>[] = [
  { key: 'id', title: 'common.id', sortable: true, searchable: true, width: 100 },
  { key: 'name', title: 'users.name', sortable: true, searchable: true },
  { key: 'email', title: 'users.email', sortable: true, searchable: true },
];

// One function for every row (not a new one per render), so the table's columns stay memoised.
const viewHref = (user: UserListItem) => userHref.show(user.id);

/** The users list; fast with 10,000 rows (one call, one page of rows rendered). */
export function UsersListPage() {
  const { t } = useTranslation();
  const users = useUsers();
  const license = useCurrentLicense();
  const superAdmin = useIsSuperAdmin();
  const limitReached = license.data ? licenseLimitReached(license.data) : false;
  // Super admins may add users regardless of the licence limit (spec section 6).
  const blocked = !superAdmin && limitReached;

  const licenseTag = license.data ? (
    <Tooltip title={t('users.licenses_hint')}>
      <Tag color={limitReached ? 'red' : 'blue'}>
        {t('users.licenses_used', { used: license.data.licensed_users, paid: license.data.paid_licenses })}
      </Tag>
    </Tooltip>
  ) : null;

  return (
    <ListTable<UserListItem>
      title={t('users.title')}
      rows={users.data}
      loading={users.isLoading}
      error={users.error}
      onRetry={() => void users.refetch()}
      columns={columns}
      viewHref={viewHref}
      extra={<>{licenseTag}<UserImportButton /></>}
      create={{
        to: userPaths.create.path,
        label: t('users.add'),
        disabled: blocked,
        tooltip: blocked ? t('error.maximum_licenses_reached') : undefined,
      }}
    />
  );
}

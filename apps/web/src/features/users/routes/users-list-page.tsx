/**
 * Route 'admin.users.index' (/admin/users): the users of the selected organisation, with id,
 * name and e-mail sortable and searchable, the account's state ('Gedeactiveerd', 'Uitgenodigd'
 * or the last sign-in) with a status filter kept in the URL (?status=), a view button
 * per row and the add button. The add button is disabled for non-super-admins when the
 * organisation's licences are used up.
 */
import { useMemo } from 'react';
import { Select, Tag, Tooltip } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { licenseLimitReached, useCurrentLicense } from '../api/get-current-license';
import { useUsers, type UserListItem } from '../../../lib/use-users';
import { useListMode } from '../../../components/list-table/list-source';
import { usersListSource } from '../api/users-list-source';
import { useIsSuperAdmin } from '../hooks/use-is-super-admin';
import { userHref, userPaths } from '../paths';
import { UserImportButton } from '../components/user-import-button';
import { ActiveTag, SignInText } from '../components/account-state-tags';
import { matchesStatus, statusFilterOf, type StatusFilter } from '../model/account-state';

const columns: ListColumn<UserListItem>[] = [
  { key: 'id', title: 'common.id', sortable: true, searchable: true, width: 100 },
  { key: 'name', title: 'users.name', sortable: true, searchable: true },
  { key: 'email', title: 'users.email', sortable: true, searchable: true },
  { key: 'last_sign_in_at', title: 'users.last_sign_in', sortable: true, render: (user) => <SignInText user={user} /> },
  { key: 'active', title: 'users.state', sortable: true, render: (user) => <ActiveTag user={user} />, width: 140 },
];
const STATUSES: StatusFilter[] = ['all', 'active', 'deactivated'];

// One function for every row (not a new one per render), so the table's columns stay memoised.
const viewHref = (user: UserListItem) => userHref.show(user.id);

/** The users list; fast with 10,000 rows (one call, one page of rows rendered). */
export function UsersListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = statusFilterOf(params.get('status'));
  const source = useMemo(() => usersListSource(status), [status]);
  // Over the threshold the table asks the API for one page at a time: no fetching every user.
  const users = useUsers({ enabled: useListMode(source) === 'client' });
  const rows = useMemo(() => users.data?.filter((user) => matchesStatus(user, status)), [users.data, status]);
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

  const statusSelect = (
    <Select<StatusFilter>
      aria-label={t('users.state_filter')}
      value={status}
      style={{ minWidth: 150 }}
      options={STATUSES.map((value) => ({ value, label: t(`users.state_filter_${value}`) }))}
      onChange={(value) => setParams((p) => {
        const next = new URLSearchParams(p);
        if (value === 'all') next.delete('status');
        else next.set('status', value);
        return next;
      }, { replace: true })}
    />
  );

  return (
    <ListTable<UserListItem>
      title={t('users.title')}
      rows={rows}
      loading={users.isLoading}
      error={users.error}
      onRetry={() => void users.refetch()}
      columns={columns}
      source={source}
      viewHref={viewHref}
      extra={<>{statusSelect}{licenseTag}<UserImportButton /></>}
      create={{
        to: userPaths.create.path,
        label: t('users.add'),
        disabled: blocked,
        tooltip: blocked ? t('error.maximum_licenses_reached') : undefined,
      }}
    />
  );
}

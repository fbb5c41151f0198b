/** Route 'admin.users.edit' (/admin/users/:id/edit): edit a user's data. */
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page/page-loading';
import { useMe } from '../../../lib/use-me';
import { useUser } from '../api/get-user';
import { useUserTenants } from '../api/get-user-tenants';
import { LoadFailed } from '../../../components/page/load-failed';
import { UserEditForm } from '../components/user-edit-form';
import { useRouteId } from '../../../lib/route-id';
import { userHref, userFailed } from '../paths';
import { useCrumbName } from '../../../lib/crumb-names';

/** The edit form of the user in the path; after saving, back to its detail screen. */
export function UserEditPage() {
  const id = useRouteId();
  return id === null ? <LoadFailed error={null} texts={userFailed} /> : <UserEdit id={id} />;
}

function UserEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser(id);
  useCrumbName(id, user.data?.name);
  const tenants = useUserTenants(id);
  const me = useMe();
  const error = user.error ?? me.error;
  if (error) {
    return <LoadFailed error={error} onRetry={() => void Promise.all([user.refetch(), me.refetch()])} texts={userFailed} />;
  }
  return (
    <Card title={user.data ? t('users.edit_title_name', { name: user.data.name }) : t('users.edit_title')}>
      {user.data && me.data ? (
        <UserEditForm
          user={user.data}
          tenants={tenants.data}
          tenantsLoading={tenants.isLoading}
          superAdmin={me.data.super_admin}
          onSaved={() => void navigate(userHref.show(id))}
        />
      ) : <PageLoading />}
    </Card>
  );
}

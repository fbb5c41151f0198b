/** Route 'admin.users.create' (/admin/users/create): a new user of the selected organisation. */
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page/page-loading';
import { useMe } from '../../../lib/use-me';
import { LoadFailed } from '../../../components/page/load-failed';
import { UserCreateForm } from '../components/user-create-form';
import { userHref, userFailed } from '../paths';

/** The create form; afterwards the new user's detail screen. */
export function UserCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The form differs for super admins, so it waits for the signed-in user.
  const me = useMe();
  if (me.error) return <LoadFailed error={me.error} onRetry={() => void me.refetch()} texts={userFailed} />;
  return (
    <Card title={t('users.create_title')}>
      {me.data ? (
        <UserCreateForm superAdmin={me.data.super_admin} onCreated={(user) => void navigate(userHref.show(user.id))} />
      ) : <PageLoading />}
    </Card>
  );
}

/** Route 'admin.users.passwordReset' (/admin/users/:id/passwordreset): set a new password for a user. */
import { Typography } from 'antd';
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '../api/get-user';
import { LoadFailed } from '../../../components/page/load-failed';
import { PasswordForm } from '../components/password-form';
import { useRouteId } from '../../../lib/route-id';
import { userHref, userFailed } from '../paths';
import { useCrumbName } from '../../../lib/crumb-names';

/** The password form; afterwards back to the user's detail screen. */
export function UserPasswordPage() {
  const id = useRouteId();
  return id === null ? <LoadFailed error={null} texts={userFailed} /> : <UserPassword id={id} />;
}

function UserPassword({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Only for the title: the form does not wait for it.
  const user = useUser(id);
  useCrumbName(id, user.data?.name);
  if (user.error) return <LoadFailed error={user.error} onRetry={() => void user.refetch()} texts={userFailed} />;
  return (
    <Card title={user.data ? t('users.password_title_name', { name: user.data.name }) : t('users.password_title')}>
      <Typography.Paragraph type="secondary">{t('users.password_intro')}</Typography.Paragraph>
      <PasswordForm userId={id} onSaved={() => void navigate(userHref.show(id))} />
    </Card>
  );
}

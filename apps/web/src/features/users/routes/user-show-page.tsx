/**
 * Route 'admin.users.show' (/admin/users/:id): the user's data (needs_license and super_admin
 * for super admins alone), the account's state and last sign-in, the actions menu
 * (with the account actions), and below it the user's network roles and teams.
 */
import { Col, Flex, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { User } from '@console/contract/users';
import { DetailCard, type DetailField } from '../../../components/detail-card/detail-card';
import { useUser } from '../api/get-user';
import { useUserTenants } from '../api/get-user-tenants';
import { LoadFailed } from '../../../components/page/load-failed';
import { userFailed } from '../paths';
import { UserNetworkRolesTable } from '../components/user-network-roles-table';
import { UserTeamsTable } from '../components/user-teams-table';
import { useIsSuperAdmin } from '../hooks/use-is-super-admin';
import { useUserActions } from '../hooks/use-user-actions';
import { useAccountActions } from '../hooks/use-account-actions';
import { ActiveTag, SignInText } from '../components/account-state-tags';
import { useRouteId } from '../../../lib/route-id';
import { useCrumbName } from '../../../lib/crumb-names';

const dash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—');

/** The detail screen of the user in the path. */
export function UserShowPage() {
  const id = useRouteId();
  return id === null ? <LoadFailed error={null} texts={userFailed} /> : <UserShow id={id} />;
}

function UserShow({ id }: { id: number }) {
  const { t } = useTranslation();
  const user = useUser(id);
  useCrumbName(id, user.data?.name);
  const tenants = useUserTenants(id);
  const superAdmin = useIsSuperAdmin();
  const { actions, dialogs } = useUserActions(user.data);
  const accountActions = useAccountActions(user.data);

  if (user.error) return <LoadFailed error={user.error} onRetry={() => void user.refetch()} texts={userFailed} />;

  const yesNo = (value: boolean) => (value ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>);
  const fieldsOf = (u: User): DetailField[] => {
    const attr = u.userAttribute?.data;
    const primary = tenants.data?.find((tenant) => tenant.id === u.primary_tenant_id);
    return [
      { key: 'name', label: t('users.name'), value: u.name },
      { key: 'email', label: t('users.email'), value: u.email },
      { key: 'state', label: t('users.state'), value: <ActiveTag user={u} since /> },
      { key: 'last_sign_in', label: t('users.last_sign_in'), value: <SignInText user={u} /> },
      ...(superAdmin ? [
        { key: 'needs_license', label: t('users.needs_license'), value: yesNo(u.needs_license) },
        { key: 'super_admin', label: t('users.super_admin'), value: yesNo(u.super_admin) },
      ] : []),
      { key: 'primary_tenant', label: t('users.primary_tenant'), value: tenants.isLoading ? t('common.loading') : dash(primary?.name) },
      { key: 'department', label: t('users.department'), value: dash(attr?.department) },
      { key: 'function', label: t('users.function'), value: dash(attr?.function) },
      { key: 'phone', label: t('users.phone'), value: dash(attr?.phone) },
      { key: 'phone_mobile', label: t('users.phone_mobile'), value: dash(attr?.phone_mobile) },
    ];
  };

  return (
    <Flex vertical gap={16}>
      <DetailCard
        title={user.data ? t('users.show_title_name', { name: user.data.name }) : t('users.show_title')}
        loading={user.isLoading}
        history={user.data ? { subjectType: 'user', subjectId: user.data.id } : undefined}
        fields={user.data ? fieldsOf(user.data) : []}
        actions={[...actions, ...accountActions]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}><UserNetworkRolesTable userId={id} /></Col>
        <Col xs={24} xl={10}><UserTeamsTable userId={id} /></Col>
      </Row>
      {dialogs}
    </Flex>
  );
}

/** Route 'profile' (/profile): the signed-in user's own data, and below it their sessions. */
import { Flex, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DetailCard, type DetailField } from '../../../components/detail-card/detail-card';
import { paths } from '../../../lib/paths';
import { useMe } from '../../../lib/use-me';
import { useTenants } from '../../../lib/use-tenants';
import { SessionsCard } from '../components/sessions-card';

/** Shows name, e-mail, primary organisation, function, department and phones. */
export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  const tenants = useTenants();
  const user = me.data;
  const attr = user?.userAttribute?.data;
  const primaryTenant = tenants.data?.find((tenant) => tenant.id === user?.primary_tenant_id);
  const dash = (value: string | null | undefined) => (value && value !== '' ? value : '—');

  const fields: DetailField[] = user ? [
    { key: 'name', label: t('profile.name'), value: user.super_admin ? <>{user.name} <Tag color="gold">{t('profile.super_admin')}</Tag></> : user.name },
    { key: 'email', label: t('profile.email'), value: user.email },
    { key: 'primary_tenant', label: t('profile.primary_tenant'), value: dash(primaryTenant?.name) },
    { key: 'function', label: t('profile.function'), value: dash(attr?.function) },
    { key: 'department', label: t('profile.department'), value: dash(attr?.department) },
    { key: 'phone', label: t('profile.phone'), value: dash(attr?.phone) },
    { key: 'phone_mobile', label: t('profile.phone_mobile'), value: dash(attr?.phone_mobile) },
  ] : [];

  return (
    <Flex vertical gap={16}>
      <DetailCard
        title={t('profile.title')}
        loading={me.isLoading}
        error={me.error}
        fields={fields}
        actions={[{ key: 'edit', label: t('profile.edit'), icon: <EditOutlined aria-hidden />, to: paths.profileEdit.path }]}
      />
      <SessionsCard />
    </Flex>
  );
}

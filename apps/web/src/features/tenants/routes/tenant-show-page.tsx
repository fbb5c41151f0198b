/**
 * Route 'admin.tenants.show' (/admin/tenants/:id): the organisation's name, for a super admin
 * its paid and used licences, and its networks with an add-network button.
 */
import { Flex, Skeleton } from 'antd';
import { ApartmentOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DetailCard, type DetailField } from '../../../components/detail-card/detail-card';
import { useMe } from '../../../lib/use-me';
import { useTenant } from '../../../lib/use-tenant';
import { useTenantLicense } from '../api/get-tenant-license';
import { TenantNetworks } from '../components/tenant-networks';
import { tenantHref } from '../paths';
import { useRouteRecord } from '../../../components/page/use-route-record';

/** The organisation's card and its networks. */
export function TenantShowPage() {
  const { t } = useTranslation();
  const superAdmin = useMe().data?.super_admin ?? false;
  const { id, query: tenant, failed } = useRouteRecord(useTenant);
  const license = useTenantLicense(id, superAdmin);
  if (failed) return failed;

  // The licence figures come from their own call; a failure there leaves a dash, not the page.
  const figure = (value: number | undefined) => (license.isLoading ? <Skeleton.Input active size="small" /> : value ?? '—');
  const fields: DetailField[] = [
    { key: 'name', label: t('tenants.name'), value: tenant.data?.name },
    ...(superAdmin ? [
      { key: 'paid_licenses', label: t('tenants.paid_licenses'), value: figure(license.data?.paid_licenses) },
      { key: 'licensed_users', label: t('tenants.licensed_users'), value: figure(license.data?.licensed_users) },
    ] : []),
  ];

  return (
    <Flex vertical gap={16}>
      <DetailCard
        title={tenant.data?.name ?? t('tenants.title')}
        loading={tenant.isLoading}
        history={tenant.data ? { subjectType: 'tenant', subjectId: tenant.data.id } : undefined}
        fields={fields}
        actions={[
          { key: 'edit', label: t('tenants.edit'), icon: <EditOutlined aria-hidden />, to: tenantHref.edit(id) },
          { key: 'network', label: t('tenants.network_create'), icon: <ApartmentOutlined aria-hidden />, to: tenantHref.createNetwork(id) },
        ]}
      />
      <TenantNetworks tenantId={id} />
    </Flex>
  );
}

/**
 * Route 'admin.tenants.create_network' (/admin/tenants/:id/create_network): a new network in
 * this organisation, with or without the standard objects (default off); then back to the
 * organisation.
 */
import { Card } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form/form-actions';
import { NotFound } from '../../../components/page/not-found';
import { LoadFailed } from '../../../components/page/load-failed';
import { parseRouteId } from '../../../lib/route-id';
import { useTenant } from '../../../lib/use-tenant';
import { TenantNetworkForm } from '../../../components/tenant/tenant-network-form';
import { tenantHref } from '../paths';
import { useCrumbName } from '../../../lib/crumb-names';

/** The create-network screen of one organisation. */
export function TenantCreateNetworkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseRouteId(useParams().id);
  const tenant = useTenant(id);
  useCrumbName(id, tenant.data?.name);
  if (id === null) return <NotFound />;
  if (tenant.error) return <LoadFailed error={tenant.error} onRetry={() => void tenant.refetch()} />;
  return (
    <Card title={t('tenants.network_create_title', { name: tenant.data?.name ?? '…' })} loading={tenant.isLoading}>
      <TenantNetworkForm
        tenantId={id}
        name="tenant-network-create"
        onCreated={() => void navigate(tenantHref.show(id))}
        actions={(submitting) => <FormActions submitting={submitting} cancelTo={tenantHref.show(id)} submitLabel={t('tenants.create_submit')} />}
        style={{ maxWidth: 560 }}
      />
    </Card>
  );
}

/**
 * Route 'admin.tenants.create_network' (/admin/tenants/:id/create_network): a new network in
 * this organisation, with or without the standard objects (default off); then back to the
 * organisation.
 */
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form/form-actions';
import { useRouteRecord } from '../../../components/page/use-route-record';
import { useTenant } from '../../../lib/use-tenant';
import { TenantNetworkForm } from '../../../components/tenant/tenant-network-form';
import { tenantHref } from '../paths';

/** The create-network screen of one organisation. */
export function TenantCreateNetworkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id, query: tenant, failed } = useRouteRecord(useTenant);
  if (failed) return failed;
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

/** Route 'admin.tenants.edit' (/admin/tenants/:id/edit): name and paid licences; then 'Wijzigingen opgeslagen'. */
import { App, Form } from 'antd';
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Tenant } from '@console/contract/tenants';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { PageLoading } from '../../../components/page/page-loading';
import { useTenant } from '../../../lib/use-tenant';
import { useUpdateTenant, type TenantUpdate } from '../api/update-tenant';
import { TenantFields } from '../../../components/tenant/tenant-fields';
import { tenantHref } from '../paths';
import { useRouteRecord } from '../../../components/page/use-route-record';

function TenantEditForm({ tenant }: { tenant: Tenant }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<TenantUpdate>();
  const update = useUpdateTenant();
  const { onFinish, submitting } = useFormSubmit(
    form,
    (values: TenantUpdate) => update.mutateAsync({ id: tenant.id, name: values.name.trim(), paid_licenses: values.paid_licenses }),
    () => {
      void message.success(t('tenants.saved'));
      void navigate(tenantHref.show(tenant.id));
    },
  );
  return (
    <Form form={form} name="tenant-edit" layout="vertical" initialValues={{ name: tenant.name, paid_licenses: tenant.paid_licenses }} onFinish={onFinish} style={{ maxWidth: 560 }}>
      <TenantFields />
      <FormActions submitting={submitting} cancelTo={tenantHref.show(tenant.id)} />
    </Form>
  );
}

/** Loads the organisation, then shows its edit form. */
export function TenantEditPage() {
  const { t } = useTranslation();
  const { query: tenant, failed } = useRouteRecord(useTenant);
  if (failed) return failed;
  return (
    <Card title={t('tenants.edit_title')}>
      {tenant.data ? <TenantEditForm tenant={tenant.data} /> : <PageLoading />}
    </Card>
  );
}

/**
 * Route 'admin.tenants.create' (/admin/tenants/create): name, paid licences (default 0) and
 * the standard roles (default on); then 'Tenant aangemaakt' and the new organisation.
 */
import { App, Form, Switch } from 'antd';
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { useMe } from '../../../lib/use-me';
import { useCreateTenant, type TenantCreate } from '../../../lib/use-create-tenant';
import { TenantFields } from '../../../components/tenant/tenant-fields';
import { tenantHref, tenantPaths } from '../paths';

const DEFAULTS: TenantCreate = { name: '', paid_licenses: 0, add_standard_roles: true };

/** The create form; only a super admin gets the create button (spec section 6). */
export function TenantCreatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const superAdmin = useMe().data?.super_admin ?? false;
  const [form] = Form.useForm<TenantCreate>();
  const create = useCreateTenant();
  const { onFinish, submitting } = useFormSubmit(form, async (values: TenantCreate) => {
    const tenant = await create.mutateAsync({ ...values, name: values.name.trim() });
    void message.success(t('tenants.created'));
    void navigate(tenantHref.show(tenant.id));
  });
  return (
    <Card title={t('tenants.create_title')}>
      <Form form={form} name="tenant-create" layout="vertical" initialValues={DEFAULTS} onFinish={onFinish} style={{ maxWidth: 560 }}>
        <TenantFields />
        <Form.Item name="add_standard_roles" label={t('tenants.add_standard_roles')} valuePropName="checked" extra={t('tenants.add_standard_roles_help')}>
          <Switch />
        </Form.Item>
        {superAdmin ? <FormActions submitting={submitting} cancelTo={tenantPaths.index.path} submitLabel={t('tenants.create_submit')} /> : null}
      </Form>
    </Card>
  );
}

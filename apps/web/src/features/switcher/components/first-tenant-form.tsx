/**
 * In the switcher, for a super admin on an installation without organisations: the first
 * organisation, made in place (name, paid licences, standard roles), so a new installation
 * needs no other screen before its admin home.
 */
import { App, Button, Form, Switch, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { useCreateTenant, type TenantCreate } from '../../../lib/use-create-tenant';
import { TenantFields } from '../../../components/tenant/tenant-fields';

const DEFAULTS: TenantCreate = { name: '', paid_licenses: 0, add_standard_roles: true };

export interface FirstTenantFormProps {
  /** Runs with the new organisation's id once it exists. */
  onCreated: (tenantId: number) => void;
}

/** The create-organisation form of the switcher. */
export function FirstTenantForm({ onCreated }: FirstTenantFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TenantCreate>();
  const create = useCreateTenant();
  const { onFinish, submitting } = useFormSubmit(form, async (values: TenantCreate) => {
    const tenant = await create.mutateAsync({ ...values, name: values.name.trim() });
    void message.success(t('tenants.created'));
    onCreated(tenant.id);
  });
  return (
    <section aria-labelledby="first-tenant-title" className="switcher-create">
      <Typography.Title level={2} id="first-tenant-title" style={{ fontSize: 16 }}>{t('switcher.first_tenant_title')}</Typography.Title>
      <Form form={form} name="switcher-tenant-create" layout="vertical" initialValues={DEFAULTS} onFinish={onFinish}>
        <TenantFields />
        <Form.Item name="add_standard_roles" label={t('tenants.add_standard_roles')} valuePropName="checked" extra={t('tenants.add_standard_roles_help')}>
          <Switch />
        </Form.Item>
        <Button htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={submitting} block>
          {t('switcher.create_tenant')}
        </Button>
      </Form>
    </section>
  );
}

/**
 * Route 'admin.tenants.create_network' (/admin/tenants/:id/create_network): a new network in
 * this organisation, with or without the standard objects (default off). Then 'Netwerk
 * aangemaakt', with standard objects also the 10-second warning to check the role action
 * statuses (spec sections 4 and 9), and back to the organisation.
 */
import { App, Card, Form, Input, Switch } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@console/contract/limits';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { NotFound } from '../../../components/page/not-found';
import { useCreateNetwork } from '../../networks/api/create-network';
import { useTenant } from '../api/get-tenant';
import { LoadFailed } from '../../../components/page/load-failed';
import { tenantHref } from '../paths';
import { parseRouteId } from '../../../lib/route-id';

/** How long the role-action-status warning stays, in seconds (spec section 9). */
export const ROLE_ACTION_WARNING_SECONDS = 10;

interface Values {
  name: string;
  add_standard_objects: boolean;
}

const DEFAULTS: Values = { name: '', add_standard_objects: false };

/** The create-network form of one organisation. */
export function TenantCreateNetworkPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = parseRouteId(useParams().id);
  const tenant = useTenant(id);
  const [form] = Form.useForm<Values>();
  const create = useCreateNetwork();
  const { onFinish, submitting } = useFormSubmit(form, async (values: Values) => {
    if (id === null) return;
    await create.mutateAsync({ name: values.name.trim(), tenant: id, add_standard_objects: values.add_standard_objects });
    void message.success(t('tenants.network_created'));
    if (values.add_standard_objects) void message.warning(t('tenants.check_role_actions'), ROLE_ACTION_WARNING_SECONDS);
    void navigate(tenantHref.show(id));
  });
  if (id === null) return <NotFound />;
  if (tenant.error) return <LoadFailed error={tenant.error} onRetry={() => void tenant.refetch()} />;
  return (
    <Card title={t('tenants.network_create_title', { name: tenant.data?.name ?? '…' })} loading={tenant.isLoading}>
      <Form form={form} name="tenant-network-create" layout="vertical" initialValues={DEFAULTS} onFinish={onFinish} style={{ maxWidth: 560 }}>
        <Form.Item name="name" label={t('tenants.network_name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
          <Input maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item name="add_standard_objects" label={t('tenants.add_standard_objects')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <FormActions submitting={submitting} cancelTo={tenantHref.show(id)} submitLabel={t('tenants.create_submit')} />
      </Form>
    </Card>
  );
}

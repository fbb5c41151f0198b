/**
 * The organisation and network choice, shared by the switcher screen and the header's dialog:
 * two searchable dropdowns sorted by name, the network one disabled until an organisation is
 * chosen and listing only the networks of that organisation the user may administer.
 * A super admin with no organisation, or an organisation without networks, is told so and
 * creates the first one in place; the new one is then chosen, one click from admin home.
 */
import { lazy, Suspense } from 'react';
import { Alert, Button, Form, Select } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/use-me';
import { useTenants } from '../../../lib/use-tenants';
import { useTenantNetworks } from '../../../lib/use-tenant-networks';
import { storage } from '../../../lib/storage';
import { PageLoading } from '../../../components/page/page-loading';
import { useChooseScope } from '../api/choose-scope';
import { optionsByName } from './sort-by-name';

// A super admin's create forms show only on an installation or organisation without any: their
// chunks (the organisation's fields, number input, switch) load then, not with every switcher.
const FirstTenantForm = lazy(() => import('./first-tenant-form').then((m) => ({ default: m.FirstTenantForm })));
const FirstNetworkForm = lazy(() => import('./first-network-form').then((m) => ({ default: m.FirstNetworkForm })));

interface Values {
  tenant?: number;
  network?: number;
}

export interface NetworkSwitcherProps {
  /** Runs after tenant and network are stored. */
  onChosen: () => void;
}

/** Two dropdowns and a confirm button; confirming without a network says switcher.select_network. */
export function NetworkSwitcher({ onChosen }: NetworkSwitcherProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const chooseScope = useChooseScope();
  const superAdmin = useMe().data?.super_admin ?? false;
  const tenants = useTenants();
  const tenantId = Form.useWatch('tenant', form) ?? null;
  const networks = useTenantNetworks(tenantId);
  const noTenants = tenants.isSuccess && tenants.data.length === 0;
  const noNetworks = tenantId !== null && networks.isSuccess && networks.data.length === 0;

  const initialValues: Values = {
    tenant: storage.getTenantId() ?? undefined,
    network: storage.getNetworkId() ?? undefined,
  };

  const finish = async (values: Values) => {
    if (values.tenant === undefined || values.network === undefined) return;
    await chooseScope(values.tenant, values.network);
    onChosen();
  };

  return (
    <>
      <Form form={form} name="switcher" layout="vertical" initialValues={initialValues} onFinish={finish} requiredMark={false}>
        <Form.Item name="tenant" label={t('switcher.tenant')} rules={[{ required: true, message: t('switcher.tenant_placeholder') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('switcher.tenant_placeholder')}
            options={optionsByName(tenants.data)}
            loading={tenants.isLoading}
            disabled={noTenants}
            onChange={() => form.setFieldValue('network', undefined)}
          />
        </Form.Item>
        {noTenants ? (
          <Alert type="info" showIcon role="status" title={t(superAdmin ? 'switcher.no_tenant_super' : 'switcher.no_tenant')} style={{ marginBottom: 24 }} />
        ) : null}
        <Form.Item name="network" label={t('switcher.network')} rules={[{ required: true, message: t('switcher.select_network') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('switcher.network_placeholder')}
            options={optionsByName(networks.data)}
            loading={networks.isFetching}
            disabled={tenantId === null || noNetworks}
            notFoundContent={t('switcher.no_network_found')}
          />
        </Form.Item>
        {noNetworks ? (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={t(superAdmin ? 'switcher.no_network_super' : 'switcher.no_network_found')}
            description={superAdmin ? undefined : t('switcher.no_network_why')}
            style={{ marginBottom: 24 }}
          />
        ) : null}
      </Form>
      <Suspense fallback={<PageLoading />}>
        {superAdmin && noTenants ? (
          <FirstTenantForm onCreated={(id) => form.setFieldsValue({ tenant: id, network: undefined })} />
        ) : null}
        {superAdmin && noNetworks && tenantId !== null ? (
          <FirstNetworkForm tenantId={tenantId} onCreated={(id) => form.setFieldValue('network', id)} />
        ) : null}
      </Suspense>
      {/* Outside the form: the create forms above are forms of their own and may not nest in it. */}
      <Button type="primary" block icon={<SwapOutlined aria-hidden />} onClick={() => form.submit()}>
        {t('switcher.confirm')}
      </Button>
    </>
  );
}

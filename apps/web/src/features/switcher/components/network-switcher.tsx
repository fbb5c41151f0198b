/**
 * The organisation and network choice, shared by the switcher screen and the header's dialog:
 * two searchable dropdowns sorted by name, the network one disabled until an organisation is
 * chosen and listing only the networks of that organisation the user may administer.
 */
import { Alert, Button, Form, Select } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useTenants } from '../../tenants/api/get-tenants';
import { useTenantNetworks } from '../../tenants/api/get-tenant-networks';
import { storage } from '../../../lib/storage';
import { useChooseScope } from '../api/choose-scope';
import { optionsByName } from './sort-by-name';

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
  const tenants = useTenants();
  const tenantId = Form.useWatch('tenant', form) ?? null;
  const networks = useTenantNetworks(tenantId);
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
    <Form form={form} name="switcher" layout="vertical" initialValues={initialValues} onFinish={finish} requiredMark={false}>
      <Form.Item name="tenant" label={t('switcher.tenant')} rules={[{ required: true, message: t('switcher.tenant_placeholder') }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('switcher.tenant_placeholder')}
          options={optionsByName(tenants.data)}
          loading={tenants.isLoading}
          onChange={() => form.setFieldValue('network', undefined)}
        />
      </Form.Item>
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
        <Alert type="warning" showIcon role="alert" title={t('switcher.no_network_found')} style={{ marginBottom: 24 }} />
      ) : null}
      <Button type="primary" htmlType="submit" block icon={<SwapOutlined aria-hidden />}>
        {t('switcher.confirm')}
      </Button>
    </Form>
  );
}

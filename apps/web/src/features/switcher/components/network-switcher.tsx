/**
 * The organisation and network choice, shared by the switcher screen and the header's dialog:
 * two searchable dropdowns sorted by name, the network one disabled until an organisation is
 * chosen and listing only the networks of that organisation the user may administer.
 * A super admin with no organisation, or an organisation without networks, is told so and
 * creates the first one in place; the new one is then chosen, one click from admin home.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert, Button, Select } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/use-me';
import { useTenants } from '../../../lib/use-tenants';
import { useTenantNetworks } from '../../../lib/use-tenant-networks';
import { storage } from '../../../lib/storage';
import { PageLoading } from '../../../components/page/page-loading';
import { useChooseScope } from '../api/choose-scope';
import { optionsByName } from './sort-by-name';
import './network-switcher.css';

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

/** Which field's message shows: set by confirming, each cleared when its field is chosen. */
type Errors = { tenant?: string; network?: string };

/**
 * A labelled field with its message underneath, as antd's vertical form item draws it
 * (network-switcher.css): the message takes the item's bottom margin, so nothing moves. The
 * switcher's two choices need no form library (antd's Form came with the switcher only).
 */
function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={`switcher-field${error ? ' switcher-field-has-error' : ''}`}>
      <div className="switcher-field-label"><label htmlFor={id} title={label}>{label}</label></div>
      {children}
      {error ? <div id={`${id}_help`} className="switcher-field-explain">{error}</div> : null}
    </div>
  );
}

/** The select's accessible state as antd's form item gives it: required, and invalid with its message. */
const fieldState = (id: string, error: string | undefined) => ({
  id,
  'aria-required': true,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}_help` : undefined,
  status: error ? ('error' as const) : undefined,
});

/** Two dropdowns and a confirm button; confirming without a network says switcher.select_network. */
export function NetworkSwitcher({ onChosen }: NetworkSwitcherProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => ({
    tenant: storage.getTenantId() ?? undefined,
    network: storage.getNetworkId() ?? undefined,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const chooseScope = useChooseScope();
  const superAdmin = useMe().data?.super_admin ?? false;
  const tenants = useTenants();
  const tenantId = values.tenant ?? null;
  const networks = useTenantNetworks(tenantId);
  const noTenants = tenants.isSuccess && tenants.data.length === 0;
  const noNetworks = tenantId !== null && networks.isSuccess && networks.data.length === 0;

  // A new organisation empties the network choice (its message, if any, stays until one is chosen).
  const chooseTenant = (tenant: number | undefined) => {
    setValues({ tenant, network: undefined });
    setErrors((e) => ({ ...e, tenant: undefined }));
  };
  const chooseNetwork = (network: number | undefined) => {
    setValues((v) => ({ ...v, network }));
    setErrors((e) => ({ ...e, network: undefined }));
  };

  const confirm = async () => {
    const { tenant, network } = values;
    if (tenant === undefined || network === undefined) {
      setErrors({
        tenant: tenant === undefined ? t('switcher.tenant_placeholder') : undefined,
        network: network === undefined ? t('switcher.select_network') : undefined,
      });
      return;
    }
    await chooseScope(tenant, network);
    onChosen();
  };

  return (
    <>
      <form id="switcher" className="switcher-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <Field id="switcher_tenant" label={t('switcher.tenant')} error={errors.tenant}>
          <Select
            {...fieldState('switcher_tenant', errors.tenant)}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('switcher.tenant_placeholder')}
            options={optionsByName(tenants.data)}
            loading={tenants.isLoading}
            disabled={noTenants}
            value={values.tenant}
            onChange={(tenant: number) => chooseTenant(tenant)}
          />
        </Field>
        {noTenants ? (
          <Alert type="info" showIcon role="status" title={t(superAdmin ? 'switcher.no_tenant_super' : 'switcher.no_tenant')} style={{ marginBottom: 24 }} />
        ) : null}
        <Field id="switcher_network" label={t('switcher.network')} error={errors.network}>
          <Select
            {...fieldState('switcher_network', errors.network)}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('switcher.network_placeholder')}
            options={optionsByName(networks.data)}
            loading={networks.isFetching}
            disabled={tenantId === null || noNetworks}
            notFoundContent={t('switcher.no_network_found')}
            value={values.network}
            onChange={(network: number) => chooseNetwork(network)}
          />
        </Field>
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
      </form>
      <Suspense fallback={<PageLoading />}>
        {superAdmin && noTenants ? <FirstTenantForm onCreated={(id) => chooseTenant(id)} /> : null}
        {superAdmin && noNetworks && tenantId !== null ? (
          <FirstNetworkForm tenantId={tenantId} onCreated={(id) => chooseNetwork(id)} />
        ) : null}
      </Suspense>
      {/* Outside the form: the create forms above are forms of their own and may not nest in it. */}
      <Button type="primary" block icon={<SwapOutlined aria-hidden />} onClick={() => void confirm()}>
        {t('switcher.confirm')}
      </Button>
    </>
  );
}

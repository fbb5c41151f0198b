/**
 * The create-network form of an organisation (name, standard objects; default off), shared by
 * the organisation's create-network screen and the switcher's first network. Then 'Netwerk
 * aangemaakt', with standard objects also the 10-second warning to check the role action
 * statuses (spec sections 4 and 9).
 */
import type { CSSProperties, ReactNode } from 'react';
import { App, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@console/contract/limits';
import { useFormSubmit } from '../form/use-form-submit';
import { useCreateNetwork } from '../../lib/use-create-network';

/** How long the role-action-status warning stays, in seconds (spec section 9). */
export const ROLE_ACTION_WARNING_SECONDS = 10;

interface Values {
  name: string;
  add_standard_objects: boolean;
}

const DEFAULTS: Values = { name: '', add_standard_objects: false };

export interface TenantNetworkFormProps {
  tenantId: number;
  /** The form's name (its fields' ids start with it). */
  name: string;
  /** Runs with the new network's id once it exists. */
  onCreated: (networkId: number) => void;
  /** The buttons under the fields, given whether the call runs. */
  actions: (submitting: boolean) => ReactNode;
  style?: CSSProperties;
}

/** Name and standard objects; creates the network in `tenantId`. */
export function TenantNetworkForm({ tenantId, name, onCreated, actions, style }: TenantNetworkFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateNetwork();
  const { onFinish, submitting } = useFormSubmit(form, async (values: Values) => {
    const network = await create.mutateAsync({ name: values.name.trim(), tenant: tenantId, add_standard_objects: values.add_standard_objects });
    void message.success(t('tenants.network_created'));
    if (values.add_standard_objects) void message.warning(t('tenants.check_role_actions'), ROLE_ACTION_WARNING_SECONDS);
    onCreated(network.id);
  });
  return (
    <Form form={form} name={name} layout="vertical" initialValues={DEFAULTS} onFinish={onFinish} style={style}>
      <Form.Item name="name" label={t('tenants.network_name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
        <Input maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item name="add_standard_objects" label={t('tenants.add_standard_objects')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {actions(submitting)}
    </Form>
  );
}

/**
 * The network edit form: name and the three lock selects. Saving renames the network, then
 * writes each lock as the spec's rule says (create, update, delete or nothing), then says
 * 'Netwerk is aangepast'.
 */
import { App, Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCK_KINDS, LOCK_VALUES, type LockKind, type LockValue } from '@console/contract/kv';
import { NAME_MAX } from '@console/contract/limits';
import type { Network } from '@console/contract/networks';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { useSaveNetworkLocks } from '../api/save-network-locks';
import { useUpdateNetwork } from '../api/update-network';
import { networkHref } from '../paths';
import { shownLockValue, type NetworkLocks } from './locks/lock-rules';

interface Values {
  name: string;
  locks: Record<LockKind, LockValue>;
}

export interface NetworkEditFormProps {
  network: Network;
  /** The locks as stored now (null: no entry). */
  locks: NetworkLocks;
}

function initialValues(network: Network, locks: NetworkLocks): Values {
  return {
    name: network.name,
    locks: { mapobject: shownLockValue(locks.mapobject), mapobjectselections: shownLockValue(locks.mapobjectselections), action: shownLockValue(locks.action) },
  };
}

/** Edits name and locks of one network. */
export function NetworkEditForm({ network, locks }: NetworkEditFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const update = useUpdateNetwork();
  const saveLocks = useSaveNetworkLocks();
  const options = LOCK_VALUES.map((value) => ({ value, label: t(`networks.lock_value.${value}`) }));
  const { onFinish, submitting } = useFormSubmit(
    form,
    async (values: Values) => {
      await update.mutateAsync({ id: network.id, name: values.name.trim() });
      await saveLocks.mutateAsync({ networkId: network.id, current: locks, next: values.locks });
    },
    () => {
      void message.success(t('networks.updated'));
      void navigate(networkHref.show(network.id));
    },
  );
  return (
    <Form form={form} name="network-edit" layout="vertical" initialValues={initialValues(network, locks)} onFinish={onFinish} style={{ maxWidth: 560 }}>
      <Form.Item name="name" label={t('networks.name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
        <Input maxLength={NAME_MAX} />
      </Form.Item>
      {LOCK_KINDS.map((kind) => (
        <Form.Item key={kind} name={['locks', kind]} label={t(`networks.lock_${kind}`)}>
          <Select options={options} showSearch={{ optionFilterProp: 'label' }} style={{ width: 240 }} />
        </Form.Item>
      ))}
      <FormActions submitting={submitting} cancelTo={networkHref.show(network.id)} />
    </Form>
  );
}

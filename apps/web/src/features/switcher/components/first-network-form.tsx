/**
 * In the switcher, for a super admin whose chosen organisation has no network yet: its first
 * network, made in place. The server lets a super admin create it with the organisation
 * alone, since there is no network to name in x-network yet.
 */
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TenantNetworkForm } from '../../../components/tenant/tenant-network-form';

export interface FirstNetworkFormProps {
  tenantId: number;
  /** Runs with the new network's id once it exists. */
  onCreated: (networkId: number) => void;
}

/** The create-network form of the switcher. */
export function FirstNetworkForm({ tenantId, onCreated }: FirstNetworkFormProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="first-network-title" className="switcher-create">
      <Typography.Title level={2} id="first-network-title" style={{ fontSize: 16 }}>{t('switcher.first_network_title')}</Typography.Title>
      <TenantNetworkForm
        tenantId={tenantId}
        name="switcher-network-create"
        onCreated={onCreated}
        actions={(submitting) => (
          <Button htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={submitting} block>
            {t('switcher.create_network')}
          </Button>
        )}
      />
    </section>
  );
}

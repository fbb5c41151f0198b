/** The current organisation and network in the header, read from the API by their ids. */
import type { ReactNode } from 'react';
import { Flex, Skeleton } from 'antd';
import { ApartmentOutlined, BankOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNetwork } from '../../lib/use-network';
import { useTenant } from '../../lib/use-tenant';
import { storage } from '../../lib/storage';
import { PlainText } from '../../components/page/plain-text';

interface NameProps { label: string; icon: ReactNode; name: string; loading: boolean; compact: boolean }

function Name({ label, icon, name, loading, compact }: NameProps) {
  return (
    <Flex align="center" gap={6} className="scope-name" aria-label={`${label}: ${name}`} role="group">
      {compact ? null : <span aria-hidden className="scope-name-icon">{icon}</span>}
      <Flex vertical className="scope-name-text">
        {compact ? null : <PlainText type="secondary" className="scope-name-label">{label}</PlainText>}
        {loading
          ? <Skeleton.Input active size="small" style={{ width: compact ? 80 : 120, height: 16 }} />
          : <PlainText strong ellipsis title={name} className="scope-name-value">{name}</PlainText>}
      </Flex>
    </Flex>
  );
}

/**
 * Organisation and network names; 'Onbekend' when a call fails (its error was shown already).
 * Compact (a phone): one above the other, without icons and labels, cut off with an ellipsis.
 */
export function ScopeNames({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant(storage.getTenantId());
  const network = useNetwork(storage.getNetworkId());
  return (
    <Flex gap={compact ? 0 : 20} align={compact ? 'stretch' : 'center'} vertical={compact} className="scope-names">
      <Name compact={compact} label={t('header.organisation')} icon={<BankOutlined aria-hidden />} name={tenant.data?.name ?? t('header.unknown')} loading={tenant.isLoading} />
      <Name compact={compact} label={t('header.network')} icon={<ApartmentOutlined aria-hidden />} name={network.data?.name ?? t('header.unknown')} loading={network.isLoading} />
    </Flex>
  );
}

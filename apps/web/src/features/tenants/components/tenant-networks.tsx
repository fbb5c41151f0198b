/**
 * The networks of one organisation on its show screen, with a button to add one. A network
 * opens only within the selected organisation (the network screens work in that scope).
 */
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Network } from '@console/contract/networks';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { detailHref, paths } from '../../../lib/paths';
import { storage } from '../../../lib/storage';
import { useTenantNetworks } from '../../../lib/use-tenant-networks';
import { tenantHref } from '../paths';

const columns: ListColumn<Network>[] = [
  { key: 'id', title: 'common.id', sortable: true, searchable: true, width: 100 },
  { key: 'name', title: 'common.name', sortable: true, searchable: true },
];

const viewNetwork = (network: Network) => detailHref(paths.networks, network.id);

/** A ListTable of the tenant's networks and an add-network button. */
export function TenantNetworks({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const networks = useTenantNetworks(tenantId);
  const selected = storage.getTenantId() === tenantId;
  const title = selected ? t('tenants.networks_title') : (
    <Flex vertical style={{ padding: '12px 0' }}>
      <span>{t('tenants.networks_title')}</span>
      <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13, whiteSpace: 'normal' }}>{t('tenants.other_tenant_hint')}</Typography.Text>
    </Flex>
  );
  return (
    <ListTable<Network>
      title={title}
      rows={networks.data}
      loading={networks.isLoading}
      error={networks.error}
      onRetry={() => void networks.refetch()}
      columns={columns}
      viewHref={selected ? viewNetwork : undefined}
      create={{ to: tenantHref.createNetwork(tenantId), label: t('tenants.network_create') }}
      pageSize={10}
    />
  );
}

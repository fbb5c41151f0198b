/** Route 'admin.networks.index' (/admin/networks): the networks of the selected organisation. */
import type { Network } from '@console/contract/networks';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useNetworks } from '../api/get-networks';
import { networkHref, networkPaths } from '../paths';

const columns: ListColumn<Network>[] = [
  { key: 'id', title: 'common.id', sortable: true, searchable: true, width: 100 },
  { key: 'name', title: 'networks.name', sortable: true, searchable: true },
];

const viewNetwork = (network: Network) => networkHref.show(network.id);

/** Id and name, sortable and searchable, a view button per row and a create button. */
export function NetworksPage() {
  const { t } = useTranslation();
  const networks = useNetworks();
  return (
    <ListTable<Network>
      title={t('networks.title')}
      rows={networks.data}
      loading={networks.isLoading}
      error={networks.error}
      onRetry={() => void networks.refetch()}
      columns={columns}
      viewHref={viewNetwork}
      create={{ to: networkPaths.create.path, label: t('networks.create') }}
    />
  );
}

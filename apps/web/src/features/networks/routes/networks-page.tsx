/** Route 'admin.networks.index' (/admin/networks): the networks of the selected organisation. */
import { networkSchema, type Network } from '@console/contract/networks';
import type { ListSource } from '../../../components/list-table/list-source';
import { apiPaths } from '@console/contract/paths';
import { queryKeys } from '../../../lib/query-keys';
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

/** The list in the API: URL state, export and, when big, server mode. */
const source: ListSource<Network> = { path: apiPaths.networks, schema: networkSchema, queryKey: queryKeys.networks };

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
      source={source}
    />
  );
}

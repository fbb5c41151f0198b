/** The networks of the current organisation that the user administers, on the admin home. */
import type { Network } from '@console/contract/networks';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { detailHref, paths } from '../../../lib/paths';
import { storage } from '../../../lib/storage';
import { useTenantNetworks } from '../../../lib/use-tenant-networks';

const columns: ListColumn<Network>[] = [
  { key: 'id', title: 'common.id', sortable: true, searchable: true, width: 100 },
  { key: 'name', title: 'common.name', sortable: true, searchable: true },
];

/** A ListTable of the administrable networks, each with a view button. */
export function AdministeredNetworks() {
  const { t } = useTranslation();
  const networks = useTenantNetworks(storage.getTenantId());
  return (
    <ListTable<Network>
      title={t('home.networks_title')}
      rows={networks.data}
      loading={networks.isLoading}
      error={networks.error}
      onRetry={() => void networks.refetch()}
      columns={columns}
      viewHref={(network) => detailHref(paths.networks, network.id)}
      create={{ to: `${paths.networks.path}/create`, label: t('home.network_create') }}
      pageSize={10}
    />
  );
}

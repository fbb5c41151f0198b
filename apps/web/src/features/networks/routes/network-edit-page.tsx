/** Route 'admin.networks.edit' (/admin/networks/:id/edit): name and the three lock settings. */
import { Card } from '../../../components/page/card';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page/page-loading';
import { useNetwork } from '../../../lib/use-network';
import { useStoredNetworkLocks } from '../api/get-network-locks';
import { NetworkEditForm } from '../components/network-edit-form';
import { useRouteRecord } from '../../../components/page/use-route-record';

/** Loads the network and its locks, then shows the edit form. */
export function NetworkEditPage() {
  const { t } = useTranslation();
  const { id, query: network, failed } = useRouteRecord(useNetwork);
  const locks = useStoredNetworkLocks(id);
  if (failed) return failed;
  return (
    <Card title={t('networks.edit_title')}>
      {/* The form starts from the stored locks, so it waits for them (a failed read counts as none). */}
      {network.data && locks.data ? <NetworkEditForm network={network.data} locks={locks.data} /> : <PageLoading />}
    </Card>
  );
}

/** Route 'admin.networks.edit' (/admin/networks/:id/edit): name and the three lock settings. */
import { Card } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../../../components/page/not-found';
import { PageLoading } from '../../../components/page/page-loading';
import { useNetwork } from '../../../lib/use-network';
import { useNetworkLocks } from '../api/get-network-locks';
import { LoadFailed } from '../../../components/page/load-failed';
import { NetworkEditForm } from '../components/network-edit-form';
import { parseRouteId } from '../../../lib/route-id';
import { useCrumbName } from '../../../lib/crumb-names';

/** Loads the network and its locks, then shows the edit form. */
export function NetworkEditPage() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().id);
  const network = useNetwork(id);
  useCrumbName(id, network.data?.name);
  const locks = useNetworkLocks(id);
  if (id === null) return <NotFound />;
  if (network.error) return <LoadFailed error={network.error} onRetry={() => void network.refetch()} />;
  return (
    <Card title={t('networks.edit_title')}>
      {/* The form starts from the stored locks, so it waits for them (a failed read counts as none). */}
      {network.data && locks.data ? <NetworkEditForm network={network.data} locks={locks.data} /> : <PageLoading />}
    </Card>
  );
}

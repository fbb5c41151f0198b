/**
 * The network's publication key: what a GIS sends to read the network's published layers
 * (OGC API - Features), on the secret-key kit (components/secret-key), with the service URL.
 */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ogcRoot } from '@console/contract/ogc';
import { SecretKeyCard } from '../../../../components/secret-key/secret-key-card';
import { apiPaths } from '@console/contract/paths';
import { queryKeys } from '../../../../lib/query-keys';

export function PublicationKeyCard({ networkId }: { networkId: number }) {
  const { t } = useTranslation();
  return (
    <SecretKeyCard ns="networks.publication_key" showHow calls={{
      path: apiPaths.networkPublicationKey(networkId),
      queryKey: [...queryKeys.network(networkId), 'publication_key'],
      // The network of the page, which need not be the one selected.
      headers: { 'x-network': String(networkId) },
    }}>
      <Typography.Text>
        {t('networks.publication_key.service_url')}{' '}
        <Typography.Text code style={{ wordBreak: 'break-all' }} copyable={{ tooltips: [t('networks.publication_key.copy'), t('networks.publication_key.copied')] }}>
          {`${window.location.origin}${ogcRoot(networkId)}`}
        </Typography.Text>
      </Typography.Text>
    </SecretKeyCard>
  );
}

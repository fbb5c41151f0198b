/**
 * The network's published layers (OGC API - Features): the service URL to paste into QGIS
 * ("WFS / OGC API - Features-laag toevoegen") or GDAL, and an export's own items URL. An export
 * is a layer once it has been exported; its key is the layer's id.
 */
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ogcRoot } from '@console/contract/ogc';
import { Card } from '../../../components/page/card';
import { storage } from '../../../lib/storage';

/** The service's root URL for the selected network, on this console's origin. */
export const serviceUrl = (networkId: number | null = storage.getNetworkId()) => `${window.location.origin}${ogcRoot(networkId ?? 0)}`;
/** An export's features (its collection's items). */
export const itemsUrl = (key: string) => `${serviceUrl()}/collections/${key}/items`;

export function CopyableUrl({ url, testId }: { url: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text code style={{ wordBreak: 'break-all' }} copyable={{ tooltips: [t('geo_server.copy'), t('geo_server.copied')] }} data-testid={testId}>{url}</Typography.Text>
  );
}

/** The card over the exports: where a GIS finds the published exports. */
export function ServiceUrlCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('geo_server.service_title')}>
      <Flex vertical gap={8}>
        <Typography.Text>{t('geo_server.service_intro')}</Typography.Text>
        <Typography.Text>{t('geo_server.service_url')} <CopyableUrl url={serviceUrl()} testId="ogc-service-url" /></Typography.Text>
        <Typography.Text type="secondary">{t('geo_server.service_key')}</Typography.Text>
      </Flex>
    </Card>
  );
}

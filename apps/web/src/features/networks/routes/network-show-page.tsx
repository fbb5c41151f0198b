/**
 * Route 'admin.networks.show' (/admin/networks/:id): the network's name and its three lock
 * settings, with a menu to edit it and to choose its area, and the link to copy another
 * network's configuration into it; below, its publication key (the published layers' access).
 */
import { BorderOuterOutlined, CopyOutlined, EditOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCK_KINDS } from '@console/contract/kv';
import { DetailCard, type DetailField } from '../../../components/detail-card/detail-card';
import { LinkButton } from '../../../components/link-button';
import { useNetworkLockValues } from '../../../lib/network-locks';
import { useNetwork } from '../../../lib/use-network';
import { LockLabel } from '../components/locks/lock-label';
import { PublicationKeyCard } from '../components/publication-key/publication-key-card';
import { networkHref } from '../paths';
import { useRouteRecord } from '../../../components/page/use-route-record';

/** The network's card. */
export function NetworkShowPage() {
  const { t } = useTranslation();
  const { id, query: network, failed } = useRouteRecord(useNetwork);
  const locks = useNetworkLockValues(id);
  if (failed) return failed;

  const fields: DetailField[] = [
    { key: 'id', label: t('common.id'), value: network.data?.id },
    { key: 'name', label: t('networks.name'), value: network.data?.name },
    ...LOCK_KINDS.map((kind) => ({
      key: `lock_${kind}`,
      label: t(`networks.lock_${kind}`),
      value: <LockLabel value={locks.data?.[kind]} loading={locks.isLoading} />,
    })),
    {
      key: 'configuration',
      label: t('networks.copy.field'),
      value: <LinkButton size="small" icon={<CopyOutlined aria-hidden />} to={networkHref.copyConfiguration(id)}>{t('networks.copy.open')}</LinkButton>,
    },
  ];
  return (
    <Flex vertical gap={16}>
      <DetailCard
        title={network.data?.name ?? t('networks.title')}
        loading={network.isLoading}
        history={network.data ? { subjectType: 'network', subjectId: network.data.id } : undefined}
        fields={fields}
        actions={[
          { key: 'edit', label: t('networks.edit'), icon: <EditOutlined aria-hidden />, to: networkHref.edit(id) },
          { key: 'area', label: t('networks.set_area'), icon: <BorderOuterOutlined aria-hidden />, to: networkHref.boundingBox(id) },
        ]}
      />
      <PublicationKeyCard networkId={id} />
    </Flex>
  );
}

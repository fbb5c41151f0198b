/**
 * Route 'admin.networks.bounding_box' (/admin/networks/:id/bounding_box): the area editor.
 * The stored area is shown on the map; the user draws a new one (it replaces the old) or
 * removes it; save is disabled while there is no area and sends PUT /v2/network/{id} with
 * the feature, then says 'Netwerkgebied opgeslagen'. Loaded on demand: the map is big.
 */
import { useMemo, useState } from 'react';
import { Alert, App, Button, Flex, Space, Typography } from 'antd';
import { Card } from '../../../components/page/card';
import { SaveOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AreaFeature } from '@console/contract/networks';
import { LinkButton } from '../../../components/link-button';
import { NotFound } from '../../../components/page/not-found';
import { PageLoading } from '../../../components/page/page-loading';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useNetworkArea } from '../api/get-network-area';
import { useUpdateNetwork } from '../api/update-network';
import { AreaMap } from '../components/area/area-map';
import { cornerCount, parseArea } from '../components/area/area-geometry';
import { LoadFailed } from '../../../components/page/load-failed';
import { networkHref } from '../paths';
import { parseRouteId } from '../../../lib/route-id';

/** The server's messages about the area (a 400 names geoObject.data...), each once. */
function areaErrors(error: unknown): string[] {
  return [...new Set(serverFieldErrors(error).flatMap((f) => f.errors))];
}

function AreaEditor({ id, name, stored }: { id: number; name: string; stored: AreaFeature | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [area, setArea] = useState<AreaFeature | null>(stored);
  const [errors, setErrors] = useState<string[]>([]);
  const update = useUpdateNetwork();

  const save = async () => {
    if (!area) return;
    setErrors([]);
    try {
      await update.mutateAsync({ id, area });
      void message.success(t('networks.area_saved'));
    } catch (error) {
      // The http client has shown the notifications; keep the messages beside the map too.
      setErrors(areaErrors(error));
    }
  };

  const onChange = (next: AreaFeature | null) => {
    setArea(next);
    setErrors([]);
  };

  return (
    <Card
      title={t('networks.area_of', { name })}
      extra={(
        <Space>
          {area ? <Typography.Text type="secondary">{t('networks.area_vertices', { count: cornerCount(area) })}</Typography.Text> : null}
          <LinkButton to={networkHref.show(id)}>{t('common.cancel')}</LinkButton>
          <Button type="primary" icon={<SaveOutlined aria-hidden />} disabled={!area} loading={update.isPending} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </Space>
      )}
    >
      <Flex vertical gap={12}>
        {errors.length > 0 ? (
          <Alert type="error" showIcon title={t('networks.area_save_failed')} description={errors.join(' ')} />
        ) : null}
        <AreaMap initial={stored} onChange={onChange} />
      </Flex>
    </Card>
  );
}

/** Loads the network with its area, then shows the editor. */
export default function NetworkAreaPage() {
  const id = parseRouteId(useParams().id);
  const network = useNetworkArea(id);
  const stored = useMemo(() => parseArea(network.data?.geoObject?.data.data), [network.data]);
  if (id === null) return <NotFound />;
  if (network.error) return <LoadFailed error={network.error} onRetry={() => void network.refetch()} />;
  if (!network.data) return <Card><PageLoading /></Card>;
  // A new key per network, so the map starts over when the id in the URL changes.
  return <AreaEditor key={network.data.id} id={network.data.id} name={network.data.name} stored={stored} />;
}

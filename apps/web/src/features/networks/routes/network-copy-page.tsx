/**
 * Route 'admin.networks.copy_configuration' (/admin/networks/:id/copy_configuration),
 * "Configuratie kopiëren van…": choose another network of the organisation, confirm, and the
 * server copies its whole configuration into this one (which must have none); the report says
 * how many of each came over.
 */
import { useState } from 'react';
import { Alert, App, Button, Form, Select, Space, Typography } from 'antd';
import { Card } from '../../../components/page/card';
import { CopyOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CopyReport } from '@console/contract/copy-configuration';
import { LinkButton } from '../../../components/link-button';
import { LoadFailed } from '../../../components/page/load-failed';
import { NotFound } from '../../../components/page/not-found';
import { PageLoading } from '../../../components/page/page-loading';
import { ApiError, validationMessages } from '../../../lib/api-error';
import { useCrumbName } from '../../../lib/crumb-names';
import { useNetwork } from '../../../lib/use-network';
import { parseRouteId } from '../../../lib/route-id';
import { useCopyConfiguration } from '../api/copy-configuration';
import { useNetworks } from '../api/get-networks';
import { CopyReportTable } from '../components/copy/copy-report';
import { networkHref } from '../paths';

function CopyForm({ networkId, networkName }: { networkId: number; networkName: string }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const networks = useNetworks();
  const copy = useCopyConfiguration(networkId);
  const [source, setSource] = useState<number | null>(null);
  const [report, setReport] = useState<CopyReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = (networks.data ?? []).filter((n) => n.id !== networkId).map((n) => ({ value: n.id, label: n.name }));
  const sourceName = options.find((o) => o.value === source)?.label ?? '';

  const run = async (sourceId: number) => {
    setError(null);
    try {
      setReport(await copy.mutateAsync(sourceId));
      void message.success(t('networks.copy.done'));
    } catch (e) {
      setError(e instanceof ApiError ? Object.values(validationMessages(e.body)).flat().join(' ') || t('networks.copy.failed') : t('networks.copy.failed'));
    }
  };
  const ask = () => {
    if (source === null) return;
    modal.confirm({
      title: t('networks.copy.confirm_title'),
      content: t('networks.copy.confirm_text', { source: sourceName, target: networkName }),
      okText: t('confirm.yes'),
      cancelText: t('confirm.no'),
      onOk: () => run(source),
    });
  };

  return (
    <Card title={t('networks.copy.title', { name: networkName })}
      extra={<LinkButton to={networkHref.show(networkId)}>{t('networks.copy.back')}</LinkButton>}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('networks.copy.intro')}</Typography.Paragraph>
        {report ? (
          <>
            <Alert type="success" showIcon title={t('networks.copy.report_title', { source: sourceName, target: networkName })} />
            <CopyReportTable report={report} />
          </>
        ) : (
          <Form layout="vertical" onFinish={ask}>
            <Form.Item label={t('networks.copy.source')} htmlFor="copy-source" extra={t('networks.copy.source_help')}>
              <Select id="copy-source" value={source} onChange={setSource} options={options} loading={networks.isLoading}
                placeholder={t('networks.copy.choose')} showSearch optionFilterProp="label" style={{ maxWidth: 400 }}
                notFoundContent={t('networks.copy.no_other')} />
            </Form.Item>
            {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
            <Button type="primary" htmlType="submit" icon={<CopyOutlined aria-hidden />} disabled={source === null} loading={copy.isPending}>
              {t('networks.copy.submit')}
            </Button>
          </Form>
        )}
      </Space>
    </Card>
  );
}

export function NetworkCopyPage() {
  const id = parseRouteId(useParams().id);
  const network = useNetwork(id);
  useCrumbName(id, network.data?.name);
  if (id === null) return <NotFound />;
  if (network.error) return <LoadFailed error={network.error} onRetry={() => void network.refetch()} />;
  if (!network.data) return <PageLoading />;
  return <CopyForm networkId={id} networkName={network.data.name} />;
}

/**
 * The helpdesk link at work, under its settings: the last report received (and the action it
 * became), the last delivery of a status back to the helpdesk, the last failed attempt, how many
 * deliveries wait, and "Verbinding testen", which posts a test to the callback URL and shows the
 * helpdesk's answer or what went wrong, in words (the technical detail stays in the server's log).
 */
import { Alert, Button, Descriptions, Flex } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ConnectionTest, HelpdeskHealth } from '@console/contract/reports';
import { Card } from '../../../components/page/card';
import { formatMoment } from '../../../lib/format-moment';
import { paths } from '../../../lib/paths';
import { useHelpdeskHealth } from '../api/get-helpdesk-health';
import { useConnectionTest } from '../api/test-helpdesk-connection';

function TestResult({ result }: { result: ConnectionTest }) {
  const { t } = useTranslation();
  const answer = result.status_code === null ? t('helpdesk_api.health.no_answer') : `HTTP ${result.status_code}`;
  return (
    <Alert role="status" type={result.ok ? 'success' : 'error'} showIcon
      title={result.ok ? t('helpdesk_api.health.test_ok', { answer, ms: result.duration_ms }) : t('helpdesk_api.health.test_failed', { answer, ms: result.duration_ms })}
      description={result.reason ? t(`helpdesk_api.health.reasons.${result.reason}`) : undefined} />
  );
}

function items(h: HelpdeskHealth, t: TFunction, lang: string) {
  const when = (iso: string | null) => (iso ? formatMoment(iso, lang) : '-');
  const report = h.last_report;
  const delivery = h.last_delivery;
  const deliveryState = !delivery ? '-' : delivery.delivered_at ? t('helpdesk_api.health.delivered', { when: when(delivery.delivered_at) })
    : delivery.failed_at ? t('helpdesk_api.health.given_up', { when: when(delivery.failed_at) }) : t('helpdesk_api.health.waiting', { attempts: delivery.attempts });
  return [
    {
      key: 'last_report', label: t('helpdesk_api.health.last_report'),
      children: report ? (
        <span>
          {t('helpdesk_api.health.report_line', { id: report.reporting_id, when: when(report.received_at), status: report.status ?? '-' })}
          {report.action_id ? <> · <Link to={`${paths.actions.path}/${report.action_id}`}>{t('helpdesk_api.health.action', { id: report.action_id })}</Link></> : null}
        </span>
      ) : t('helpdesk_api.health.none'),
    },
    {
      key: 'last_delivery', label: t('helpdesk_api.health.last_delivery'),
      children: delivery ? `${t('helpdesk_api.health.delivery_line', { id: delivery.reporting_id, status: delivery.status ?? '-' })} · ${deliveryState}` : t('helpdesk_api.health.none'),
    },
    {
      key: 'last_error', label: t('helpdesk_api.health.last_error'),
      children: h.last_error ? `${when(h.last_error.attempted_at)} · ${h.last_error.kind === 'report'
        ? t('helpdesk_api.health.report_refused', { id: h.last_error.reporting_id ?? '-', error: h.last_error.error ?? '' })
        : h.last_error.error ?? ''}` : t('helpdesk_api.health.none'),
    },
    { key: 'pending', label: t('helpdesk_api.health.pending'), children: String(h.pending) },
  ];
}

export function HealthCard() {
  const { t, i18n } = useTranslation();
  const health = useHelpdeskHealth();
  const test = useConnectionTest();
  return (
    <Card title={t('helpdesk_api.health.title')} loading={health.isLoading}
      extra={<Button icon={<ApiOutlined aria-hidden />} loading={test.isPending} onClick={() => test.mutate()}>{t('helpdesk_api.health.test')}</Button>}>
      <Flex vertical gap={16}>
        {health.data ? <Descriptions size="small" column={1} bordered items={items(health.data, t, i18n.language)} /> : null}
        {test.data ? <TestResult result={test.data} /> : null}
      </Flex>
    </Card>
  );
}

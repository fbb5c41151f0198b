/**
 * 'Sessies' on the profile: every place the signed-in user is signed in, this one
 * first ('Deze sessie'), each with device, address, sign-in and last use; 'Afmelden' ends one
 * of the others, 'Alle andere sessies afmelden' all of them, each after a confirmation.
 */
import { Alert, App, Button, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { Card } from '../../../components/page/card';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Session } from '@console/contract/sessions';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { formatMoment } from '../../../lib/format-moment';
import { describeAgent } from '../model/device';

const moment = (iso: string | null, lang: string) => (iso ? formatMoment(iso, lang) : '—');

export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current);

  const device = (s: Session) => {
    const agent = describeAgent(s.user_agent);
    if (!agent) return t('sessions.unknown_device');
    if (agent.browser && agent.system) return t('sessions.browser_on', { browser: agent.browser, system: agent.system });
    return agent.browser ?? agent.raw;
  };

  const askOne = (s: Session) => modal.confirm({
    title: t('sessions.confirm_one', { device: device(s) }),
    content: t('sessions.confirm_one_text'),
    okText: t('sessions.sign_out'),
    cancelText: t('sessions.cancel'),
    onOk: async () => {
      await endOne.mutateAsync(s.id);
      void message.success(t('sessions.ended_one'));
    },
  });

  const askOthers = () => modal.confirm({
    title: t('sessions.confirm_others'),
    content: t('sessions.confirm_others_text'),
    okText: t('sessions.sign_out_others'),
    cancelText: t('sessions.cancel'),
    onOk: async () => {
      const count = await endOthers.mutateAsync();
      void message.success(t('sessions.ended_others', { count }));
    },
  });

  let body;
  if (sessions.error) {
    body = (
      <Alert type="error" showIcon title={t('common.load_failed')}
        action={<Button size="small" onClick={() => void sessions.refetch()}>{t('common.retry')}</Button>} />
    );
  } else if (sessions.isLoading) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else {
    body = (
      <List<Session>
        dataSource={sessions.data ?? []}
        locale={{ emptyText: t('sessions.none') }}
        renderItem={(s) => (
          <List.Item
            key={s.id}
            actions={s.current ? [] : [
              <Button key="end" size="small" icon={<LogoutOutlined aria-hidden />} onClick={() => askOne(s)} aria-label={t('sessions.sign_out_named', { device: device(s) })}>
                {t('sessions.sign_out')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={<Flex gap={8} wrap align="center"><span>{device(s)}</span>{s.current ? <Tag color="green">{t('sessions.current')}</Tag> : null}</Flex>}
              description={(
                <Typography.Text type="secondary">
                  {t('sessions.details', { created: moment(s.created_at, i18n.language), used: moment(s.last_used_at ?? s.created_at, i18n.language), address: s.address ?? '—' })}
                </Typography.Text>
              )}
            />
          </List.Item>
        )}
      />
    );
  }

  return (
    <Card
      title={t('sessions.title')}
      extra={(
        <Button onClick={askOthers} disabled={others.length === 0} icon={<LogoutOutlined aria-hidden />}>
          {t('sessions.sign_out_others')}
        </Button>
      )}
    >
      {body}
    </Card>
  );
}

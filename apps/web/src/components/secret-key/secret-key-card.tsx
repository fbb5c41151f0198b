/**
 * A secret the API keeps only as a hash (a network's publication key, the Marrekrite's
 * integration key): the card says whether there is one and since when (and by whom); making one,
 * or a new one after a confirmation (the old one stops working at once), shows it once in a
 * dialog with a copy button, which a click beside it does not close and which keeps nothing of it
 * once closed; deleting asks first. Its texts are the keys under `ns`: title, intro, none,
 * made_at, make, rotate, rotate_title, rotate_content, delete_title, delete_content, deleted,
 * shown_title, shown_once, copy, copied, close, and `how` when `showHow`.
 */
import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Flex, Modal, Typography } from 'antd';
import { DeleteOutlined, KeyOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../confirm/use-confirm-delete';
import { Card } from '../page/card';
import { Moment } from '../moment';
import { useNetworkKey, type NetworkKeyCalls } from './use-network-key';

export interface SecretKeyCardProps {
  /** the i18n keys' prefix, e.g. 'networks.publication_key' */
  ns: string;
  /** where the key's calls go (use-network-key.ts) */
  calls: NetworkKeyCalls;
  /** the dialog also says how to use the secret (the `how` text) */
  showHow?: boolean;
  /** more of the card, under its state (e.g. the service URL) */
  children?: ReactNode;
}

export function SecretKeyCard({ ns, calls, showHow = false, children }: SecretKeyCardProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmDelete();
  const [shown, setShown] = useState<string | null>(null);
  const { state, make, remove } = useNetworkKey(calls);
  const exists = state.data?.exists === true;
  const copyable = { tooltips: [t(`${ns}.copy`), t(`${ns}.copied`)] };

  const makeKey = async () => setShown((await make.mutateAsync()).key);
  const askRotate = () => confirm({ title: t(`${ns}.rotate_title`), content: t(`${ns}.rotate_content`), onConfirm: makeKey });
  const askDelete = () => confirm({
    title: t(`${ns}.delete_title`),
    content: t(`${ns}.delete_content`),
    onConfirm: async () => {
      await remove.mutateAsync();
      void message.success(t(`${ns}.deleted`));
    },
  });

  return (
    <Card
      title={t(`${ns}.title`)}
      loading={state.isLoading}
      extra={exists ? (
        <Flex gap={8} wrap>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={askRotate} loading={make.isPending}>{t(`${ns}.rotate`)}</Button>
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={askDelete}>{t('common.delete')}</Button>
        </Flex>
      ) : (
        <Button type="primary" icon={<KeyOutlined aria-hidden />} onClick={() => void makeKey()} loading={make.isPending}>{t(`${ns}.make`)}</Button>
      )}
    >
      <Flex vertical gap={8}>
        <Typography.Text>{t(`${ns}.intro`)}</Typography.Text>
        <Typography.Text data-testid="secret-key-state">
          {exists && state.data?.created_at
            ? <>{t(`${ns}.made_at`)} <Moment iso={state.data.created_at} />{state.data.created_by_name ? ` · ${state.data.created_by_name}` : ''}</>
            : t(`${ns}.none`)}
        </Typography.Text>
        {children}
      </Flex>
      <Modal
        open={shown !== null}
        title={t(`${ns}.shown_title`)}
        onCancel={() => setShown(null)}
        // Shown once: a click beside the dialog must not lose it, and a closed dialog keeps nothing of it.
        maskClosable={false}
        destroyOnHidden
        footer={<Button type="primary" onClick={() => setShown(null)}>{t(`${ns}.close`)}</Button>}
      >
        <Flex vertical gap={12}>
          <Alert type="warning" showIcon title={t(`${ns}.shown_once`)} />
          <Typography.Text code style={{ wordBreak: 'break-all' }} copyable={copyable} data-testid="secret-key-value">{shown}</Typography.Text>
          {showHow ? <Typography.Text type="secondary">{t(`${ns}.how`)}</Typography.Text> : null}
        </Flex>
      </Modal>
    </Card>
  );
}

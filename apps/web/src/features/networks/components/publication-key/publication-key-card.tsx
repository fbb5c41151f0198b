/**
 * The network's publication key: what a GIS sends to read the network's published layers
 * (OGC API - Features). The card says whether there is one and since when; making one (or a new
 * one, after a confirmation: the old key stops working) shows the key once in a dialog with a
 * copy button, and never again; deleting asks first too.
 */
import { useState } from 'react';
import { App, Button, Flex, Modal, Typography } from 'antd';
import { DeleteOutlined, KeyOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ogcRoot } from '@console/contract/ogc';
import { Card } from '../../../../components/page/card';
import { Moment } from '../../../../components/moment';
import { useConfirmDelete } from '../../../../components/confirm/use-confirm-delete';
import { useDeletePublicationKey, useMakePublicationKey, usePublicationKey } from '../../api/publication-key';

export function PublicationKeyCard({ networkId }: { networkId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmDelete();
  const state = usePublicationKey(networkId);
  const make = useMakePublicationKey(networkId);
  const remove = useDeletePublicationKey(networkId);
  const [shown, setShown] = useState<string | null>(null);
  const exists = state.data?.exists === true;

  const makeKey = async () => {
    const made = await make.mutateAsync();
    setShown(made.key);
  };
  const askRotate = () => confirm({
    title: t('networks.publication_key.rotate_title'),
    content: t('networks.publication_key.rotate_content'),
    onConfirm: makeKey,
  });
  const askDelete = () => confirm({
    title: t('networks.publication_key.delete_title'),
    content: t('networks.publication_key.delete_content'),
    onConfirm: async () => {
      await remove.mutateAsync();
      void message.success(t('networks.publication_key.deleted'));
    },
  });

  return (
    <Card
      title={t('networks.publication_key.title')}
      loading={state.isLoading}
      extra={exists ? (
        <Flex gap={8}>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={askRotate} loading={make.isPending}>{t('networks.publication_key.rotate')}</Button>
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={askDelete}>{t('common.delete')}</Button>
        </Flex>
      ) : (
        <Button type="primary" icon={<KeyOutlined aria-hidden />} onClick={() => void makeKey()} loading={make.isPending}>{t('networks.publication_key.make')}</Button>
      )}
    >
      <Flex vertical gap={8}>
        <Typography.Text>{t('networks.publication_key.intro')}</Typography.Text>
        <Typography.Text data-testid="publication-key-state">
          {exists && state.data?.created_at
            ? <>{t('networks.publication_key.made_at')} <Moment iso={state.data.created_at} /></>
            : t('networks.publication_key.none')}
        </Typography.Text>
        <Typography.Text>
          {t('networks.publication_key.service_url')}{' '}
          <Typography.Text code style={{ wordBreak: 'break-all' }} copyable={{ tooltips: [t('networks.publication_key.copy'), t('networks.publication_key.copied')] }}>
            {`${window.location.origin}${ogcRoot(networkId)}`}
          </Typography.Text>
        </Typography.Text>
      </Flex>
      <Modal
        open={shown !== null}
        title={t('networks.publication_key.shown_title')}
        onCancel={() => setShown(null)}
        // Shown once: a click beside the dialog must not lose the key, and a closed dialog keeps nothing of it.
        maskClosable={false}
        destroyOnHidden
        footer={<Button type="primary" onClick={() => setShown(null)}>{t('networks.publication_key.close')}</Button>}
      >
        <Flex vertical gap={12}>
          <Typography.Text>{t('networks.publication_key.shown_once')}</Typography.Text>
          <Typography.Text code style={{ wordBreak: 'break-all' }} copyable={{ tooltips: [t('networks.publication_key.copy'), t('networks.publication_key.copied')] }} data-testid="publication-key-value">
            {shown}
          </Typography.Text>
          <Typography.Text type="secondary">{t('networks.publication_key.how')}</Typography.Text>
        </Flex>
      </Modal>
    </Card>
  );
}

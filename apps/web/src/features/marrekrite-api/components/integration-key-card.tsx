/**
 * The Marrekrite's integration key, under its settings: whether the network has one (since when,
 * made by whom), "Sleutel maken" (or "Nieuwe sleutel maken", after a confirmation: the old one
 * stops working), the new key shown once in a dialog with a copy button, and delete (asks first).
 */
import { useState } from 'react';
import { Alert, App, Button, Descriptions, Flex, Modal, Typography } from 'antd';
import { DeleteOutlined, KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/page/card';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { formatMoment } from '../../../lib/format-moment';
import { useDeleteIntegrationKey, useIntegrationKey, useMakeIntegrationKey } from '../api/integration-key';

export function IntegrationKeyCard() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const key = useIntegrationKey();
  const make = useMakeIntegrationKey();
  const remove = useDeleteIntegrationKey();
  const [shown, setShown] = useState<string | null>(null);
  const exists = key.data?.exists ?? false;

  const makeKey = async () => setShown((await make.mutateAsync()).key);
  const askMake = () => {
    if (!exists) { void makeKey(); return; }
    modal.confirm({
      title: t('marrekrite_api.key.rotate_title'), content: t('marrekrite_api.key.rotate_content'),
      okText: t('marrekrite_api.key.rotate_ok'), cancelText: t('common.cancel'), onOk: makeKey,
    });
  };
  const askDelete = () => confirmDelete({
    title: t('marrekrite_api.key.delete_title'), content: t('marrekrite_api.key.delete_content'),
    onConfirm: async () => { await remove.mutateAsync(); void message.success(t('marrekrite_api.key.deleted')); },
  });

  return (
    <Card title={t('marrekrite_api.key.title')} loading={key.isLoading} extra={(
      <Flex gap={8} wrap>
        <Button icon={<KeyOutlined aria-hidden />} loading={make.isPending} onClick={askMake}>{exists ? t('marrekrite_api.key.rotate') : t('marrekrite_api.key.make')}</Button>
        {exists ? <Button danger icon={<DeleteOutlined aria-hidden />} onClick={askDelete}>{t('common.delete')}</Button> : null}
      </Flex>
    )}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('marrekrite_api.key.explain')}</Typography.Paragraph>
        <Descriptions size="small" column={1} bordered items={[
          { key: 'state', label: t('marrekrite_api.key.state'), children: exists ? t('marrekrite_api.key.exists') : t('marrekrite_api.key.none') },
          ...(exists && key.data?.created_at ? [{
            key: 'made', label: t('marrekrite_api.key.made_at'),
            children: `${formatMoment(key.data.created_at, i18n.language)}${key.data.created_by_name ? ` · ${key.data.created_by_name}` : ''}`,
          }] : []),
        ]} />
      </Flex>
      <Modal open={shown !== null} title={t('marrekrite_api.key.shown_title')} onCancel={() => setShown(null)} destroyOnHidden
        footer={<Button type="primary" onClick={() => setShown(null)}>{t('marrekrite_api.key.done')}</Button>}>
        <Flex vertical gap={12}>
          <Alert type="warning" showIcon title={t('marrekrite_api.key.shown_once')} />
          <Typography.Text code copyable={{ text: shown ?? '', tooltips: [t('marrekrite_api.key.copy'), t('marrekrite_api.key.copied')] }} aria-label={t('marrekrite_api.key.title')}
            style={{ wordBreak: 'break-all' }}>{shown}</Typography.Text>
        </Flex>
      </Modal>
    </Card>
  );
}

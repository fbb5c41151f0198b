/**
 * The action's photos with their image type: a thumbnail each (photo-thumb.tsx) with its name
 * and a delete button (after the confirmation), and an upload with the image type chosen from
 * the action type's image types. The server accepts JPEG, PNG and WebP up to 10 MB, checked by
 * their content, and names a refusal.
 */
import { useState } from 'react';
import { App, Button, Empty, Flex, Select, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACTION_IMAGE_TYPES, type Action, type ActionImage } from '@console/contract/actions';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { Card } from '../../../components/page/card';
import { useImages, useTypeImageTypes } from '../api/queries';
import { useDeleteImage, useUploadImage } from '../api/writes';
import { PhotoThumb } from './photo-thumb';

export function PhotosCard({ action }: { action: Action }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const images = useImages(action.id);
  const types = useTypeImageTypes(action.dynamic_action_type_id);
  const upload = useUploadImage(action.id);
  const remove = useDeleteImage(action.id);
  const confirmDelete = useConfirmDelete();
  const [chosen, setChosen] = useState<number | null>(null);
  const typeId = chosen ?? types.data?.[0]?.id ?? null;

  const send = (file: File) => {
    if (typeId === null) return false;
    upload.mutateAsync({ file, typeId }).then(() => void message.success(t('actions.photo_uploaded')), () => undefined);
    // The upload is ours, not antd's.
    return false;
  };
  const ask = (image: ActionImage) => void confirmDelete({
    title: t('actions.photo_delete_title', { name: image.name }),
    onConfirm: async () => {
      await remove.mutateAsync(image.id);
      void message.success(t('actions.photo_deleted'));
    },
  });

  const noTypes = types.data?.length === 0;
  return (
    <Card title={t('actions.photos')} loading={images.isLoading}>
      <Flex vertical gap={12}>
        {(images.data ?? []).length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('actions.no_photos')} /> : (
          <ul aria-label={t('actions.photos')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            {(images.data ?? []).map((image) => (
              <li key={image.id} style={{ width: 120 }}>
                <PhotoThumb actionId={action.id} imageId={image.id} alt={t('actions.photo_alt', { name: image.name, type: image.action_image_type_name ?? '' })} />
                <Typography.Text strong ellipsis style={{ display: 'block', maxWidth: 120 }}>{image.action_image_type_name}</Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ display: 'block', maxWidth: 120 }}>{image.name}</Typography.Text>
                <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('actions.photo_delete', { name: image.name })} onClick={() => ask(image)} />
              </li>
            ))}
          </ul>
        )}
        {noTypes ? <Typography.Text type="secondary">{t('actions.photo_no_types')}</Typography.Text> : (
          <Flex gap={8} wrap align="center">
            <Select<number>
              aria-label={t('actions.photo_type')}
              value={typeId ?? undefined}
              loading={types.isLoading}
              style={{ minWidth: 160 }}
              options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
              onChange={setChosen}
            />
            <Upload accept={ACTION_IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={send} disabled={typeId === null}>
              <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending} disabled={typeId === null}>{t('actions.photo_choose')}</Button>
            </Upload>
            <Typography.Text type="secondary">{t('actions.photo_hint')}</Typography.Text>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

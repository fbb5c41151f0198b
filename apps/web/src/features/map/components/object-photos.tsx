/**
 * The photos of the selected object (uploaded to it, or copied from its actions' photos):
 * thumbnails with their image type, caption and name. Whoever may change the object adds one
 * (object-photo-upload.tsx), changes its caption and image type (object-photo-edit.tsx) and
 * deletes one after the confirmation.
 */
import { useState } from 'react';
import { App, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MapObjectImage } from '@console/contract/action-images';
import { apiPaths } from '@console/contract/paths';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { PhotoList } from '../../../components/photo-list';
import { queryKeys } from '../../../lib/query-keys';
import { useObjectImages } from '../api/get-object-images';
import { useDeleteObjectImage } from '../api/delete-object-image';
import { ObjectPhotoEdit } from './object-photo-edit';
import { ObjectPhotoUpload } from './object-photo-upload';

export function ObjectPhotos({ objectId, readOnly }: { objectId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const photos = useObjectImages(objectId);
  const remove = useDeleteObjectImage(objectId);
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<MapObjectImage | null>(null);
  const ask = (photo: MapObjectImage) => void confirmDelete({
    title: t('actions.photo_delete_title', { name: photo.name }),
    onConfirm: async () => {
      await remove.mutateAsync(photo.id);
      void message.success(t('actions.photo_deleted'));
    },
  });
  const edit = (photo: MapObjectImage) => (
    <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={t('map.photo_edit', { name: photo.name })} onClick={() => setEditing(photo)} />
  );

  return (
    <section aria-label={t('map.photos')}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>{t('map.photos')}</Typography.Text>
      <Flex vertical gap={12}>
        {photos.isLoading ? <Skeleton active paragraph={{ rows: 1 }} /> : (photos.data ?? []).length === 0
          ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('map.no_photos')} />
          : (
            <PhotoList photos={photos.data ?? []} label={t('map.photos')} urlOf={(photo) => apiPaths.objectImage(objectId, photo.id)}
              keyOf={(photo) => [...queryKeys.objectImages(objectId), photo.id, 'bytes']} onDelete={readOnly ? undefined : ask} extra={readOnly ? undefined : edit} />
          )}
        {readOnly ? null : <ObjectPhotoUpload objectId={objectId} />}
      </Flex>
      {editing ? <ObjectPhotoEdit objectId={objectId} photo={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

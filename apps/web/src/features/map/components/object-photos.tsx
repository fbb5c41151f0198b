/**
 * The photos of the selected object (copied to it from its actions' photos): thumbnails with
 * their image type and name; whoever may change the object deletes one after the confirmation.
 */
import { App, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MapObjectImage } from '@console/contract/action-images';
import { apiPaths } from '@console/contract/paths';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { PhotoList } from '../../../components/photo-list';
import { queryKeys } from '../../../lib/query-keys';
import { useObjectImages } from '../api/get-object-images';
import { useDeleteObjectImage } from '../api/delete-object-image';

export function ObjectPhotos({ objectId, readOnly }: { objectId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const photos = useObjectImages(objectId);
  const remove = useDeleteObjectImage(objectId);
  const confirmDelete = useConfirmDelete();
  const ask = (photo: MapObjectImage) => void confirmDelete({
    title: t('actions.photo_delete_title', { name: photo.name }),
    onConfirm: async () => {
      await remove.mutateAsync(photo.id);
      void message.success(t('actions.photo_deleted'));
    },
  });

  return (
    <section aria-label={t('map.photos')}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>{t('map.photos')}</Typography.Text>
      {photos.isLoading ? <Skeleton active paragraph={{ rows: 1 }} /> : (photos.data ?? []).length === 0
        ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('map.no_photos')} />
        : (
          <PhotoList photos={photos.data ?? []} label={t('map.photos')} urlOf={(photo) => apiPaths.objectImage(objectId, photo.id)}
            keyOf={(photo) => [...queryKeys.objectImages(objectId), photo.id, 'bytes']} onDelete={readOnly ? undefined : ask} />
        )}
    </section>
  );
}

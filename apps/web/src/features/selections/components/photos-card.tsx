/**
 * The selection's photos, as an object's: a thumbnail each (components/photo-list.tsx) with its
 * name and, for whoever may change the selection, a delete button (after the confirmation) and
 * an upload. The server accepts JPEG, PNG and WebP up to 10 MB, checked by their content, and
 * names a refusal.
 */
import { App, Button, Empty, Flex, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACTION_IMAGE_TYPES } from '@console/contract/actions';
import { apiPaths } from '@console/contract/paths';
import type { SelectionImage } from '@console/contract/selections';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { Card } from '../../../components/page/card';
import { PhotoList } from '../../../components/photo-list';
import { selectionKey } from '../api/calls';
import { useDeleteImage } from '../api/delete-image';
import { useImages } from '../api/get-images';
import { useUploadImage } from '../api/upload-image';

export function PhotosCard({ selectionId, readOnly }: { selectionId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const images = useImages(selectionId);
  const upload = useUploadImage(selectionId);
  const remove = useDeleteImage(selectionId);
  const confirmDelete = useConfirmDelete();

  const send = (file: File) => {
    upload.mutateAsync(file).then(() => void message.success(t('selections.photo_uploaded')), () => undefined);
    // The upload is ours, not antd's.
    return false;
  };
  const ask = (image: SelectionImage) => void confirmDelete({
    title: t('actions.photo_delete_title', { name: image.name }),
    onConfirm: async () => {
      await remove.mutateAsync(image.id);
      void message.success(t('selections.photo_deleted'));
    },
  });

  return (
    <Card title={t('selections.photos')} loading={images.isLoading}>
      <Flex vertical gap={12}>
        {(images.data ?? []).length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('selections.no_photos')} /> : (
          <PhotoList photos={images.data ?? []} label={t('selections.photos')} urlOf={(image) => apiPaths.selectionImage(selectionId, image.id)}
            keyOf={(image) => [...selectionKey(selectionId), 'images', image.id, 'bytes']} onDelete={readOnly ? undefined : ask} />
        )}
        {readOnly ? null : (
          <Flex gap={8} wrap align="center">
            <Upload accept={ACTION_IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={send}>
              <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending}>{t('selections.photo_choose')}</Button>
            </Upload>
            <Typography.Text type="secondary">{t('selections.photo_hint')}</Typography.Text>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

/**
 * An owner's photos (an object's on the map's panel, a selection's on its page): thumbnails with
 * their image type, caption and name. Whoever may change the owner adds one (photo-upload.tsx),
 * changes its caption and image type (photo-edit.tsx) and deletes one after the confirmation.
 * The owner gives its list call (photo-calls.ts) and frames the list with its own heading.
 */
import { useState } from 'react';
import { App, Button, Empty, Flex, Skeleton } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ApiCall } from '../../lib/api-call';
import { useConfirmDelete } from '../confirm/use-confirm-delete';
import { PhotoList } from '../photo-list';
import { useDeletePhoto, usePhotoList, type CaptionedPhoto } from './photo-calls';
import { PhotoEdit } from './photo-edit';
import { PhotoUpload } from './photo-upload';

export interface PhotosProps {
  list: ApiCall;
  readOnly: boolean;
  /** what an empty list says, where the owner has more to say than "none yet" */
  emptyText?: string;
}

export function Photos({ list, readOnly, emptyText }: PhotosProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const photos = usePhotoList(list);
  const remove = useDeletePhoto(list);
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<CaptionedPhoto | null>(null);
  const ask = (photo: CaptionedPhoto) => void confirmDelete({
    title: t('photos.delete_title', { name: photo.name }),
    onConfirm: async () => {
      await remove.mutateAsync(photo.id);
      void message.success(t('photos.deleted'));
    },
  });
  const edit = (photo: CaptionedPhoto) => (
    <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={t('photos.edit', { name: photo.name })} onClick={() => setEditing(photo)} />
  );

  return (
    <Flex vertical gap={12}>
      {photos.isLoading ? <Skeleton active paragraph={{ rows: 1 }} /> : (photos.data ?? []).length === 0
        ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('photos.none')} />
        : (
          <PhotoList photos={photos.data ?? []} label={t('photos.title')} urlOf={(photo) => `${list.path}/${photo.id}`}
            keyOf={(photo) => [...list.key, photo.id, 'bytes']} onDelete={readOnly ? undefined : ask} extra={readOnly ? undefined : edit} />
        )}
      {readOnly ? null : <PhotoUpload list={list} />}
      {editing ? <PhotoEdit list={list} photo={editing} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
}

/**
 * The action's photos with their image type: a thumbnail each (components/photo-list.tsx) with
 * its name, a delete button (after the confirmation) and, for an action on an object, a copy to
 * that object; and an upload with the image type chosen from
 * the action type's image types. The server accepts JPEG, PNG and WebP up to 10 MB, checked by
 * their content, and names a refusal.
 */
import { useState } from 'react';
import { App, Button, Empty, Flex, Select, Typography, Upload } from 'antd';
import { CopyOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACTION_IMAGE_TYPES, type Action, type ActionImage } from '@console/contract/actions';
import { apiPaths } from '@console/contract/paths';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { Card } from '../../../components/page/card';
import { useImages } from '../api/get-images';
import { useTypeImageTypes } from '../api/get-type-image-types';
import { useDeleteImage } from '../api/delete-image';
import { usePromoteImage } from '../api/promote-image';
import { useUploadImage } from '../api/upload-image';
import { PhotoList } from '../../../components/photo-list';
import { actionKey } from '../api/calls';

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
          <PhotoList photos={images.data ?? []} label={t('actions.photos')} urlOf={(image) => apiPaths.actionImage(action.id, image.id)}
            keyOf={(image) => [...actionKey(action.id), 'images', image.id, 'bytes']} onDelete={ask}
            extra={action.map_object_id === null ? undefined : (image) => <CopyToObject action={action} objectId={action.map_object_id ?? 0} image={image} />} />
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

/** Copies a photo to the action's object (promote), where the map's object panel shows it. */
function CopyToObject({ action, objectId, image }: { action: Action; objectId: number; image: ActionImage }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const promote = usePromoteImage(action.id, objectId);
  const code = action.map_object_code ?? '';
  return (
    <Button size="small" icon={<CopyOutlined aria-hidden />} loading={promote.isPending} aria-label={t('actions.photo_copy_label', { name: image.name, code })}
      onClick={() => void promote.mutateAsync(image.id).then(() => void message.success(t('actions.photo_copied', { code })), () => undefined)}>
      {t('actions.photo_copy')}
    </Button>
  );
}

/**
 * "Foto toevoegen" beside an owner's photos: the image type (the network's, the first chosen; or
 * none) and a caption, then the file; the file waits until the types are known, so a photo never
 * goes without the type the choice shows once they are. The server takes JPEG, PNG and WebP up
 * to 10 MB by their content and names a refusal (the http client shows it).
 */
import { useState } from 'react';
import { App, Button, Flex, Input, Select, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACTION_IMAGE_TYPES } from '@console/contract/actions';
import { NAME_MAX } from '@console/contract/limits';
import type { ApiCall } from '../../lib/api-call';
import { usePhotoImageTypes, useUploadPhoto } from './photo-calls';

/** "none" in the image type's choice: a photo without a type. */
const NONE = 0;

export function PhotoUpload({ list }: { list: ApiCall }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const types = usePhotoImageTypes();
  const upload = useUploadPhoto(list);
  const [chosen, setChosen] = useState<number | null>(null);
  const [caption, setCaption] = useState('');
  const typeId = chosen ?? types.data?.[0]?.id ?? NONE;

  const send = (file: File) => {
    upload.mutateAsync({ file, typeId: typeId === NONE ? null : typeId, caption }).then(() => {
      setCaption('');
      void message.success(t('photos.added'));
    }, () => undefined);
    // The upload is ours, not antd's.
    return false;
  };

  return (
    <Flex gap={8} wrap align="center">
      <Select<number>
        aria-label={t('photos.type')}
        value={typeId}
        loading={types.isLoading}
        style={{ minWidth: 150 }}
        options={[...(types.data ?? []).map((x) => ({ value: x.id, label: x.name })), { value: NONE, label: t('photos.no_type') }]}
        onChange={setChosen}
      />
      <Input aria-label={t('photos.caption')} placeholder={t('photos.caption_placeholder')} maxLength={NAME_MAX} value={caption}
        onChange={(e) => setCaption(e.target.value)} style={{ flex: '1 1 160px', minWidth: 0 }} />
      <Upload accept={ACTION_IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={send} disabled={types.isLoading}>
        <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending} disabled={types.isLoading}>{t('photos.add')}</Button>
      </Upload>
      <Typography.Text type="secondary">{t('photos.hint')}</Typography.Text>
    </Flex>
  );
}

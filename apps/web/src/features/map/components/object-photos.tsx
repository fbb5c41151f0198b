/**
 * The photos of the selected object (uploaded to it, or copied from its actions' photos), with
 * the photos kit (components/photos): added, captioned, typed and deleted by whoever may change
 * the object.
 */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Photos } from '../../../components/photos/photos';
import { objectImagesCall } from '../api/calls';

export function ObjectPhotos({ objectId, readOnly }: { objectId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('photos.title')}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>{t('photos.title')}</Typography.Text>
      <Photos list={objectImagesCall(objectId)} readOnly={readOnly} emptyText={t('map.no_photos')} />
    </section>
  );
}

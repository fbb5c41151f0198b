/**
 * The selection's photos, as an object's (components/photos): thumbnails with their image type
 * and caption; whoever may change the selection adds one, changes its caption and image type,
 * and deletes one after the confirmation.
 */
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/page/card';
import { Photos } from '../../../components/photos/photos';
import { imagesCall } from '../api/calls';

export function PhotosCard({ selectionId, readOnly }: { selectionId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('photos.title')}>
      <Photos list={imagesCall(selectionId)} readOnly={readOnly} />
    </Card>
  );
}

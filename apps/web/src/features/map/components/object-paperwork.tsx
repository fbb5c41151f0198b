/**
 * The selected object's comments ("Opmerkingen") and documents ("Documenten") in its panel.
 * Who may write them is the server's to say (comments: the map's edit permission; documents:
 * whoever may change the object, the lock setting too); the panel offers writing where the
 * object is not read-only for the user.
 */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommentList } from '../../../components/comments/comment-list';
import { DocumentList } from '../../../components/documents/document-list';
import { objectAttachmentsCall, objectCommentsCall } from '../api/calls';

export function ObjectPaperwork({ objectId, readOnly }: { objectId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-label={t('map.comments')}>
        <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>{t('map.comments')}</Typography.Text>
        <CommentList list={objectCommentsCall(objectId)} canWrite={!readOnly} />
      </section>
      <section aria-label={t('map.documents')}>
        <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>{t('map.documents')}</Typography.Text>
        <DocumentList list={objectAttachmentsCall(objectId)} canWrite={!readOnly} />
      </section>
    </>
  );
}

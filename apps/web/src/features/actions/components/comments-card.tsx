/** The action's comments in a card (components/comments). */
import { useTranslation } from 'react-i18next';
import { CommentList } from '../../../components/comments/comment-list';
import { Card } from '../../../components/page/card';
import { commentsCall } from '../api/calls';

export function CommentsCard({ actionId }: { actionId: number }) {
  const { t } = useTranslation();
  return (
    <Card title={t('actions.comments')}>
      <CommentList list={commentsCall(actionId)} />
    </Card>
  );
}

/** The action's documents in a card (components/documents): the server decides who may add or delete one (the lock setting). */
import { useTranslation } from 'react-i18next';
import { DocumentList } from '../../../components/documents/document-list';
import { Card } from '../../../components/page/card';
import { attachmentsCall } from '../api/calls';

export function DocumentsCard({ actionId }: { actionId: number }) {
  const { t } = useTranslation();
  return (
    <Card title={t('actions.documents')}>
      <DocumentList list={attachmentsCall(actionId)} canWrite />
    </Card>
  );
}

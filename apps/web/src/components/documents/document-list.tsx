/**
 * An owner's documents (an object's, an action's): each with its name (a download), kind, size
 * and who added it when; added with the upload (progress and refusals shown) and deleted after
 * the confirmation, where the user may.
 */
import { App, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { DeleteOutlined, FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@console/contract/attachments';
import type { ApiCall } from '../../lib/api-call';
import { formatMoment } from '../../lib/format-moment';
import { useConfirmDelete } from '../confirm/use-confirm-delete';
import { downloadDocument, useDeleteDocument, useDocumentList } from './document-calls';
import { DocumentUpload } from './document-upload';

/** A size in words: bytes, kB or MB with one decimal. */
const sizeOf = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export function DocumentList({ list, canWrite }: { list: ApiCall; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const { message, notification } = App.useApp();
  const documents = useDocumentList(list);
  const remove = useDeleteDocument(list);
  const confirmDelete = useConfirmDelete();
  const ask = (doc: Attachment) => void confirmDelete({
    title: t('documents.delete_title', { name: doc.name }),
    onConfirm: async () => {
      await remove.mutateAsync(doc.id);
      void message.success(t('documents.deleted', { name: doc.name }));
    },
  });
  const download = (doc: Attachment) => downloadDocument(list, doc)
    .catch(() => notification.error({ title: t('notification.error_title'), description: t('documents.download_failed', { name: doc.name }) }));

  const shown = documents.data ?? [];
  return (
    <Flex vertical gap={8}>
      {documents.isLoading ? <Skeleton active paragraph={{ rows: 1 }} /> : shown.length === 0
        ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('documents.none')} />
        : (
          <ul aria-label={t('documents.title')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
            {shown.map((doc) => (
              <li key={doc.id}>
                <Flex justify="space-between" align="start" gap={8}>
                  <div style={{ minWidth: 0 }}>
                    <Button type="link" icon={<FileOutlined aria-hidden />} onClick={() => void download(doc)} style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start', overflowWrap: 'anywhere' }}
                      aria-label={t('documents.download', { name: doc.name })}>
                      {doc.name}
                    </Button>
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {t('documents.by', { size: sizeOf(doc.size), name: doc.created_by_name ?? t('documents.unknown_user'), moment: formatMoment(doc.created_at, i18n.language) })}
                    </Typography.Text>
                  </div>
                  {canWrite ? <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('documents.delete', { name: doc.name })} onClick={() => ask(doc)} /> : null}
                </Flex>
              </li>
            ))}
          </ul>
        )}
      {canWrite ? <DocumentUpload list={list} /> : null}
    </Flex>
  );
}

/**
 * Adding a document: antd's upload (multipart, field `file`) with its progress bar, refused at
 * once when it is over 25 MB; the server decides the kind by the content and its refusal (an
 * executable named .pdf, an unknown kind) is shown as it says it.
 */
import { useState } from 'react';
import { App, Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_MAX_BYTES } from '@console/contract/attachments';
import type { ApiCall } from '../../lib/api-call';
import { scopeHeaders } from '../../lib/http';

/** The first message of a refusal's body ({messages: {file: [...]}} or {detail}), if it has one. */
function refusalOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  if ('messages' in body && typeof body.messages === 'object' && body.messages !== null) {
    const first = Object.values(body.messages).flat()[0];
    return typeof first === 'string' ? first : null;
  }
  return 'detail' in body && typeof body.detail === 'string' ? body.detail : null;
}

export function DocumentUpload({ list }: { list: ApiCall }) {
  const { t } = useTranslation();
  const { message, notification } = App.useApp();
  const queryClient = useQueryClient();
  // Only the uploads under way are listed (with their progress): a finished one is in the list above, a refused one said why.
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const props: UploadProps = {
    name: 'file',
    action: list.path,
    headers: scopeHeaders(),
    showUploadList: { showRemoveIcon: false },
    fileList: uploading,
    beforeUpload: (file) => {
      if (file.size <= ATTACHMENT_MAX_BYTES) return true;
      notification.error({ title: t('documents.refused'), description: t('documents.too_large', { name: file.name }) });
      return Upload.LIST_IGNORE;
    },
    onChange: ({ file, fileList }) => {
      setUploading(fileList.filter((f) => f.status === 'uploading'));
      if (file.status === 'done') {
        void message.success(t('documents.added', { name: file.name }));
        void queryClient.invalidateQueries({ queryKey: list.key });
      }
      if (file.status === 'error') {
        notification.error({ title: t('documents.refused'), description: refusalOf(file.response) ?? t('documents.failed', { name: file.name }) });
      }
    },
  };
  return (
    <Upload {...props}>
      <Button icon={<UploadOutlined aria-hidden />}>{t('documents.add')}</Button>
    </Upload>
  );
}

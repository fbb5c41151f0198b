/**
 * A parent's comments (an action's, a map object's), oldest first, each with its writer and
 * moment; one's own can be edited in place and deleted (after the confirmation). Below them, a
 * new comment. The server decides who may change which (own comments; administrators any) and
 * says so when it refuses.
 */
import { useState } from 'react';
import { App, Button, Empty, Flex, Form, Input, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@console/contract/comments';
import { TEXT_MAX } from '@console/contract/limits';
import type { ApiCall } from '../../lib/api-call';
import { formatMoment } from '../../lib/format-moment';
import { applyServerErrors } from '../../lib/form-errors';
import { useMe } from '../../lib/use-me';
import { useConfirmDelete } from '../confirm/use-confirm-delete';
import { useAddComment, useCommentList, useDeleteComment, useEditComment } from './comment-calls';

function CommentEditor({ initial, label, busy, onSave, onCancel }: { initial: string; label: string; busy: boolean; onSave: (text: string) => Promise<unknown>; onCancel?: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ comment: string }>();
  const save = async ({ comment }: { comment: string }) => {
    try {
      await onSave(comment.trim());
      form.resetFields();
    } catch (error) {
      applyServerErrors(form, error, ['comment']);
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={{ comment: initial }} onFinish={(v) => void save(v)} aria-label={label}>
      <Form.Item name="comment" label={t('actions.comment')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
        <Input.TextArea rows={2} maxLength={TEXT_MAX} />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={busy}>{onCancel ? t('actions.save') : t('actions.comment_add')}</Button>
        {onCancel ? <Button onClick={onCancel}>{t('actions.cancel')}</Button> : null}
      </Flex>
    </Form>
  );
}

/** The comments of the parent whose list `list` reads; `canWrite` false: read only (no editor). */
export function CommentList({ list, canWrite = true }: { list: ApiCall; canWrite?: boolean }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const me = useMe();
  const comments = useCommentList(list);
  const add = useAddComment(list);
  const edit = useEditComment(list);
  const remove = useDeleteComment(list);
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<number | null>(null);

  const ask = (comment: Comment) => void confirmDelete({
    title: t('actions.comment_delete_title'),
    content: comment.comment,
    onConfirm: async () => {
      await remove.mutateAsync(comment.id);
      void message.success(t('actions.comment_deleted'));
    },
  });

  const shown = comments.data ?? [];
  return (
      <Flex vertical gap={16}>
        {shown.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('actions.no_comments')} /> : (
          <ol aria-label={t('actions.comments')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
            {shown.map((comment) => {
              const own = comment.user_id !== null && comment.user_id === me.data?.id;
              return (
                <li key={comment.id} style={{ borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)', paddingBottom: 8 }}>
                  <Typography.Text type="secondary">
                    {t('actions.comment_by', { name: comment.user_name ?? t('actions.unknown_user'), moment: formatMoment(comment.created_at, i18n.language) })}
                  </Typography.Text>
                  {editing === comment.id ? (
                    <CommentEditor initial={comment.comment} label={t('actions.comment_edit')} busy={edit.isPending} onCancel={() => setEditing(null)}
                      onSave={async (text) => { await edit.mutateAsync({ commentId: comment.id, comment: text }); setEditing(null); }} />
                  ) : (
                    <Flex justify="space-between" align="start" gap={8}>
                      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0, overflowWrap: 'anywhere' }}>{comment.comment}</Typography.Paragraph>
                      {own && canWrite ? (
                        <Flex gap={4}>
                          <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={t('actions.comment_edit')} onClick={() => setEditing(comment.id)} />
                          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('actions.comment_delete')} onClick={() => ask(comment)} />
                        </Flex>
                      ) : null}
                    </Flex>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {canWrite ? <CommentEditor initial="" label={t('actions.comment_add')} busy={add.isPending} onSave={(text) => add.mutateAsync(text)} /> : null}
      </Flex>
  );
}

/**
 * A record page's delete, as its actions menu offers it: asked with the console's confirmation,
 * then deleted, said in a message, and back to the resource's list (the record is gone).
 */
import { App } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useConfirmDelete } from '../confirm/use-confirm-delete';
import type { DetailAction } from '../detail-card/detail-card';

/** The delete's texts, translated: the menu entry, the question and the message after it. */
export interface DeleteTexts {
  label: string;
  title: string;
  content: string;
  deleted: string;
}

/** Makes the delete entry of a record's actions menu: `remove` deletes it, `list` is the list's path. */
export function useDeleteAction(remove: () => Promise<unknown>, list: string): (texts: DeleteTexts) => DetailAction {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  return (texts) => ({
    key: 'delete',
    label: texts.label,
    icon: <DeleteOutlined aria-hidden />,
    danger: true,
    onClick: () => void confirmDelete({
      title: texts.title,
      content: texts.content,
      onConfirm: async () => {
        await remove();
        void message.success(texts.deleted);
        void navigate(list);
      },
    }),
  });
}

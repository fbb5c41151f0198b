/**
 * A record page's delete, as its actions menu offers it: asked with the console's confirmation,
 * then deleted, said in a message, and back to the resource's list (the record is gone).
 */
import { App } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../confirm/use-confirm-delete';
import type { DetailAction } from '../detail-card/detail-card';
import type { DetailResource } from './detail-resource';

/** The record as its delete's texts name it: `{{name}}` or `{{id}}`. */
export interface DeletedRecord {
  id: number;
  name: string;
}

/** Makes the delete entry of a record's actions menu, which `remove` deletes. */
export function useDeleteEntry({ key, list }: DetailResource): (record: DeletedRecord, remove: () => Promise<unknown>) => DetailAction {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  return ({ id, name }, remove) => ({
    key: 'delete',
    label: t(`${key}.delete`),
    icon: <DeleteOutlined aria-hidden />,
    danger: true,
    onClick: () => void confirmDelete({
      title: t(`${key}.delete_title`, { name, id }),
      content: t(`${key}.delete_content`),
      onConfirm: async () => {
        await remove();
        void message.success(t(`${key}.deleted`, { name, id }));
        void navigate(list);
      },
    }),
  });
}

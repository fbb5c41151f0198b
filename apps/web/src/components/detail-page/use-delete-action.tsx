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

/** Makes the delete entry of the actions menu of a record named `name`, which `remove` deletes. */
export function useDeleteAction({ key, list }: DetailResource): (name: string, remove: () => Promise<unknown>) => DetailAction {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  return (name, remove) => ({
    key: 'delete',
    label: t(`${key}.delete`),
    icon: <DeleteOutlined aria-hidden />,
    danger: true,
    onClick: () => void confirmDelete({
      title: t(`${key}.delete_title`, { name }),
      content: t(`${key}.delete_content`),
      onConfirm: async () => {
        await remove();
        void message.success(t(`${key}.deleted`, { name }));
        void navigate(list);
      },
    }),
  });
}
